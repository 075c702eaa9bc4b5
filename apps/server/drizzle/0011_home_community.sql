CREATE TABLE "func_collect" (
	"user_id" text NOT NULL,
	"func_code" text NOT NULL,
	"order_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "func_collect_user_id_func_code_pk" PRIMARY KEY("user_id","func_code")
);
--> statement-breakpoint
CREATE TABLE "dict_entry" (
	"code" text NOT NULL,
	"edition" text DEFAULT 'all' NOT NULL,
	"value" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dict_entry_code_edition_pk" PRIMARY KEY("code","edition")
);
--> statement-breakpoint
CREATE TABLE "site_constant" (
	"key" text NOT NULL,
	"edition" text DEFAULT 'all' NOT NULL,
	"value" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_constant_key_edition_pk" PRIMARY KEY("key","edition")
);
--> statement-breakpoint
CREATE TABLE "ad_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_code" text NOT NULL,
	"edition" text DEFAULT 'all' NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"func_code" text,
	"url" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sec_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"ack" text,
	"ack_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "func_collect" ADD CONSTRAINT "func_collect_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "func_collect" ADD CONSTRAINT "func_collect_func_code_func_code_fk" FOREIGN KEY ("func_code") REFERENCES "public"."func"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "func_collect_user_order_idx" ON "func_collect" USING btree ("user_id","order_number");--> statement-breakpoint
CREATE INDEX "ad_item_list_idx" ON "ad_item" USING btree ("list_code","order_number");--> statement-breakpoint
CREATE INDEX "user_feedback_user_idx" ON "user_feedback" USING btree ("user_id","created_at");