-- Sessions made before last use was recorded count as used at the upgrade, so the new 7-day idle
-- end (issue 12 item 12) signs nobody out on the day it ships; their absolute end is unchanged.
UPDATE "user_session" SET "last_used_at" = now() WHERE "last_used_at" IS NULL AND "revoked_at" IS NULL;
