import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { userDay } from '@toolbox/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { withCreditDay } from './daily.ts';
import { creditEntries } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One request of a tourist: after `minutes` of real time, with the offset its browser claims. */
const step = fc.record({
  minutes: fc.oneof(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 30 * 60 })),
  offset: fc.integer({ min: -14 * 60, max: 14 * 60 }),
});

describe.each(backends)('daily grants against offset changes on %s', (kind) => {
  let backend: TestBackend;
  let handle: DatabaseHandle;
  setupSuite(async () => {
    backend = await createBackend(kind);
    handle = await backend.open();
    await handle.migrate();
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it('any offsets: two grants are never within the same 24 h as a third, and 24 h after a grant a request grants', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 48 * 60 }),
        fc.array(step, { minLength: 1, maxLength: 30 }),
        async (startMinutes, steps) => {
          const holder = { address: `198.51.100.${randomBytes(4).toString('hex')}` };
          let now = Date.parse('2026-03-01T00:00:00Z') + startMinutes * 60_000;
          const grantTimes: number[] = [];
          for (const s of steps) {
            now += s.minutes * 60_000;
            const ctx = {
              db: handle.db,
              edition: 'intl' as const,
              now: new Date(now),
              timezoneOffset: s.offset,
            };
            const before = grantTimes.length;
            await withCreditDay(ctx, holder, async () => null);
            const grants = await handle.db
              .select({ at: creditEntries.createdAt })
              .from(creditEntries)
              .where(
                and(
                  eq(creditEntries.accountId, `t:${holder.address}`),
                  inArray(creditEntries.type, ['init_default', 'daily_reset']),
                ),
              )
              .orderBy(asc(creditEntries.id));
            grantTimes.splice(0, grantTimes.length, ...grants.map((g) => g.at.getTime()));
            // A real new day still grants: a day never lasts more than 24 h past its first request.
            if (before > 0 && now - grantTimes[before - 1]! >= DAY_MS)
              expect(grantTimes.length).toBe(before + 1);
          }
          // Every day lasts at least 24 h: a grant and the one after next are more than 24 h apart,
          // so however the offset moves, n grants take more than (n - 2) days of real time.
          for (let k = 0; k + 2 < grantTimes.length; k++) {
            expect(grantTimes[k + 2]! - grantTimes[k]!).toBeGreaterThan(DAY_MS);
          }
        },
      ),
      { numRuns: kind === 'pglite' ? 40 : 25 },
    );
  });

  it('a steady offset gets exactly one grant per local day', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        fc.array(fc.integer({ min: 1, max: 20 * 60 }), { minLength: 1, maxLength: 20 }),
        async (offset, gaps) => {
          const holder = { address: `192.0.2.${randomBytes(4).toString('hex')}` };
          let now = Date.parse('2026-03-01T06:00:00Z');
          const days = new Set<string>();
          for (const gap of [0, ...gaps]) {
            now += gap * 60_000;
            const ctx = {
              db: handle.db,
              edition: 'intl' as const,
              now: new Date(now),
              timezoneOffset: offset,
            };
            const day = await withCreditDay(ctx, holder, async (_tx, _account, d) => d);
            expect(day).toBe(userDay(new Date(now), offset));
            days.add(day);
          }
          const grants = await handle.db
            .select()
            .from(creditEntries)
            .where(
              and(
                eq(creditEntries.accountId, `t:${holder.address}`),
                inArray(creditEntries.type, ['init_default', 'daily_reset']),
              ),
            );
          expect(grants).toHaveLength(days.size);
        },
      ),
      { numRuns: 20 },
    );
  });
});
