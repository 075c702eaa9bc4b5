import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { destination } from 'pino';
import type { Edition, Locale } from '@toolbox/contracts';
import type { Config } from './config.ts';
import { closeSpareConnections } from './http/spare-connections.ts';
import { devPagesOn } from './dev-pages.ts';
import type { DatabaseHandle } from './db/open.ts';
import type { Jobs } from './jobs/queue.ts';
import { installJsonCompression } from './http/compress.ts';
import { lazyCompilers } from './http/lazy-compilers.ts';
import { installEndpoints } from './http/endpoint.ts';
import { installErrorHandler } from './http/errors.ts';
import { pickLocale } from './http/i18n.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installWebApp } from './http/static.ts';
import { installAccountServices, warnAboutDevPages } from './modules/auth/install.ts';
import { installCredits } from './modules/credits/install.ts';
import { installFiles } from './modules/file/install.ts';
import { bannerRoutes } from './modules/banner/routes.ts';
import { constantRoutes } from './modules/constant/routes.ts';
import { dictRoutes } from './modules/dict/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { funcCollectRoutes } from './modules/func-collect/routes.ts';
import { funcPayRoutes } from './modules/func-pay/routes.ts';
import { funcUseRoutes } from './modules/func-use/routes.ts';
import { funcRoutes } from './modules/func/routes.ts';
import { partnerRoutes } from './modules/partner/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { unavailableTools } from './modules/gpt/availability.ts';
import { installGpt } from './modules/gpt/install.ts';
import { installFreeImage } from './modules/free-image/install.ts';
import { installCoupon } from './modules/coupon/install.ts';
import { couponUnavailable } from './modules/coupon/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { clientRoutes } from './modules/client/routes.ts';
import { tripRoutes } from './modules/trip/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inviteRoutes } from './modules/invite/routes.ts';
import { membershipRoutes } from './modules/membership/routes.ts';
import { networkRoutes } from './modules/network/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { membershipSeam } from './modules/payment/membership-seam.ts';
import { installPayments } from './modules/payment/plugin.ts';
import { protocolRoutes } from './modules/protocol/routes.ts';
import { qrConfirmRoutes, qrLoginRoutes } from './modules/qr-login/routes.ts';
import { installSessions } from './modules/session/plugin.ts';
import { devCaptchaRoutes, phoneRoutes } from './modules/sms/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { installTasks } from './modules/task/install.ts';
import { backgroundGate } from './jobs/after-ready.ts';
import { userRoutes } from './modules/user/routes.ts';
import { videoRoutes } from './modules/video-reward/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The job queue; null in tests that do not start one. */
    jobs: Jobs | null;
    /** Listed tools this server cannot run (a missing operator setting), marked `unavailable`. */
    unavailableFuncs: ReadonlySet<string>;
  }
  interface FastifyRequest {
    /** The language answers are written in, picked once per request. */
    locale: Locale;
  }
}

/** One server module as the app installs it. */
interface ServerModule {
  name: string;
  /** Installed only in this edition. */
  edition?: Edition;
  /** Installed only with the dev pages on (a developer's machine). */
  devPages?: true;
  install(app: FastifyInstance): unknown;
}

/**
 * Every server module, in the order they install: a later module may use what an earlier one
 * decorates (sessions: `app.clock`, `requireUser`; accounts: `app.accounts`; file: `app.files`).
 * Modules are installed on the root instance, so their decorations are seen by all.
 */
