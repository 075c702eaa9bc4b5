CREATE TABLE "func_use" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"func_code" text NOT NULL,
	"entry_id" bigint,
	"task_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "func_use_task_unique" UNIQUE("task_id")
);
--> statement-breakpoint
CREATE INDEX "func_use_created_idx" ON "func_use" USING btree ("created_at");