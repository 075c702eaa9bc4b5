import { sql, type SQL } from 'drizzle-orm';
import type { DayPeek } from '../credits/daily.ts';
import type { Bound } from '../../db/prepared-sql.ts';
import { DEDUCTION, deductionCtes, remarkParamsText, type DeductionRemark } from '../credits/ledger.ts';
import type { RemarkKey } from '../credits/messages.ts';
import type { UseDecision } from './decide.ts';
import { funcUseDays, funcUses } from './tables.ts';

/** The common table expressions `useWriteCtes` defines, for the caller's statement to read. */
export const USE_WRITES = { counted: sql.raw('use_counted'), recorded: sql.raw('use_recorded') };

/**
 * One granted use to write: `day` is an SQL expression (a parameter, or read by the statement), `at`
 * the time as ISO text. `free` and `debit` shape the statement; the other values may be
 * placeholders (db/prepared-sql.ts). `useWrite` makes them from a decision.
 */
export interface UseWrite {
  accountId: Bound<string>;
  day: SQL;
  funcCode: Bound<string>;
  useId: Bound<string>;
  at: Bound<string>;
  /** A free use of the day (counted in the day's free uses, and its day recorded on the use). */
  free: boolean;
  /** What a paid use takes: absent when it costs nothing. */
  debit?: { points: Bound<number>; remark: DeductionRemark };
  /** For a paid use: what must also hold on the account row's latest version to debit it. */
  guard?: SQL;
}

/** A paid use's ledger remark: the function, and the pages when priced by the page. */
export function useRemark(funcCode: string, pages: number | null): { key: RemarkKey; params: string } {
  return pages
    ? { key: 'funcUsePages', params: remarkParamsText({ func: funcCode, pages }) }
    : { key: 'funcUse', params: remarkParamsText({ func: funcCode }) };
}

/** The write of `decision` (a use granted for `funcCode`) as `useWriteCtes` takes it. */
export function useWrite(
  decision: UseDecision,
  use: { accountId: string; day: SQL; funcCode: string; useId: string; now: Date },
): UseWrite {
  const { accountId, day, funcCode, useId, now } = use;
  const debit =
    decision.point > 0 ? { points: decision.point, remark: useRemark(funcCode, decision.pages) } : undefined;
  return { accountId, day, funcCode, useId, at: now.toISOString(), free: decision.free, debit };
}

/**
 * The writes of one granted use as parts of the caller's `WITH` statement: the deduction and its
 * ledger entry when it costs credits (`deductionCtes`), the day's use count (and free uses), and
 * the `func_use` row with the entry. A paid use writes nothing unless its debit went through, so
 * the statement may stand alone (no transaction to roll back); `use_recorded` is then empty.
 */
export function useWriteCtes(use: UseWrite): SQL {
  const { accountId, day, funcCode, useId, at, debit } = use;
  const free = use.free ? 1 : 0;
  const debitCtes = debit
    ? sql`${deductionCtes(accountId, debit.points, debit.remark, at, use.guard)},`
    : sql``;
  const gate = debit ? sql`where exists (select 1 from ${DEDUCTION.debit})` : sql``;
  const entryId = debit ? sql`(select id from ${DEDUCTION.entry})` : sql`null::bigint`;
  return sql`${debitCtes}
    ${USE_WRITES.counted} as (
      insert into ${funcUseDays} (account_id, func_code, day, uses, free_uses)
      select ${accountId}::text, ${funcCode}::text, ${day}, 1, ${free}::int ${gate}
      on conflict (account_id, func_code, day) do update
        set uses = ${funcUseDays}.uses + 1, free_uses = ${funcUseDays}.free_uses + ${free}::int
      returning 1),
    ${USE_WRITES.recorded} as (
      insert into ${funcUses} (id, account_id, func_code, entry_id, free_day, created_at)
      select ${useId}::text, ${accountId}::text, ${funcCode}::text, ${entryId},
        ${use.free ? day : sql`null`}::text, ${at}::timestamptz
      from ${USE_WRITES.counted} returning id)`;
}

/** The day's free uses of `funcCode` on the account being read (a `DayPeek`; see service `useState`). */
export function freeUsesPeek(funcCode: Bound<string>): DayPeek {
  return (account) => sql<number | null>`(select ${funcUseDays.freeUses} from ${funcUseDays}
    where ${funcUseDays.accountId} = ${account.id} and ${funcUseDays.funcCode} = ${funcCode}::text
    and ${funcUseDays.day} = ${account.day})`;
}
