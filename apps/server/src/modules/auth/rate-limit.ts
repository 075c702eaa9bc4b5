import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { DAY } from '../session/clock.ts';
import { rateEvents } from './tables.ts';

/** At most `max` events in `bucket` within any `windowMs`. */
export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/** The outcome of `take`: the first limit reached (nothing recorded), or null when a slot was taken. */
export interface Taken {
  reached: Limit | null;
  /** Gives the slots back (a sign-in that succeeded after all); nothing to do when reached. */
  refund(): Promise<void>;
}

/** A bucket name that does not store the email, phone or address itself. */
export function bucketOf(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}

/** First key of the two-key advisory locks the limiter takes, so they never meet other locks. */
const LOCK_SPACE = 0x7261_7465; // "rate"

/**
 * Database-backed sliding-window counters, shared by every server process. `take` checks and
 * records in one transaction holding an advisory lock per bucket, so concurrent requests (in
 * this process or another) cannot all take the last free slot.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** When no limit is reached, counts one event in each bucket; otherwise records nothing. */
  async take(limits: readonly Limit[], now: Date): Promise<Taken> {
    const buckets = [...new Set(limits.map((l) => l.bucket))].sort();
    if (buckets.length === 0) return { reached: null, refund: async () => {} };
    const outcome = await this.db.transaction(async (tx) => {
      // Sorted, so two requests sharing buckets lock them in the same order (no deadlock).
      for (const bucket of buckets) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${bucket}))`);
      }
      for (const limit of limits) {
        const [row] = await tx
          .select({ n: count() })
          .from(rateEvents)
          .where(
            and(
              eq(rateEvents.bucket, limit.bucket),
              gt(rateEvents.at, new Date(now.getTime() - limit.windowMs)),
            ),
          );
        if ((row?.n ?? 0) >= limit.max) return { reached: limit as Limit | null, ids: [] as number[] };
      }
      const rows = await tx
        .insert(rateEvents)
        .values(buckets.map((bucket) => ({ bucket, at: now })))
        .returning({ id: rateEvents.id });
      return { reached: null, ids: rows.map((r) => r.id) };
    });
    // Windows are at most a day; prune now and then rather than with a job.
    if (outcome.ids.length && Math.random() < 0.02)
      await this.db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - 2 * DAY)));
    const refund = async () => {
      if (outcome.ids.length) await this.db.delete(rateEvents).where(inArray(rateEvents.id, outcome.ids));
    };
    return { reached: outcome.reached, refund };
  }
}
