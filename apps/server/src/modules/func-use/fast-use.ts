import { randomUUID } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FuncUseRequest, FuncUseResponse } from '@toolbox/contracts';
import { accountIdOf, STEADY_DAY, steadyDayCtes, type DayContext, type Holder } from '../credits/daily.ts';
import { DEDUCTION } from '../credits/ledger.ts';
import type { FuncRow } from '../func/service.ts';
import { PreparedSql } from '../../db/prepared-sql.ts';
import type { RemarkKey } from '../credits/messages.ts';
import { decideUse, useAnswer } from './decide.ts';
import { freeUsesPeek, USE_WRITES, useRemark, useWriteCtes } from './use-writes.ts';

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
 * The statement reads the account as the locked path's `lockWithDay` does (`steadyDayCtes`: the
 * day, the active levels, whether each of the day's grants is in the ledger, the day's free uses of
 * the function) and goes on only when that path would not change the day (`withCreditDay`: the day
 * has not ended and every grant is given) and `decideUse` would charge the full price (the free uses are used up:
 * a count that only grows, so one read before a concurrent use cannot be stale in the user's
 * favour). The debit then takes the row lock itself; its condition (the balance holds the price,
 * the day is still the one read) is checked again on the row's latest version if another use
 * changed it meanwhile (PostgreSQL's READ COMMITTED update rule), so two uses never spend the same
 * credits. The day's count, the ledger entry and the use are written only with the debit.
 *
 * Answers null whenever it wrote nothing (a new day, a grant to give, free uses left, a new account,
 * a short balance, a day that moved): the locked path then decides, and refuses or charges as always.
 * The statement is built once per shape with placeholders (`fastStatement`); each use fills them.
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
  const user = 'userId' in holder;
  const useId = randomUUID();
  const remark = useRemark(func.code, price.pages);
  const values: FastValues = {
    accountId: accountIdOf(holder),
    userId: user ? holder.userId : '',
    nowMs: ctx.now.getTime(),
    at: ctx.now.toISOString(),
    funcCode: func.code,
    minPeeked: func.freeCount,
    points: price.point,
    remarkKey: remark.key,
    remarkParams: remark.params,
    useId,
  };
  const [row] = await fastStatement(user, func.freeCount > 0).rows<FastRow>(ctx.db, values);
  if (!row || row.recorded !== 1 || row.balance === null || row.day_total === null) return null;
  const member = user && (row.active_levels ?? []).length > 0;
  const decision = decideUse(func, input.pageCount, {
    freeUsed: func.freeCount,
    balance: row.balance + price.point,
    member,
  });
  return useAnswer(func.code, useId, decision, {
    totalFuncPoint: row.day_total,
    useFuncPoint: row.day_total - row.balance,
  });
}

/** The values of the fast statement (`userId` is unused, and empty, for a tourist). */
interface FastValues extends Record<string, unknown> {
  accountId: string;
  userId: string;
  nowMs: number;
  at: string;
  funcCode: string;
  minPeeked: number;
  points: number;
  remarkKey: RemarkKey;
  remarkParams: string;
  useId: string;
}

const fastStatements = new Map<string, PreparedSql<FastValues>>();

/**
 * The fast statement for a user's or a tourist's account, reading the day's free uses of the
 * function or not (a function without free uses), built once each with placeholders.
 */
function fastStatement(user: boolean, peekFree: boolean): PreparedSql<FastValues> {
  const key = `${user}:${peekFree}`;
  let statement = fastStatements.get(key);
  if (!statement) {
    statement = new PreparedSql<FastValues>(() => fastSql(user, peekFree));
    fastStatements.set(key, statement);
  }
  return statement;
}

function fastSql(user: boolean, peekFree: boolean): SQL {
  const p = <K extends keyof FastValues & string>(name: K) =>
    sql.placeholder(name) as Placeholder<K, FastValues[K]>;
  const ready = STEADY_DAY.ready;
  const steady = steadyDayCtes({
    accountId: p('accountId'),
    userId: user ? p('userId') : undefined,
    nowMs: p('nowMs'),
    at: p('at'),
    peek: peekFree ? freeUsesPeek(p('funcCode')) : undefined,
    minPeeked: p('minPeeked'),
  });
  const writes = useWriteCtes({
    accountId: p('accountId'),
    day: sql`(select day from ${ready})`,
    funcCode: p('funcCode'),
    useId: p('useId'),
    at: p('at'),
    free: false,
    debit: { points: p('points'), remark: { key: p('remarkKey'), params: p('remarkParams') } },
    guard: sql`day = (select day from ${ready}) and day_offset = (select day_offset from ${ready})`,
  });
  return sql`
    with ${steady},
    ${writes}
    select (select count(*) from ${ready})::int as ready,
      (select balance from ${DEDUCTION.debit}) as balance,
      (select day_total from ${DEDUCTION.debit}) as day_total,
      (select active_levels from ${STEADY_DAY.account}) as active_levels,
      (select count(*) from ${USE_WRITES.recorded})::int as recorded`;
}
