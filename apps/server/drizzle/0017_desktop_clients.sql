CREATE TABLE "desktop_client" (
	"client_id" text PRIMARY KEY NOT NULL,
	"port" integer NOT NULL,
	"pairing_secret" text NOT NULL,
	"version_int" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "desktop_client_expires_idx" ON "desktop_client" USING btree ("expires_at");