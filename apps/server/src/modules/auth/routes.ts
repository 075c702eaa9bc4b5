import type { FastifyInstance } from 'fastify';
import { outboxRoutes } from '../outbox/routes.ts';
import { protocolRoutes } from '../protocol/routes.ts';
import { qrConfirmRoutes, qrLoginRoutes } from '../qr-login/routes.ts';
import { installSessions } from '../session/plugin.ts';
import { DevCaptchaAnswers } from '../sms/captcha.ts';
import { devCaptchaRoutes, phoneRoutes } from '../sms/routes.ts';
import { warmDummyHash } from '../user/passwords.ts';
import { userRoutes } from '../user/routes.ts';
import { createAccounts } from './context.ts';

/**
 * Accounts and sign-in. Called on the root instance (not registered as a plugin) so that
 * `app.requireUser`, `app.optionalUser`, `app.clock` and `request.user` are visible to every module.
 * Email and Google in both editions; phone + SMS and QR only in the cn edition; the dev pages only
 * when `devOutbox` is on.
 */
export async function installAccounts(app: FastifyInstance): Promise<void> {
  installSessions(app);
  const ctx = createAccounts(app);
  const devPages = app.config.devOutbox ?? !app.config.smtpUrl;
  if (devPages && app.config.edition === 'cn') ctx.devCaptchas = new DevCaptchaAnswers();
  void warmDummyHash();
  userRoutes(app, ctx);
  if (app.config.edition === 'cn') {
    phoneRoutes(app, ctx);
    qrLoginRoutes(app, ctx);
  }
  await app.register(protocolRoutes);
  if (devPages) {
    app.log.warn(
      'dev pages on: /dev/outbox shows every code sent and /dev/qr-confirm signs anyone in and /dev/captcha answers the captcha (cn); set NODE_ENV=production or DEV_OUTBOX=0 on a public server',
    );
    await app.register(outboxRoutes);
    if (app.config.edition === 'cn') {
      qrConfirmRoutes(app, ctx);
      devCaptchaRoutes(app, ctx);
    }
  } else if (!app.config.smtpUrl) {
    app.log.warn(
      'SMTP_URL is not set and the dev outbox is off: account mail is kept in the outbox table only',
    );
  }
}
