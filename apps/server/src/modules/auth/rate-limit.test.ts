import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { MINUTE } from '../session/clock.ts';
import { RateLimiter, type Limit } from './rate-limit.ts';

describe.each(backends)('rate limiter on %s', (kind) => {
  let backend: TestBackend;
  let handle: DatabaseHandle;
  let limiter: RateLimiter;

  setupSuite(async () => {
    backend = await createBackend(kind);
    handle = await backend.open();
    await handle.migrate();
    limiter = new RateLimiter(handle.db);
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it('lets exactly `max` of 20 concurrent takes through (check and record are one step)', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const limits: Limit[] = [
      { bucket: 'test:burst', max: 5, windowMs: MINUTE },
      { bucket: 'test:burst-wide', max: 100, windowMs: MINUTE },
    ];
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.take(limits, now)));
    expect(results.filter((r) => r.reached === null)).toHaveLength(5);
    expect(results.filter((r) => r.reached?.bucket === 'test:burst')).toHaveLength(15);
    // Refused takes recorded nothing, in either bucket.
    const wide = await limiter.take([{ bucket: 'test:burst-wide', max: 6, windowMs: MINUTE }], now);
    expect(wide.reached).toBeNull();
    expect(
      (await limiter.take([{ bucket: 'test:burst-wide', max: 6, windowMs: MINUTE }], now)).reached,
    ).not.toBeNull();
  });

  it('frees a slot on refund and when the window has passed', async () => {
    const now = new Date('2026-01-02T00:00:00Z');
    const limit: Limit = { bucket: 'test:refund', max: 1, windowMs: MINUTE };
    const first = await limiter.take([limit], now);
    expect(first.reached).toBeNull();
    expect((await limiter.take([limit], now)).reached).toEqual(limit);
    await first.refund();
    expect((await limiter.take([limit], now)).reached).toBeNull();
    expect((await limiter.take([limit], new Date(now.getTime() + MINUTE))).reached).toBeNull();
  });
});
