import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { systemInformation } from './service.ts';

/** /system/* calls. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  defineEndpoint(app, endpoints.systemInformation, () => systemInformation(app.config));
}
