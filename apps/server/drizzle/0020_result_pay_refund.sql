DROP INDEX "func_pay_task_key";--> statement-breakpoint
ALTER TABLE "func_pay" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "func_pay" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "func_pay" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "func_pay" ADD COLUMN "refunded_point" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "func_pay_task_key" ON "func_pay" USING btree ("task_id") WHERE "func_pay"."refunded_at" is null;