CREATE TABLE "channel_visit" (
	"channel_code" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_visit_channel_code_day_pk" PRIMARY KEY("channel_code","day")
);
--> statement-breakpoint
CREATE TABLE "channel" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_call" (
	"id" serial PRIMARY KEY NOT NULL,
	"open_id" text NOT NULL,
	"func_code" text NOT NULL,
	"sub_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_partner" (
	"open_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_channel" (
	"user_id" text PRIMARY KEY NOT NULL,
	"channel_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_visit" ADD CONSTRAINT "channel_visit_channel_code_channel_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channel"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_call" ADD CONSTRAINT "open_call_open_id_open_partner_open_id_fk" FOREIGN KEY ("open_id") REFERENCES "public"."open_partner"("open_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channel" ADD CONSTRAINT "user_channel_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channel" ADD CONSTRAINT "user_channel_channel_code_channel_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channel"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_call_partner_idx" ON "open_call" USING btree ("open_id","created_at");--> statement-breakpoint
CREATE INDEX "user_channel_channel_idx" ON "user_channel" USING btree ("channel_code");