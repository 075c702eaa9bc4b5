CREATE TABLE "func_override" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean,
	"open_level" integer,
	"price" numeric(10, 2),
	"point" integer,
	"free_count" integer,
	"wang" boolean,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_activity" (
	"session_id" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"operator_id" text,
	"operator_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_role" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "func_override" ADD CONSTRAINT "func_override_code_func_code_fk" FOREIGN KEY ("code") REFERENCES "public"."func"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_activity" ADD CONSTRAINT "operator_activity_session_id_user_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_role" ADD CONSTRAINT "operator_role_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_action_idx" ON "operator_audit" USING btree ("action","at");