import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../http/call.ts';
import { systemInformation } from './service.ts';

/** /system/* calls. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, '/system/information/get', z.object({}).loose(), () => systemInformation(app.config));
}
