import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FuncUseRequest, FuncUseResponse } from '@toolbox/contracts';
import { accountIdOf, type DayContext, type Holder } from '../credits/daily.ts';
import { DEDUCTION } from '../credits/ledger.ts';
import { creditAccounts, creditEntries } from '../credits/tables.ts';
import type { FuncRow } from '../func/service.ts';
import { activeLevelsSql } from '../membership/levels.ts';
import { decideUse } from './decide.ts';
import { funcUseDays } from './tables.ts';
import { USE_WRITES, useWriteCtes } from './use-writes.ts';

const ACCOUNT = sql.raw('use_account');
const READY = sql.raw('use_ready');

interface FastRow {
  ready: number;
  balance: number | null;
  day_total: number | null;
  active_levels: number[] | null;
  recorded: number;
}

/**
 * A paid use in the steady state as one statement, without a transaction around it (issue 15: two
 * round trips per /h with the session lookup, where the locked path takes five).
 *
 * The statement reads the account as the locked path's `lockWithDay` does (the day, the active
 * levels, whether each of the day's grants is in the ledger, the day's free uses of the function)
 * and goes on only when that path would not change the day (`withCreditDay`: the day has not ended
 * and every grant is given) and `decideUse` would charge the full price (the free uses are used up:
 * a count that only grows, so one read before a concurrent use cannot be stale in the user's
 * favour). The debit then takes the row lock itself; its condition (the balance holds the price,
 * the day is still the one read) is checked again on the row's latest version if another use
 * changed it meanwhile (PostgreSQL's READ COMMITTED update rule), so two uses never spend the same
 * credits. The day's count, the ledger entry and the use are written only with the debit.
 *
 * Answers null whenever it wrote nothing (a new day, a grant to give, free uses left, a new account,
 * a short balance, a day that moved): the locked path then decides, and refuses or charges as always.
 */
export async function fastPaidUse(
  ctx: DayContext,
  holder: Holder,
  func: FuncRow,
  input: FuncUseRequest,
): Promise<FuncUseResponse | null> {
  const price = decideUse(func, input.pageCount, {
    freeUsed: func.freeCount,
    balance: Number.MAX_SAFE_INTEGER,
    member: false,
  });
  if (price.kind !== 'paid') return null;
  const accountId = accountIdOf(holder);
  const user = 'userId' in holder;
  const active = user ? activeLevelsSql(holder.userId, ctx.now) : sql`'{}'::int[]`;
  const candidates = user ? sql`coalesce(nullif(a.active_levels, '{}'::int[]), array[1])` : sql`array[0]`;
  const peek =
    func.freeCount > 0
      ? sql`(select ${funcUseDays.freeUses} from ${funcUseDays} where ${funcUseDays.accountId} = ${creditAccounts.id}
          and ${funcUseDays.funcCode} = ${func.code} and ${funcUseDays.day} = ${creditAccounts.day})`
      : sql`null::int`;
  const useId = randomUUID();
  const writes = useWriteCtes({
    accountId,
    day: sql`(select day from ${READY})`,
    funcCode: func.code,
    decision: price,
    useId,
    now: ctx.now,
    guard: sql`day = (select day from ${READY}) and day_offset = (select day_offset from ${READY})`,
  });
  const result = await ctx.db.execute(sql`
    with ${ACCOUNT} as (
      select ${creditAccounts.id} as id, ${creditAccounts.day} as day, ${creditAccounts.dayOffset} as day_offset,
        ${active} as active_levels, ${peek} as peeked
      from ${creditAccounts} where ${creditAccounts.id} = ${accountId}),
    ${READY} as (
      select a.day, a.day_offset from ${ACCOUNT} a
      where a.day is not null and a.day_offset is not null
        and ${ctx.now.getTime()}::bigint
          < extract(epoch from a.day::date::timestamp) * 1000 + 86400000 + a.day_offset * 60000
        and coalesce(a.peeked, 0) >= ${func.freeCount}::int
        and not exists (select 1 from unnest(${candidates}) l where not exists (
          select 1 from ${creditEntries} e where e.idem_key = 'daily:' || a.id || ':' || a.day || ':' || l))),
    ${writes}
    select (select count(*) from ${READY})::int as ready,
      (select balance from ${DEDUCTION.debit}) as balance,
      (select day_total from ${DEDUCTION.debit}) as day_total,
      (select active_levels from ${ACCOUNT}) as active_levels,
      (select count(*) from ${USE_WRITES.recorded})::int as recorded`);
  const [row] = (result as unknown as { rows: FastRow[] }).rows;
  if (!row || row.recorded !== 1 || row.balance === null || row.day_total === null) return null;
  const member = user && (row.active_levels ?? []).length > 0;
  const decision = decideUse(func, input.pageCount, {
    freeUsed: func.freeCount,
    balance: row.balance + price.point,
    member,
  });
  return {
    code: func.code,
    useId,
    deductPoint: decision.point,
    free: decision.free,
    freeCountLeft: decision.freeCountLeft,
    payRequired: decision.payRequired,
    priority: decision.priority,
    totalFuncPoint: row.day_total,
    useFuncPoint: row.day_total - row.balance,
  };
}
