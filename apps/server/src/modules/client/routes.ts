import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { ClientRegistry } from './service.ts';

/** /ut/client/*: desktop client registration (the agent) and lookup (the web app it opened). */
export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const registry = new ClientRegistry();
  defineEndpoint(app, endpoints.clientRegister, (input) => registry.register(input));
  // The answer holds the pairing secret: never kept by a cache.
  defineEndpoint(app, endpoints.clientQuery, (input) => registry.query(input.clientId), {
    headers: { 'cache-control': 'no-store' },
  });
}
