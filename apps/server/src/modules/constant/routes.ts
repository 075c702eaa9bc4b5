import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { selectAllConstants } from './service.ts';

/** /ut/constant/select-all: the site's constants of this edition. */
export function constantRoutes(app: FastifyInstance): void {
  defineEndpoint(app, endpoints.constants, () => selectAllConstants(app.database.db, app.config.edition));
}
