import {
  ok,
  endpoints,
  googleSignInRequest,
  loginByEmailRequest,
  registerByEmailRequest,
  resetPasswordRequest,
  sendEmailCodeForOpenRequest,
  sendEmailCodeForUserRequest,
  updatePasswordRequest,
  type LoginConfig,
  type SessionInfo,
} from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../http/call.ts';
import { defineEndpoint } from '../../http/endpoint.ts';
import { requestAddress } from '../auth/client-address.ts';
import type { Accounts } from '../auth/context.ts';
import { defineUserCall } from '../session/plugin.ts';
import { listLiveSessions, revokeSession } from '../session/service.ts';
import { newCaptcha } from '../sms/captcha.ts';
import {
  loginByEmail,
  registerByEmail,
  resetPassword,
  sendCodeForOpen,
  sendCodeForUser,
  updatePassword,
} from './email-service.ts';
import { callerOf } from './caller.ts';
import { signInWithGoogle } from './google-service.ts';
import { currentUserOf } from './present.ts';
import { createDesktopHandover, endSession, loginByDesktopHandover } from './session-service.ts';

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

  // The image captcha that login-by-email asks for after many failures (both editions).
  defineEndpoint(app, endpoints.loginCaptcha, (_input, req) => newCaptcha(ctx, requestAddress(req)));

  // Desktop → browser hand-over (/from-desktop): the desktop's session asks, the browser exchanges.
  defineEndpoint(app, endpoints.createDesktopHandover, (_input, user, req) =>
    createDesktopHandover(ctx, callerOf(req), user),
  );
  defineEndpoint(app, endpoints.loginByDesktopHandover, (input, req) =>
    loginByDesktopHandover(ctx, callerOf(req), input),
  );

  // The signed-in user's sessions (/user), and ending one of them.
  defineEndpoint(app, endpoints.listSessions, async (_input, user) => {
    const rows = await listLiveSessions(ctx.db, user.id, ctx.clock.now());
    return rows.map((row): SessionInfo => ({
      id: row.id,
      method: row.method,
      userAgent: row.userAgent,
      clientAddress: row.clientAddress,
      createTime: row.createdAt.getTime(),
      lastUsedTime: (row.lastUsedAt ?? row.createdAt).getTime(),
      expireTime: row.expiresAt.getTime(),
      current: row.id === user.sessionId,
    }));
  });
  defineEndpoint(app, endpoints.revokeSession, (input, user) => endSession(ctx, user, input.id));

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
