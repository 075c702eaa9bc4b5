import {
  ok,
  googleSignInRequest,
  loginByEmailRequest,
  registerByEmailRequest,
  resetPasswordRequest,
  sendEmailCodeForOpenRequest,
  sendEmailCodeForUserRequest,
  updatePasswordRequest,
  type LoginConfig,
} from '@toolbox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../http/call.ts';
import { requestAddress } from '../auth/client-address.ts';
import type { Accounts } from '../auth/context.ts';
import { defineUserCall } from '../session/plugin.ts';
import { revokeSession } from '../session/service.ts';
import {
  loginByEmail,
  registerByEmail,
  resetPassword,
  sendCodeForOpen,
  sendCodeForUser,
  updatePassword,
  type Caller,
} from './email-service.ts';
import { signInWithGoogle } from './google-service.ts';
import { currentUserOf } from './present.ts';

export function callerOf(request: FastifyRequest): Caller {
  return { address: requestAddress(request), locale: request.locale };
}

/** Email, Google, password and session calls (both editions; Google only with a client id). */
export function userRoutes(app: FastifyInstance, ctx: Accounts): void {
  defineCall(app, '/open/user-email-verify/send-for-open', sendEmailCodeForOpenRequest, (input, req) =>
    sendCodeForOpen(ctx, callerOf(req), input.type, input.email),
  );
  defineUserCall(
    app,
    '/open/user-email-verify/send-for-user',
    sendEmailCodeForUserRequest,
    (_input, user, req) => sendCodeForUser(ctx, callerOf(req), user),
  );
  defineCall(app, '/open/user/register-by-email', registerByEmailRequest, (input, req) =>
    registerByEmail(ctx, callerOf(req), input),
  );
  defineCall(app, '/open/user/login-by-email', loginByEmailRequest, (input, req) =>
    loginByEmail(ctx, callerOf(req), input),
  );
  defineCall(app, '/open/user/login-by-google', googleSignInRequest, (input, req) =>
    signInWithGoogle(ctx, callerOf(req), input),
  );
  defineCall(app, '/open/user/register-by-google', googleSignInRequest, (input, req) =>
    signInWithGoogle(ctx, callerOf(req), input),
  );
  defineUserCall(app, '/open/user/update-password', updatePasswordRequest, (input, user) =>
    updatePassword(ctx, user, input),
  );
  defineCall(app, '/open/user/reset-password', resetPasswordRequest, (input) => resetPassword(ctx, input));
  defineUserCall(app, '/open/user/get-login-info', z.object({}).loose(), (_input, user) =>
    currentUserOf(user.row),
  );

  // Logout never fails: without a live token there is nothing to revoke.
  app.post('/open/user/logout', { preHandler: app.optionalUser }, async (request) => {
    if (request.user) await revokeSession(ctx.db, request.user.sessionId, ctx.clock.now());
    return ok(null);
  });

  defineCall(app, '/open/user/get-login-config', z.object({}).loose(), (): LoginConfig => {
    const cn = ctx.config.edition === 'cn';
    return {
      edition: ctx.config.edition,
      googleClientId: ctx.config.googleClientId || null,
      email: true,
      phone: cn,
      qr: cn,
      resendSeconds: 60,
    };
  });
}
