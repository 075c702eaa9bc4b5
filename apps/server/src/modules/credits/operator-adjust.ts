import type { Edition } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { withCreditDay } from './daily.ts';
import { applyChange, findAccount, userAccountId } from './ledger.ts';

/**
 * An operator's grant (delta > 0) or take-back (delta < 0) of a user's credits: one ledger entry
 * (`increase` or `deduct`) whose remark names the operator and the reason, applied on the user's
 * credit day like every other change. A take-back never goes below zero: null when it does not
 * fit. Used by the operator console (modules/operator), which audits it.
 */
export async function operatorAdjustCredits(
  db: Database,
  input: { userId: string; delta: number; operator: string; reason: string; edition: Edition; now: Date },
): Promise<{ before: number; after: number } | null> {
  // The user's own day: the offset their browser last sent (UTC for an account never used).
  const existing = await findAccount(db, userAccountId(input.userId));
  const ctx = { db, edition: input.edition, now: input.now, timezoneOffset: existing?.dayOffset ?? 0 };
  return withCreditDay(ctx, { userId: input.userId }, async (tx, account) => {
    const after = await applyChange(
      tx,
      account.id,
      {
        type: input.delta > 0 ? 'increase' : 'deduct',
        delta: input.delta,
        remark: 'operatorAdjust',
        params: { operator: input.operator, reason: input.reason },
      },
      input.now,
    );
    return after === null ? null : { before: account.balance, after };
  });
}
