import { UserCode } from '@toolbox/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import type { Message } from '../../http/i18n.ts';
import { users } from './tables.ts';

/** The answer to a blocked account, in the spec's 'login restricted' wording. */
export const accountBlockedMessage: Message = {
  en: 'Login restricted: this account has been blocked. Please contact support.',
  'zh-CN': '登录受限：该账号已被封禁，请联系客服。',
};

/** 40301 with HTTP 403: sign-in and calls of a blocked account (an operator blocks and unblocks). */
export function accountBlocked(): AppError {
  return new AppError(UserCode.loginRestricted, accountBlockedMessage, {}, 403);
}

/** Refuses to open a session for a blocked account (every sign-in path goes through createSession). */
export async function refuseBlockedSignIn(db: Database, userId: string): Promise<void> {
  const [row] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  if (row?.blockedAt) throw accountBlocked();
}

/**
 * Blocks (sets `blockedAt` to `now`) or unblocks an account in one conditional update; the new
 * `blockedAt` when it changed, undefined when the account already was in that state.
 */
export async function changeBlocked(
  db: Database,
  userId: string,
  blocked: boolean,
  now: Date,
): Promise<{ blockedAt: Date | null } | undefined> {
  const [row] = await db
    .update(users)
    .set({ blockedAt: blocked ? now : null })
    .where(and(eq(users.id, userId), blocked ? isNull(users.blockedAt) : isNotNull(users.blockedAt)))
    .returning({ blockedAt: users.blockedAt });
  return row;
}
