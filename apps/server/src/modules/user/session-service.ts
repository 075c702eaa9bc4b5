import { UserCode, type LoginInfo } from '@toolbox/contracts';
import type { z } from 'zod';
import type { desktopHandoverLoginRequest } from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import type { Accounts } from '../auth/context.ts';
import { accountMessages } from '../auth/messages.ts';
import { consumeHandover, createHandover } from '../session/handover.ts';
import type { AuthUser } from '../session/plugin.ts';
import { createSession, revokeOwnSession } from '../session/service.ts';
import type { Caller } from './email-service.ts';
import { loginInfoOf } from './present.ts';
import { findUserById } from './repository.ts';

/** /open/user/create-desktop-handover: a one-time code for the desktop's own session. */
export async function createDesktopHandover(
  ctx: Accounts,
  caller: Caller,
  user: AuthUser,
): Promise<{ code: string; expireTime: number }> {
  const { code, expiresAt } = await createHandover(ctx.db, {
    userId: user.id,
    sessionId: user.sessionId,
    clientAddress: caller.address,
    now: ctx.clock.now(),
  });
  return { code, expireTime: expiresAt.getTime() };
}

/**
 * /open/user/login-by-desktop-handover: exchanges a code once for a new session of the desktop's
 * user. A raw access token is never accepted here: only a code our server gave that desktop.
 */
export async function loginByDesktopHandover(
  ctx: Accounts,
  caller: Caller,
  input: z.output<typeof desktopHandoverLoginRequest>,
): Promise<LoginInfo> {
  const now = ctx.clock.now();
  const userId = await consumeHandover(ctx.db, { code: input.code, clientAddress: caller.address, now });
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw new AppError(UserCode.handoverInvalid, accountMessages.handoverInvalid, {}, 400);
  const token = await createSession(ctx.db, {
    userId: user.id,
    rememberMe: input.rememberMe,
    method: 'desktop',
    clientAddress: caller.address,
    userAgent: caller.userAgent,
    now,
  });
  return loginInfoOf(user, token);
}

/** /open/user/revoke-session: ends one of the user's own sessions (40001 when not theirs or ended). */
export async function endSession(ctx: Accounts, user: AuthUser, sessionId: string): Promise<null> {
  if (!(await revokeOwnSession(ctx.db, user.id, sessionId, ctx.clock.now()))) {
    throw new AppError(UserCode.operationFailed, accountMessages.sessionUnknown, {}, 400);
  }
  return null;
}
