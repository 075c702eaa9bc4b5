import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { DAY } from '../session/clock.ts';
import { rateEvents } from './tables.ts';

/** At most `max` events in `bucket` within any `windowMs`. */
export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/** A bucket name that does not store the email, phone or address itself. */
export function bucketOf(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}

/**
 * Database-backed sliding-window counters, shared by every server process. The check and the
 * record are separate statements, so two exactly simultaneous requests may both pass the last
 * free slot; that slack of one is accepted for these limits.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** The first limit already reached, or null. */
  async reached(limits: readonly Limit[], now: Date): Promise<Limit | null> {
    for (const limit of limits) {
      const [row] = await this.db
        .select({ n: count() })
        .from(rateEvents)
        .where(
          and(
            eq(rateEvents.bucket, limit.bucket),
            gt(rateEvents.at, new Date(now.getTime() - limit.windowMs)),
          ),
        );
      if ((row?.n ?? 0) >= limit.max) return limit;
    }
    return null;
  }

  /** Counts one event in each bucket. */
  async record(buckets: readonly string[], now: Date): Promise<void> {
    const unique = [...new Set(buckets)];
    if (unique.length === 0) return;
    await this.db.insert(rateEvents).values(unique.map((bucket) => ({ bucket, at: now })));
    // Windows are at most a day; prune now and then rather than with a job.
    if (Math.random() < 0.02)
      await this.db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - 2 * DAY)));
  }
}
