import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/open.ts';
import { outboxMailSender, smtpSender, type MailSender } from '../mail/sender.ts';
import type { Clock } from '../session/clock.ts';
import { outboxSmsProvider, type SmsProvider } from '../sms/provider.ts';
import { RateLimiter } from './rate-limit.ts';
import { aliyunSmsProvider } from '../sms/aliyun.ts';
import type { DevCaptchaAnswers } from '../sms/dev-captcha.ts';

/** What the account services need, built once per app. */
export interface Accounts {
  db: Database;
  config: Config;
  clock: Clock;
  limiter: RateLimiter;
  mail: MailSender;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** Set only when the dev pages are on in the cn edition. */
  devCaptchas?: DevCaptchaAnswers;
}

export function createAccounts(app: FastifyInstance): Accounts {
  const { config } = app;
  const db = app.database.db;
  const mail = config.smtpUrl
    ? smtpSender(config.smtpUrl, config.smtpFrom ?? 'Toolbox <no-reply@localhost>')
    : outboxMailSender(db, app.clock);
  app.addHook('onClose', async () => mail.close());
  return {
    db,
    config,
    clock: app.clock,
    limiter: new RateLimiter(db),
    mail,
    sms:
      config.smsProvider === 'aliyun' && config.smsAliyun
        ? aliyunSmsProvider(config.smsAliyun)
        : outboxSmsProvider(db, app.clock),
    log: app.log,
  };
}
