CREATE TABLE "gpt_call" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"func_code" text NOT NULL,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"entry_id" bigint,
	"free" boolean DEFAULT false NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"usage_estimated" boolean DEFAULT false NOT NULL,
	"first_token_ms" integer,
	"chars" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trip_share" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"title" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "gpt_call_created_idx" ON "gpt_call" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gpt_call_account_idx" ON "gpt_call" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "gpt_call_status_idx" ON "gpt_call" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trip_share_owner_idx" ON "trip_share" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "trip_share_expires_idx" ON "trip_share" USING btree ("expires_at");