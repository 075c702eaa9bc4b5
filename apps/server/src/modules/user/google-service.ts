import { UserCode, type googleSignInRequest, type LoginInfo } from '@toolbox/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { Accounts } from '../auth/context.ts';
import { verifyGoogleIdToken } from '../auth/google.ts';
import { accountMessages } from '../auth/messages.ts';
import { createSession } from '../session/service.ts';
import type { Caller } from './email-service.ts';
import { loginInfoOf } from './present.ts';
import { createUser, findUserByGoogleSub } from './repository.ts';

/**
 * /open/user/login-by-google and register-by-google: the account is found by Google's `sub`, or
 * created (without a password: emptyPassword, so the client offers to set one).
 */
export async function signInWithGoogle(
  ctx: Accounts,
  caller: Caller,
  input: z.output<typeof googleSignInRequest>,
): Promise<LoginInfo> {
  const clientId = ctx.config.googleClientId;
  if (!clientId) throw new AppError(UserCode.methodUnavailable, accountMessages.methodUnavailable, {}, 403);
  const now = ctx.clock.now();
  let identity;
  try {
    identity = await verifyGoogleIdToken(input.credential, {
      clientId,
      jwksUrl: ctx.config.googleJwksUrl ?? 'https://www.googleapis.com/oauth2/v3/certs',
      now,
    });
  } catch (err) {
    ctx.log.info({ reason: (err as Error).message }, 'Google ID token refused');
    throw new AppError(UserCode.loginFailed, accountMessages.googleFailed, {}, 401);
  }
  const user =
    (await findUserByGoogleSub(ctx.db, identity.sub)) ??
    (await createUser(ctx.db, {
      googleSub: identity.sub,
      googleEmail: identity.email,
      marketingConsent: input.agreeMarketingMessage,
      agreements: ['000', '001'],
      now,
    })) ??
    (await findUserByGoogleSub(ctx.db, identity.sub));
  if (!user) throw new AppError(UserCode.operationFailed, accountMessages.operationFailed, {}, 500);
  const token = await createSession(ctx.db, {
    userId: user.id,
    rememberMe: input.rememberMe,
    method: 'google',
    clientAddress: caller.address,
    userAgent: caller.userAgent,
    now,
  });
  return loginInfoOf(user, token);
}
