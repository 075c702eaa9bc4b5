import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { PreparedSql } from './prepared-sql.ts';

const client = new PGlite();
const db = drizzle(client) as unknown as Database;
afterAll(() => client.close());

it('builds its statement once and fills in each run its own values', async () => {
  let builds = 0;
  const statement = new PreparedSql<{ n: number; s: string }>(() => {
    builds += 1;
    return sql`select ${sql.placeholder('n')}::int + 1 as next, upper(${sql.placeholder('s')}::text) as loud`;
  });
  expect(await statement.rows(db, { n: 1, s: 'a' })).toEqual([{ next: 2, loud: 'A' }]);
  expect(await statement.rows(db, { n: 41, s: 'é b' })).toEqual([{ next: 42, loud: 'É B' }]);
  expect(builds).toBe(1);
  expect(statement.built.sql).toBe('select $1::int + 1 as next, upper($2::text) as loud');
});

it('refuses a run that lacks a value, before sending anything', async () => {
  const statement = new PreparedSql<{ n: number }>(() => sql`select ${sql.placeholder('n')}::int as n`);
  await expect(statement.rows(db, {} as { n: number })).rejects.toThrow('No value for placeholder "n"');
  expect(await statement.rows(db, { n: 7 })).toEqual([{ n: 7 }]);
});
