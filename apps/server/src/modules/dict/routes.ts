import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { getAndCacheDictEntries, getDictEntry } from './service.ts';

/** The dictionary: /open/dict/get (from memory) and /open/dict/get-and-cache (read afresh). */
export function dictRoutes(app: FastifyInstance): void {
  const { edition } = app.config;
  defineEndpoint(app, endpoints.dictGet, (input) => getDictEntry(app.database.db, edition, input.code));
  defineEndpoint(app, endpoints.dictGetAndCache, (input) =>
    getAndCacheDictEntries(app.database.db, edition, input.codeList),
  );
}