const modules: readonly ServerModule[] = [
  { name: 'session', install: installSessions },
  { name: 'accounts', install: installAccountServices },
  { name: 'user', install: (app) => userRoutes(app, app.accounts) },
  { name: 'sms', edition: 'cn', install: (app) => phoneRoutes(app, app.accounts) },
  { name: 'qr-login', edition: 'cn', install: (app) => qrLoginRoutes(app, app.accounts) },
  { name: 'protocol', install: (app) => app.register(protocolRoutes) },
  { name: 'dev pages warning', install: warnAboutDevPages },
  { name: 'outbox', devPages: true, install: (app) => app.register(outboxRoutes) },
  {
    name: 'qr-login confirm page',
    edition: 'cn',
    devPages: true,
    install: (app) => qrConfirmRoutes(app, app.accounts),
  },
  {
    name: 'sms captcha answers',
    edition: 'cn',
    devPages: true,
    install: (app) => devCaptchaRoutes(app, app.accounts),
  },
  { name: 'credits', install: installCredits },
  { name: 'membership', install: membershipRoutes },
  { name: 'func-use', install: funcUseRoutes },
  { name: 'func-pay', install: funcPayRoutes },
  { name: 'invite', install: inviteRoutes },
  { name: 'video-reward', edition: 'cn', install: videoRoutes },
  {
    name: 'payment',
    install: (app) =>
      installPayments(app, app.config.payment ?? { mode: 'sandbox' }, membershipSeam(app.config.edition)),
  },
  { name: 'file', install: installFiles },
  { name: 'task', install: installTasks },
  { name: 'health', install: (app) => app.register(healthRoutes) },
  { name: 'system', install: (app) => app.register(systemRoutes) },
  { name: 'client', install: (app) => app.register(clientRoutes) },
  { name: 'func', install: (app) => app.register(funcRoutes) },
  { name: 'network', install: (app) => app.register(networkRoutes) },
  { name: 'gpt', install: (app) => installGpt(app) },
  { name: 'free-image', install: (app) => installFreeImage(app) },
  { name: 'coupon', install: (app) => installCoupon(app) },
  { name: 'trip', install: tripRoutes },
  { name: 'calendar', install: calendarRoutes },
  { name: 'func-collect', install: funcCollectRoutes },
  { name: 'dict', install: dictRoutes },
  { name: 'constant', install: constantRoutes },
  { name: 'banner', install: bannerRoutes },
  { name: 'feedback', install: feedbackRoutes },
  { name: 'partner', install: partnerRoutes },
  { name: 'operator', install: operatorRoutes },
  // Last: the SPA fallback answers every path no module claimed.
  { name: 'web app', install: (app) => installWebApp(app, app.config.webDist) },
];

export interface AppOptions {
  config: Config;
  db: DatabaseHandle;
  jobs?: Jobs | null;
  /** Fastify's logger option; defaults to JSON logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Holds the background starts (task workers, retentions) until the caller opens `app.background`
   * (main.ts: after listening); without it they start at ready.
   */
  holdBackground?: boolean;
}

/**
 * One log line per request, when it is answered (with its status and time), instead of Fastify's
 * two (issue 15: the second line cost about 4 % of a paid /h); error lines are kept.
 */
class AnsweredRequestsOnly extends LogController {
  override incomingRequest(): void {}
}

/** Builds the HTTP server (API and web app) without listening, so tests can `inject`. */
export async function buildApp({
  config,
  db,
  jobs = null,
  logger,
  holdBackground = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Log lines are written off the event loop, several at a time under load (pino flushes what is
    // left when the process exits): written one by one they were about 4 % of a paid /h's CPU. If
    // whatever reads the output stalls, lines past 16 MiB waiting are dropped rather than held.
    logger: logger ?? {
      level: config.logLevel,
      stream: destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 }),
    },
    logController: new AnsweredRequestsOnly(),
    // The spec's request time-out for ordinary calls.
    requestTimeout: 50_000,
    // Fastify would otherwise load its schema compilers at start, for schemas no route declares.
    schemaController: { compilersFactory: lazyCompilers },
  });
  closeSpareConnections(app);
  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('jobs', jobs);
  app.decorate('background', holdBackground ? backgroundGate() : null);
  app.decorate('unavailableFuncs', new Set([...unavailableTools(config), ...couponUnavailable(config)]));
  installEndpoints(app);
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers, config.edition);
  });

  // Shared-layer calls send JSON; an empty body stands for `{}` (some clients send none at all).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(Object.assign(err as Error, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }));
    }
  });

  installErrorHandler(app);
  installSecurityHeaders(app);
  installJsonCompression(app);
  const devPages = devPagesOn(config);
  for (const module of modules) {
    if (module.edition && module.edition !== config.edition) continue;
    if (module.devPages && !devPages) continue;
    await module.install(app);
  }
  return app;
}
