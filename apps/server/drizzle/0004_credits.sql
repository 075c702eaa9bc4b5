CREATE TABLE "credit_account" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"balance" integer DEFAULT 0 NOT NULL,
	"day" text,
	"day_total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_account_balance_check" CHECK ("credit_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"delta" integer NOT NULL,
	"result" integer NOT NULL,
	"remark_key" text NOT NULL,
	"remark_params" text DEFAULT '' NOT NULL,
	"idem_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_entry_idem_key" UNIQUE("idem_key"),
	CONSTRAINT "credit_entry_result_check" CHECK ("credit_entry"."result" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_setting" (
	"user_id" text PRIMARY KEY NOT NULL,
	"hide_deduct_confirm" boolean DEFAULT false NOT NULL,
	"auto_deduct" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership" (
	"user_id" text NOT NULL,
	"level" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_user_id_level_pk" PRIMARY KEY("user_id","level"),
	CONSTRAINT "membership_level_check" CHECK ("membership"."level" >= 2)
);
--> statement-breakpoint
CREATE TABLE "vip_level" (
	"edition" text NOT NULL,
	"level" integer NOT NULL,
	"daily_point" integer NOT NULL,
	"monthly_price" integer,
	"quarter_price" integer,
	"yearly_price" integer,
	"currency" text NOT NULL,
	CONSTRAINT "vip_level_edition_level_pk" PRIMARY KEY("edition","level")
);
--> statement-breakpoint
CREATE TABLE "vip_order" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" integer NOT NULL,
	"cycle" text NOT NULL,
	"level" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"timezone_offset" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"pay_type" text,
	"transaction_id" text
);
--> statement-breakpoint
CREATE TABLE "func_use_day" (
	"account_id" text NOT NULL,
	"func_code" text NOT NULL,
	"day" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"free_uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "func_use_day_account_id_func_code_day_pk" PRIMARY KEY("account_id","func_code","day")
);
--> statement-breakpoint
CREATE TABLE "user_inviter" (
	"user_id" text PRIMARY KEY NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_ticket" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "video_ticket_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "video_ticket_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "func_pay" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text,
	"task_id" text NOT NULL,
	"func_code" text NOT NULL,
	"pay_type" text NOT NULL,
	"point" integer,
	"amount" integer,
	"currency" text,
	"transaction_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_account" ADD CONSTRAINT "credit_account_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_account_id_credit_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_setting" ADD CONSTRAINT "user_setting_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_order" ADD CONSTRAINT "vip_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_inviter" ADD CONSTRAINT "user_inviter_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_inviter" ADD CONSTRAINT "user_inviter_inviter_id_app_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_ticket" ADD CONSTRAINT "video_ticket_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_account_user_idx" ON "credit_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_entry_account_idx" ON "credit_entry" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "credit_entry_created_idx" ON "credit_entry" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vip_order_user_idx" ON "vip_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_order_transaction_key" ON "vip_order" USING btree ("pay_type","transaction_id");--> statement-breakpoint
CREATE INDEX "user_inviter_inviter_idx" ON "user_inviter" USING btree ("inviter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "func_pay_task_key" ON "func_pay" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "func_pay_transaction_key" ON "func_pay" USING btree ("pay_type","transaction_id") WHERE "func_pay"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "func_pay_account_idx" ON "func_pay" USING btree ("account_id","created_at");