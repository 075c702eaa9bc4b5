import { sql, type SQL } from 'drizzle-orm';
import type { DayPeek } from '../credits/daily.ts';
import { DEDUCTION, deductionCtes } from '../credits/ledger.ts';
import type { UseDecision } from './decide.ts';
import { funcUseDays, funcUses } from './tables.ts';

/** The common table expressions `useWriteCtes` defines, for the caller's statement to read. */
export const USE_WRITES = { counted: sql.raw('use_counted'), recorded: sql.raw('use_recorded') };

/** One granted use to write: `day` is an SQL expression (a parameter, or read by the statement). */
export interface UseWrite {
  accountId: string;
  day: SQL;
  funcCode: string;
  decision: UseDecision;
  useId: string;
  now: Date;
  /** For a paid use: what must also hold on the account row's latest version to debit it. */
  guard?: SQL;
}

/**
 * The writes of one granted use as parts of the caller's `WITH` statement: the deduction and its
 * ledger entry when it costs credits (`deductionCtes`), the day's use count (and free uses), and
 * the `func_use` row with the entry. A paid use writes nothing unless its debit went through, so
 * the statement may stand alone (no transaction to roll back); `use_recorded` is then empty.
 */
export function useWriteCtes(use: UseWrite): SQL {
  const { accountId, day, funcCode, decision, useId, now } = use;
  const free = decision.free ? 1 : 0;
  const paid = decision.point > 0;
  const remark: Parameters<typeof deductionCtes>[2] = decision.pages
    ? { remark: 'funcUsePages', params: { func: funcCode, pages: decision.pages } }
    : { remark: 'funcUse', params: { func: funcCode } };
  const debit = paid ? sql`${deductionCtes(accountId, decision.point, remark, now, use.guard)},` : sql``;
  const gate = paid ? sql`where exists (select 1 from ${DEDUCTION.debit})` : sql``;
  const entryId = paid ? sql`(select id from ${DEDUCTION.entry})` : sql`null::bigint`;
  return sql`${debit}
    ${USE_WRITES.counted} as (
      insert into ${funcUseDays} (account_id, func_code, day, uses, free_uses)
      select ${accountId}::text, ${funcCode}::text, ${day}, 1, ${free}::int ${gate}
      on conflict (account_id, func_code, day) do update
        set uses = ${funcUseDays}.uses + 1, free_uses = ${funcUseDays}.free_uses + ${free}::int
      returning 1),
    ${USE_WRITES.recorded} as (
      insert into ${funcUses} (id, account_id, func_code, entry_id, free_day, created_at)
      select ${useId}::text, ${accountId}::text, ${funcCode}::text, ${entryId},
        ${decision.free ? day : sql`null`}::text, ${now.toISOString()}::timestamptz
      from ${USE_WRITES.counted} returning id)`;
}

/** The day's free uses of `funcCode` on the account being read (a `DayPeek`; see service `useState`). */
export function freeUsesPeek(funcCode: string): DayPeek {
  return (account) => sql<number | null>`(select ${funcUseDays.freeUses} from ${funcUseDays}
    where ${funcUseDays.accountId} = ${account.id} and ${funcUseDays.funcCode} = ${funcCode}
    and ${funcUseDays.day} = ${account.day})`;
}
