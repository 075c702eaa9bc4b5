import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { requestAddress } from '../auth/client-address.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import { queryClient, registerClient } from './service.ts';

/** /ut/client/*: desktop client registration (the agent) and lookup (the web app it opened). */
export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  defineEndpoint(app, endpoints.clientRegister, (input, request) =>
    registerClient(db(), new RateLimiter(db()), input, requestAddress(request), app.clock.now()),
  );
  // The answer holds the pairing secret: never kept by a cache.
  defineEndpoint(app, endpoints.clientQuery, (input) => queryClient(db(), input.clientId, app.clock.now()), {
    headers: { 'cache-control': 'no-store' },
  });
}
