import { endpoints, type LoginConfig, type SessionInfo } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { requestAddress } from '../auth/client-address.ts';
import type { Accounts } from '../auth/context.ts';
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
  defineEndpoint(app, endpoints.emailCodeForOpen, (input, req) =>
    sendCodeForOpen(ctx, callerOf(req), input.type, input.email),
  );
  defineEndpoint(app, endpoints.emailCodeForUser, (_input, user, req) =>
    sendCodeForUser(ctx, callerOf(req), user),
  );
  defineEndpoint(app, endpoints.registerByEmail, (input, req) => registerByEmail(ctx, callerOf(req), input));
  defineEndpoint(app, endpoints.loginByEmail, (input, req) => loginByEmail(ctx, callerOf(req), input));
  defineEndpoint(app, endpoints.loginByGoogle, (input, req) => signInWithGoogle(ctx, callerOf(req), input));
  defineEndpoint(app, endpoints.registerByGoogle, (input, req) =>
    signInWithGoogle(ctx, callerOf(req), input),
  );
  defineEndpoint(app, endpoints.updatePassword, (input, user) => updatePassword(ctx, user, input));
  defineEndpoint(app, endpoints.resetPassword, (input) => resetPassword(ctx, input));
  defineEndpoint(app, endpoints.currentUser, (_input, user) => currentUserOf(user.row));

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
  defineEndpoint(app, endpoints.logout, async (_input, request) => {
    if (request.user) await revokeSession(ctx.db, request.user.sessionId, ctx.clock.now());
    return null;
  });

  defineEndpoint(app, endpoints.loginConfig, (): LoginConfig => {
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
