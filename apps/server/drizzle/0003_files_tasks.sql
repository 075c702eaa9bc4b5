CREATE TABLE "file_download" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"chunk_size" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"hash" text NOT NULL,
	"func_code" text NOT NULL,
	"ext" text DEFAULT '' NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"storage_key" text NOT NULL,
	"status" smallint NOT NULL,
	"split_size" integer NOT NULL,
	"split_count" integer NOT NULL,
	"written" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"task_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_task" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"func_code" text NOT NULL,
	"api_type" text NOT NULL,
	"input_file_ids" text[] NOT NULL,
	"options" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"progress_key" text NOT NULL,
	"progress_count" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"error_key" text DEFAULT '' NOT NULL,
	"job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result_file_id" text,
	"preview_file_id" text,
	"paid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "file_download" ADD CONSTRAINT "file_download_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_download_expires_idx" ON "file_download" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stored_file_owner_idx" ON "stored_file" USING btree ("owner","status");--> statement-breakpoint
CREATE INDEX "stored_file_resume_idx" ON "stored_file" USING btree ("owner","hash","size");--> statement-breakpoint
CREATE INDEX "stored_file_expires_idx" ON "stored_file" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stored_file_task_idx" ON "stored_file" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "server_task_owner_idx" ON "server_task" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "server_task_status_idx" ON "server_task" USING btree ("status","heartbeat_at");