ALTER TABLE "func_use" ADD COLUMN "free_day" text;--> statement-breakpoint
ALTER TABLE "func_use" ADD COLUMN "free_returned" boolean DEFAULT false NOT NULL;