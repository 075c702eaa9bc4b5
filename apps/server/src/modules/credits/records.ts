import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { CreditChangeRecord, Locale } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { translate } from '../../http/i18n.ts';
import { funcNames } from '../func/service.ts';
import { bucketOf } from '../stats/rollup.ts';
import { remarks, typeTexts, type RemarkKey } from './messages.ts';
import { creditEntries, type CreditEntryRow } from './tables.ts';

/** Credit change records are kept (and shown) for 7 days. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The entries of an account, newest first; `since` hides what the retention removes. */
export async function pageEntries(
  db: Database,
  accountId: string,
  pageNum: number,
  pageSize: number,
  since?: Date,
) {
  const where = since
    ? and(eq(creditEntries.accountId, accountId), gte(creditEntries.createdAt, since))
    : eq(creditEntries.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(creditEntries)
      .where(where)
      .orderBy(desc(creditEntries.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(creditEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Ledger entries as the spec's credit change records, remarks in the reader's language. */
export async function presentEntries(
  db: Database,
  rows: CreditEntryRow[],
  locale: Locale,
): Promise<CreditChangeRecord[]> {
  const params = rows.map((r) =>
    r.remarkParams ? (JSON.parse(r.remarkParams) as Record<string, string>) : {},
  );
  const names = await funcNames(
    db,
    params.map((p) => p.func ?? ''),
    locale,
  );
  return rows.map((row, i) => {
    const p = { ...params[i] };
    if (p.func) p.func = names.get(p.func) ?? p.func;
    const remark = remarks[row.remarkKey as RemarkKey];
    return {
      id: String(row.id),
      createTime: row.createdAt.toISOString(),
      type: row.type,
      typeText: translate(locale, typeTexts[row.type]),
      remark: remark ? translate(locale, remark, p) : row.remarkKey,
      deltaPoint: row.delta,
      resultPoint: row.result,
    };
  });
}

/**
 * The 7-day retention of the user-visible credit history: deletes credit entries (not
 * exchange-point ones) older than 7 days, adding what function-credit accounts gained and spent to
 * the operator's roll-up (stat_rollup) in the same statement. Returns how many went.
 */
export async function deleteExpiredEntries(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RETENTION_MS).toISOString();
  const result = await db.execute(sql`
    with gone as (
      delete from credit_entry where created_at < ${before}::timestamptz and account_id not like 'x:%'
      returning account_id, type, delta, created_at),
    kept as (
      insert into stat_rollup as r (kind, func_code, bucket, granted, spent)
      select 'credit', '', ${bucketOf(sql`g.created_at`)},
          coalesce(sum(g.delta) filter (where g.delta > 0), 0),
          coalesce(-sum(g.delta) filter (where g.type = 'deduct'), 0)
        from gone g join credit_account a on a.id = g.account_id
        where a.kind = 'credit' group by 3
      on conflict (kind, func_code, bucket)
        do update set granted = r.granted + excluded.granted, spent = r.spent + excluded.spent)
    select count(*)::int as n from gone`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}
