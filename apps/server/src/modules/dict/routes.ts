import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { Dictionary } from './service.ts';

/** The dictionary: /open/dict/get (cached 120 s) and /open/dict/get-and-cache (read afresh). */
export function dictRoutes(app: FastifyInstance): void {
  const dictionary = new Dictionary(
    () => app.database.db,
    app.config.edition,
    () => app.clock.now().getTime(),
  );
  defineEndpoint(app, endpoints.dictGet, (input) => dictionary.get(input.code));
  defineEndpoint(app, endpoints.dictGetAndCache, (input) => dictionary.getAndCache(input.codeList));
}
