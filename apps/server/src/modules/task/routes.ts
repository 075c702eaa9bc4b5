import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import type { FileContext } from '../file/context.ts';
import { ownerOf } from '../file/owner.ts';
import { pageTasks, queryTask, submitTask } from './service.ts';

/** The Task calls of spec section 7: submit, query, page (15 per page by default). */
export async function taskRoutes(app: FastifyInstance, ctx: FileContext): Promise<void> {
  defineEndpoint(app, endpoints.taskSubmit, (input, request) =>
    submitTask(ctx, app.jobs, ownerOf(request), input),
  );
  defineEndpoint(app, endpoints.taskQuery, (input, request) =>
    queryTask(ctx, ownerOf(request), input.id, request.locale),
  );
  defineEndpoint(app, endpoints.taskPage, (input, request) =>
    pageTasks(ctx, ownerOf(request), input, request.locale),
  );
}
