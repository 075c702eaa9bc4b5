import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleParsers, forDrizzle } from './pglite-client.ts';
import { PGLITE_SETTINGS } from './pglite-settings.ts';

// Issue 15: on the embedded database too, a parameterised statement is parsed once and then run by
// name. Checked in PGlite's own session: pg_prepared_statements lists what it prepared.
describe('prepared statements on PGlite', () => {
  // Two sessions for the whole file (a PGlite takes seconds to start); each test has its own table.
  let ours: { client: PGlite; db: ReturnType<typeof drizzle> };
  let plain: { client: PGlite; db: ReturnType<typeof drizzle> };
  beforeAll(async () => {
    const [a, b] = await Promise.all([
      PGlite.create({ parsers: drizzleParsers, postgresqlconf: PGLITE_SETTINGS }),
      PGlite.create({ parsers: drizzleParsers }),
    ]);
    ours = { client: a, db: drizzle(forDrizzle(a)) };
    plain = { client: b, db: drizzle(forDrizzle(b, false)) };
  });
  afterAll(async () => {
    await Promise.all([ours?.client.close(), plain?.client.close()]);
  });

  let tables = 0;
  /** A new table in both sessions, and the statements about it. */
  async function table() {
    const name = `item_${++tables}`;
    const t = sql.raw(name);
    for (const { db } of [ours, plain])
      await db.execute(sql`create table ${t} (id int primary key, note text, at timestamptz, doc jsonb)`);
    return {
      name,
      insert: (id: number, note: string) =>
        sql`insert into ${t} (id, note, at, doc) values (${id}, ${note}, ${'2026-11-27T06:00:00.5Z'}, ${JSON.stringify({ id, tags: [note] })}::jsonb)`,
      byId: (id: number) => sql`select id, note, at, doc from ${t} where id = ${id}`,
    };
  }

  /** The statements about `name` the session prepared by protocol (not by SQL PREPARE), in order. */
  async function prepared(client: PGlite, name: string): Promise<string[]> {
    const { rows } = await client.query<{ statement: string }>(
      `select statement from pg_prepared_statements where not from_sql and statement like '%${name} %' order by prepare_time`,
    );
    return rows.map((row) => row.statement);
  }

  it('prepares a parameterised statement once and reads rows exactly as the unprepared path does', async () => {
    const { name, insert, byId } = await table();
    for (const { db } of [ours, plain]) for (const id of [1, 2, 3]) await db.execute(insert(id, `n${id}`));
    const rows = async (db: typeof ours.db) => {
      const out: unknown[] = [];
      for (const id of [1, 2, 3]) out.push(...(await db.execute(byId(id))).rows);
      return out;
    };
    const expected = await rows(plain.db);
    expect(expected[1]).toEqual({
      id: 2,
      note: 'n2',
      at: '2026-11-27 06:00:00.5+00',
      doc: { id: 2, tags: ['n2'] },
    });
    expect(await rows(ours.db)).toEqual(expected);
    expect(await prepared(ours.client, name)).toEqual([
      `insert into ${name} (id, note, at, doc) values ($1, $2, $3, $4::jsonb)`,
      `select id, note, at, doc from ${name} where id = $1`,
    ]);
    expect(await prepared(plain.client, name)).toEqual([]);
  });

  it('gives drizzle its typed selects (rows as arrays) and counts of changed rows', async () => {
    const { name } = await table();
    const item = pgTable(name, (t) => ({ id: t.integer().primaryKey(), note: t.text() }));
    await ours.db.insert(item).values([
      { id: 1, note: 'a' },
      { id: 2, note: 'b' },
    ]);
    expect(
      await ours.db
        .select()
        .from(item)
        .where(sql`${item.id} > ${0}`)
        .orderBy(item.id),
    ).toEqual([
      { id: 1, note: 'a' },
      { id: 2, note: 'b' },
    ]);
    const changed = await ours.db.execute(sql`update ${item} set note = ${'c'} where id >= ${1}`);
    expect(changed.affectedRows).toBe(2);
    // The insert, the select and the update (drizzle quotes the table's name).
    expect(await prepared(ours.client, `"${name}"`)).toHaveLength(3);
  });

  it('leaves statements without parameters unprepared', async () => {
    const { name } = await table();
    await ours.db.execute(sql`select count(*) from ${sql.raw(name)} `);
    expect(await prepared(ours.client, name)).toEqual([]);
  });

  it('throws the database error with its SQLSTATE, and the session goes on, in and out of transactions', async () => {
    const { name, insert, byId } = await table();
    const { db } = ours;
    await db.execute(insert(1, 'first'));
    const codeOf = (e: unknown) =>
      (e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code;
    const outside = await db.execute(insert(1, 'again')).catch((e: unknown) => e);
    expect(codeOf(outside)).toBe('23505');
    const inside = await db
      .transaction(async (tx) => {
        await tx.execute(insert(2, 'two'));
        await tx.execute(insert(1, 'again'));
      })
      .catch((e: unknown) => e);
    expect(codeOf(inside)).toBe('23505');
    // The transaction's first insert was rolled back; the statements prepared in it are still there.
    expect((await db.execute(byId(2))).rows).toEqual([]);
    await db.execute(insert(3, 'three'));
    expect((await db.execute(byId(3))).rows).toHaveLength(1);
    expect(await prepared(ours.client, name)).toHaveLength(2);
  });

  it('keeps a statement first prepared in a rolled-back transaction usable', async () => {
    const { insert, byId } = await table();
    const { db } = ours;
    await db
      .transaction(async (tx) => {
        await tx.execute(byId(9));
        throw new Error('give up');
      })
      .catch(() => undefined);
    await db.execute(insert(9, 'nine'));
    expect((await db.execute(byId(9))).rows).toMatchObject([{ id: 9, note: 'nine' }]);
  });

  it('waits for a running transaction before a query outside it, as PGlite does', async () => {
    const { insert, byId } = await table();
    const { db } = ours;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(insert(5, 'in transaction'));
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.execute(byId(5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    // Read after the commit: a query that ran in between would have found nothing.
    expect((await outside).rows).toMatchObject([{ id: 5, note: 'in transaction' }]);
  });

  it('keeps one plan for all values after five runs, as PostgreSQL does (the upkeep re-plans after an ANALYZE)', async () => {
    const { name, insert, byId } = await table();
    await ours.db.execute(insert(1, 'one'));
    for (let i = 0; i < 8; i++) await ours.db.execute(byId(1));
    const { rows } = await ours.client.query<{ generic_plans: number; custom_plans: number }>(
      `select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like 'select id, note, at, doc from ${name} %'`,
    );
    // Five runs planned with their values, then the generic plan; pglite-maintenance.test.ts shows
    // it made again once the table has grown and been analysed.
    expect(rows).toEqual([{ generic_plans: 3, custom_plans: 5 }]);
  });
});
