import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tools } from '@toolbox/catalog';
import { eq } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../modules/func/seed.ts';
import { funcCategories, funcs } from '../modules/func/tables.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../test/backends.ts';
import { NOTIFIED_TABLES } from './change-feed.ts';
import { migrationsFolder, type DatabaseHandle } from './open.ts';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** Drizzle's own bookkeeping table, one row per applied migration. */
const applied = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  return handle.db.$count(applied);
}

describe.each(backends)('migrations and seeding on %s', (kind) => {
  let backend: TestBackend;

  setupSuite(async () => {
    backend = await createBackend(kind);
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it('applies every committed migration once, across restarts, and keeps the data', async () => {
    const first = await backend.open();
    expect(first.kind).toBe(kind);
    await first.migrate();
    await first.migrate();
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
    await seedCatalog(first.db);
    await first.db
      .update(funcs)
      .set({ iconImageBase64: 'data:image/png;base64,QUJD' })
      .where(eq(funcs.code, tools[0]!.code));
    if (kind === 'pglite') {
      // A second server on the same data dir would silently lose writes: it must refuse to open.
      await expect(backend.open()).rejects.toThrow(/embedded database is in use by process \d+/);
    }
    await first.close();

    // A restart: the same data dir (PGlite) or database (PostgreSQL), migrations and seed again.
    const second = await backend.open();
    await second.migrate();
    expect(await appliedMigrations(second)).toBe(journal.entries.length);
    const seeded = await seedCatalog(second.db);
    expect(seeded.tools).toBe(tools.length);
    expect(seeded.unchanged).toBe(true); // a restart writes nothing
    expect(await second.db.$count(funcs)).toBe(tools.length);
    expect(await second.db.$count(funcCategories)).toBe(seeded.categories);
    const [kept] = await second.db.select().from(funcs).where(eq(funcs.code, tools[0]!.code));
    expect(kept?.iconImageBase64).toBe('data:image/png;base64,QUJD');
    expect(await second.db.$count(funcs, eq(funcs.built, true))).toBe(tools.filter((t) => t.built).length);
    await second.close();
  });

  it('applies the newest migration when it is missing (one that finds them all applied skips the migrator)', async () => {
    const handle = await backend.open();
    await handle.migrate();
    const columns = async () => {
      const { rows } = (await handle.db.execute(
        "select column_name from information_schema.columns where table_name = 'func_pay' and column_name like 'refund%' order by 1",
      )) as { rows: { column_name: string }[] };
      return rows.map((r) => r.column_name);
    };
    expect(await columns()).toEqual(['refund_reason', 'refunded_at', 'refunded_by', 'refunded_point']);
    // The database as it was before 0020_result_pay_refund, with drizzle's record of it removed.
    await handle.db.execute('drop index "func_pay_task_key"');
    await handle.db.execute('create unique index "func_pay_task_key" on "func_pay" ("task_id")');
    await handle.db.execute(
      'alter table "func_pay" drop column "refunded_at", drop column "refunded_by", drop column "refund_reason", drop column "refunded_point"',
    );
    await handle.db.execute(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    expect(await columns()).toEqual([]);
    await handle.migrate();
    expect(await columns()).toEqual(['refund_reason', 'refunded_at', 'refunded_by', 'refunded_point']);
    expect(await appliedMigrations(handle)).toBe(journal.entries.length);
    await handle.close();
  });

  /** The trigger function's row version: a new one each time `CREATE OR REPLACE` runs. */
  async function functionVersion(handle: DatabaseHandle): Promise<string> {
    const { rows } = (await handle.db.execute(
      "select xmin::text as v from pg_proc where proname = 'toolbox_notify_change'",
    )) as { rows: { v: string }[] };
    expect(rows).toHaveLength(1);
    return rows[0]!.v;
  }
  async function triggers(handle: DatabaseHandle): Promise<string[]> {
    const { rows } = (await handle.db.execute(
      "select tgname from pg_trigger where tgname like '%_notify_change' and tgenabled = 'O' order by 1",
    )) as { rows: { tgname: string }[] };
    return rows.map((r) => r.tgname);
  }
  const all = NOTIFIED_TABLES.map((t) => `${t}_notify_change`).sort();

  it('leaves the change triggers alone when they are as they should be, and mends them when they are not', async () => {
    const handle = await backend.open();
    await handle.migrate();
    expect(await triggers(handle)).toEqual(all);
    const version = await functionVersion(handle);
    await handle.migrate(); // a restart: nothing replaced
    expect(await functionVersion(handle)).toBe(version);

    await handle.db.execute('drop trigger "dict_entry_notify_change" on "dict_entry"');
    await handle.migrate();
    expect(await triggers(handle)).toEqual(all);
    expect(await functionVersion(handle)).not.toBe(version);

    await handle.db.execute('alter table "func" disable trigger "func_notify_change"');
    await handle.migrate();
    expect(await triggers(handle)).toEqual(all);

    const before = await functionVersion(handle);
    await handle.db.execute(
      'create or replace function toolbox_notify_change() returns trigger language plpgsql as $$ BEGIN RETURN NULL; END $$',
    );
    expect(await functionVersion(handle)).not.toBe(before);
    await handle.migrate();
    const { rows } = (await handle.db.execute(
      "select prosrc from pg_proc where proname = 'toolbox_notify_change'",
    )) as { rows: { prosrc: string }[] };
    expect(rows[0]!.prosrc).toContain("pg_notify('toolbox_change', TG_TABLE_NAME)");
    await handle.close();
  });
});

describe('migrations started by several processes at once (postgres)', () => {
  let backend: TestBackend;
  setupSuite(async () => {
    backend = await createBackend('postgres');
  });
  afterAll(() => backend?.dispose());

  it('applies them once while the others wait, and every process starts', async () => {
    // Four processes of a new deployment start together on an empty database.
    const handles = await Promise.all(Array.from({ length: 4 }, () => backend.open()));
    const outcomes = await Promise.allSettled(handles.map((h) => h.migrate()));
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    const { rows } = (await handles[0]!.db.execute(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )) as {
      rows: { n: number }[];
    };
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(Number(rows[0]!.n)).toBe(journal.entries.length);
  });
});
