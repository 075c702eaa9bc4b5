import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Locale } from '@toolbox/contracts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/open.ts';
import type { Jobs } from './jobs/queue.ts';
import { installEndpoints } from './http/endpoint.ts';
import { installErrorHandler } from './http/errors.ts';
import { pickLocale } from './http/i18n.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installWebApp } from './http/static.ts';
import { installAccounts } from './modules/auth/routes.ts';
import { installCredits } from './modules/credits/install.ts';
import { installFiles } from './modules/file/install.ts';
import { funcRoutes } from './modules/func/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { networkRoutes } from './modules/network/routes.ts';
import { membershipSeam } from './modules/payment/membership-seam.ts';
import { installPayments } from './modules/payment/plugin.ts';
import { systemRoutes } from './modules/system/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The job queue; null in tests that do not start one. */
    jobs: Jobs | null;
  }
  interface FastifyRequest {
    /** The language answers are written in, picked once per request. */
    locale: Locale;
  }
}

export interface AppOptions {
  config: Config;
  db: DatabaseHandle;
  jobs?: Jobs | null;
  /** Fastify's logger option; defaults to JSON logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the HTTP server (API and web app) without listening, so tests can `inject`. */
export async function buildApp({ config, db, jobs = null, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // The spec's request time-out for ordinary calls.
    requestTimeout: 50_000,
  });
  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('jobs', jobs);
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
  await installAccounts(app);
  await installCredits(app);
  await installPayments(app, config.payment ?? { mode: 'sandbox' }, membershipSeam(config.edition));
  await installFiles(app);
  await app.register(healthRoutes);
  await app.register(systemRoutes);
  await app.register(funcRoutes);
  await app.register(networkRoutes);
  await installWebApp(app, config.webDist);
  return app;
}
