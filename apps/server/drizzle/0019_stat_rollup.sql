CREATE TABLE "stat_coverage" (
	"kind" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_rollup" (
	"kind" text NOT NULL,
	"func_code" text DEFAULT '' NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"granted" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_rollup_kind_func_code_bucket_pk" PRIMARY KEY("kind","func_code","bucket")
);
--> statement-breakpoint
-- A database that already held data may have lost rows to earlier sweeps: its figures are whole
-- only from its oldest surviving row (or from now, when none survived).
INSERT INTO "stat_coverage" ("kind", "since")
SELECT 'credit', coalesce((SELECT min("created_at") FROM "credit_entry" WHERE "account_id" NOT LIKE 'x:%'), now())
WHERE EXISTS (SELECT 1 FROM "app_user");
--> statement-breakpoint
INSERT INTO "stat_coverage" ("kind", "since")
SELECT 'task', coalesce((SELECT min("created_at") FROM "server_task"), now())
WHERE EXISTS (SELECT 1 FROM "server_task") OR EXISTS (SELECT 1 FROM "app_user");
