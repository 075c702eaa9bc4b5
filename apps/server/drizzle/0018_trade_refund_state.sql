ALTER TABLE "payment_trade" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_trade" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "payment_trade" ADD COLUMN "refund_detail" text;