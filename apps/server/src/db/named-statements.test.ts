import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/backends.ts';
import { StatementNames } from './named-statements.ts';

// Issue 15: the hot statements are prepared once per connection instead of parsed and planned on
// every request. Checked on PostgreSQL itself: pg_prepared_statements lists what a session prepared.
describe('named statements on PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  });

  function open(names: StatementNames | null) {
    const pool = new pg.Pool({ connectionString: testDatabaseUrl, max: 1 });
    pools.push(pool);
    return drizzle(names ? names.namingPool(pool) : pool);
  }

  /** The statements the session of `db`'s one connection has prepared (their SQL texts). */
  async function prepared(db: ReturnType<typeof open>): Promise<string[]> {
    const result = await db.execute<{ statement: string }>(
      sql.raw('select statement from pg_prepared_statements where not from_sql order by prepare_time'),
    );
    return result.rows.map((row) => row.statement);
  }

  const square = (n: number) => sql<number>`select ${n}::int * ${n}::int as v`;

  it('prepares a parameterised statement once and runs it again by name, with the same answers', async () => {
    const names = new StatementNames();
    const db = open(names);
    const answers: number[] = [];
    for (const n of [3, 4, 5]) {
      const result = await db.execute<{ v: number }>(square(n));
      answers.push(result.rows[0]!.v);
    }
    expect(answers).toEqual([9, 16, 25]);
    expect(names.size).toBe(1);
    expect(await prepared(db)).toEqual(['select $1::int * $2::int as v']);
  });

  it('names statements inside transactions too (a client lent by the pool)', async () => {
    const names = new StatementNames();
    const db = open(names);
    const inside = await db.transaction(async (tx) => {
      await tx.execute(square(6));
      const result = await tx.execute<{ statement: string }>(
        sql`select statement from pg_prepared_statements where name = ${'tb_0'}`,
      );
      return result.rows.map((row) => row.statement);
    });
    expect(inside).toEqual(['select $1::int * $2::int as v']);
  });

  it('leaves statements without parameters, and every new text past the limit, unnamed', async () => {
    const names = new StatementNames(2);
    const db = open(names);
    await db.execute(sql.raw('select 1'));
    await db.execute(sql`select ${1}::int as a`);
    await db.execute(sql`select ${1}::int as b`);
    const result = await db.execute<{ c: number }>(sql`select ${7}::int as c`);
    expect(result.rows[0]!.c).toBe(7);
    expect(names.size).toBe(2);
    expect(await prepared(db)).toEqual(['select $1::int as a', 'select $1::int as b']);
  });

  it('prepares nothing without the names (what every request did before)', async () => {
    const db = open(null);
    await db.execute(square(2));
    await db.execute(square(3));
    expect(await prepared(db)).toEqual([]);
  });
});
