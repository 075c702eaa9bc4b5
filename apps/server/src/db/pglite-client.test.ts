import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossDbOverPglite } from '../jobs/pglite-adapter.ts';
import { drizzleParsers, forDrizzle } from './pglite-client.ts';

const probe = sql`select timestamp '2026-11-26 23:50:01.123456' as ts,
  timestamptz '2026-11-26 23:50:01.5+08' as tz, date '2026-02-28' as d, interval '1 day 02:03' as i,
  array[1.50, 2]::numeric[] as n, array[timestamptz '2026-01-01 00:00+00'] as tzs,
  array[date '2026-01-02'] as ds, 7::int as whole, array[1, 2]::int[] as ints, 'x'::text as t`;

describe('drizzle over PGlite without per-query parsers', () => {
  let plain: PGlite;
  let ours: PGlite;
  beforeAll(async () => {
    [plain, ours] = await Promise.all([PGlite.create(), PGlite.create({ parsers: drizzleParsers })]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), ours?.close()]);
  });

  it('reads every type as the driver does with its own parsers, in and out of transactions', async () => {
    const expected = (await drizzle(plain).execute(probe)).rows;
    expect(expected[0]).toMatchObject({ ts: '2026-11-26 23:50:01.123456', n: '{1.50,2}', whole: 7 });
    const db = drizzle(forDrizzle(ours));
    expect((await db.execute(probe)).rows).toEqual(expected);
    expect(await db.transaction(async (tx) => (await tx.execute(probe)).rows)).toEqual(expected);
  });

  it('drops the parsers drizzle sends, so PGlite does not copy its parser table per query', async () => {
    const seen: unknown[] = [];
    const spy = new Proxy(ours, {
      get(target, key) {
        if (key === 'query') {
          return (text: string, params?: unknown[], options?: object) => {
            seen.push(options);
            return target.query(text, params, options);
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await drizzle(forDrizzle(spy)).execute(sql`select 1`);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ rowMode: 'object' });
    expect(seen[0]).not.toHaveProperty('parsers');
  });

  it("gives pg-boss PostgreSQL's dates as node-postgres would (Date objects)", async () => {
    const boss = pgBossDbOverPglite(ours, types.parsers);
    const { rows } = await boss.executeSql(`select $1::timestamptz as at`, ['2026-11-26T23:50:01.5Z']);
    expect(rows).toEqual([{ at: new Date('2026-11-26T23:50:01.500Z') }]);
  });
});
