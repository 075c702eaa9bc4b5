CREATE TABLE "func_category" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"order_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "func" (
	"code" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"keywords" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"open_level" integer NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"free_count" integer DEFAULT 0 NOT NULL,
	"free_introduction" jsonb,
	"wang" boolean DEFAULT false NOT NULL,
	"runs" text NOT NULL,
	"built" boolean DEFAULT false NOT NULL,
	"order_number" integer NOT NULL,
	"icon" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "func" ADD CONSTRAINT "func_category_code_func_category_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."func_category"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "func_category_code_idx" ON "func" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "func_order_idx" ON "func" USING btree ("order_number");