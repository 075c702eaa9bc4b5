import type { FastifyInstance } from 'fastify';
import { devPagesOn } from '../../dev-pages.ts';
import { DevCaptchaAnswers } from '../sms/captcha.ts';
import { warmDummyHash } from '../user/passwords.ts';
import { createAccounts, type Accounts } from './context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the account services (user, sms, qr-login) share: mail, SMS, rate limits, clock. */
    accounts: Accounts;
  }
}

/**
 * The account services: mail and SMS senders, rate limits and, with the dev pages on in the cn
 * edition, the captcha answers for /dev/captcha. Installed on the root instance after the sessions
 * and before the user, sms and qr-login calls that use `app.accounts`.
 */
export function installAccountServices(app: FastifyInstance): void {
  const ctx = createAccounts(app);
  if (devPagesOn(app.config) && app.config.edition === 'cn') ctx.devCaptchas = new DevCaptchaAnswers();
  void warmDummyHash();
  app.decorate('accounts', ctx);
}

/** Says loudly that the dev pages are on (they show codes and sign anyone in), or where mail goes without them. */
export function warnAboutDevPages(app: FastifyInstance): void {
  if (devPagesOn(app.config)) {
    app.log.warn(
      'dev pages on: /dev/outbox shows every code sent and /dev/qr-confirm signs anyone in and /dev/captcha answers the captcha (cn); set NODE_ENV=production or DEV_OUTBOX=0 on a public server',
    );
  } else if (!app.config.smtpUrl) {
    app.log.warn(
      'SMTP_URL is not set and the dev outbox is off: account mail is kept in the outbox table only',
    );
  }
}
