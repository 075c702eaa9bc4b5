import type { FuncUseQuote, FuncUseResponse } from '@toolbox/contracts';
import type { FuncRow } from '../func/service.ts';

/** What decides one use besides the function: the day's free uses so far and credits left. */
export interface UseState {
  freeUsed: number;
  balance: number;
  /** The holder is a signed-in user with an active paid level. */
  member: boolean;
}

/** One use of a function as `decideUse` prices it. */
export interface UseDecision {
  kind: FuncUseQuote['kind'];
  /** Credits the use takes (0 when free or none; the price when short). */
  point: number;
  each: number;
  pages: number | null;
  free: boolean;
  /** Free uses left today after this use. */
  freeCountLeft: number;
  payRequired: boolean;
  priority: boolean;
}

/**
 * The one pricing rule of a function use, for the quote (/hq, /tq) and the charge (/h, /t) alike:
 * openLevel 1 costs nothing now (the result is paid for, see func-pay), 3 costs `point` per page,
 * others `point` per use; the first `freeCount` priced uses of the user's day are free; a use
 * that costs more than the credits left is 'short'. Members get priority on openLevel 2.
 */
export function decideUse(
  func: Pick<FuncRow, 'openLevel' | 'point' | 'freeCount'>,
  pageCount: number | undefined,
  state: UseState,
): UseDecision {
  const payRequired = func.openLevel === 1;
  const pages = func.openLevel === 3 ? (pageCount ?? 1) : null;
  const price = payRequired ? 0 : func.point * (pages ?? 1);
  const free = price > 0 && state.freeUsed < func.freeCount;
  const point = price > 0 && !free ? price : 0;
  const kind = price <= 0 ? 'none' : free ? 'free' : state.balance >= price ? 'paid' : 'short';
  return {
    kind,
    point,
    each: func.point,
    pages,
    free,
    freeCountLeft: Math.max(0, func.freeCount - state.freeUsed - (free ? 1 : 0)),
    payRequired,
    priority: func.openLevel === 2 && state.member,
  };
}

/** The answer of /h and /t for a granted use: what `decideUse` decided and the day's credits after it. */
export function useAnswer(
  code: string,
  useId: string,
  decision: UseDecision,
  credits: { totalFuncPoint: number; useFuncPoint: number },
): FuncUseResponse {
  return {
    code,
    useId,
    deductPoint: decision.point,
    free: decision.free,
    freeCountLeft: decision.freeCountLeft,
    payRequired: decision.payRequired,
    priority: decision.priority,
    totalFuncPoint: credits.totalFuncPoint,
    useFuncPoint: credits.useFuncPoint,
  };
}
