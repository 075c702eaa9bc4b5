CREATE TABLE "payment_notification" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"trade_id" text,
	"transaction_id" text,
	"outcome" text NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_trade" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"task_id" text,
	"func_code" text,
	"provider" text NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"subject" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"trade_page" text DEFAULT '' NOT NULL,
	"provider_ref" text,
	"transaction_id" text,
	"fail_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payment_notification_trade_idx" ON "payment_notification" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_trade_transaction_key" ON "payment_trade" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "payment_trade_order_idx" ON "payment_trade" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_trade_task_idx" ON "payment_trade" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "payment_trade_user_idx" ON "payment_trade" USING btree ("user_id");