import { ok, taskPageRequest, taskQueryRequest, taskSubmitRequest } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/call.ts';
import type { FileContext } from '../file/context.ts';
import { ownerOf } from '../file/owner.ts';
import { pageTasks, queryTask, submitTask } from './service.ts';

/** The Task calls of spec section 7: submit, query, page (15 per page by default). */
export async function taskRoutes(app: FastifyInstance, ctx: FileContext): Promise<void> {
  const options = { preHandler: app.optionalUser };

  app.post('/task/submit', options, async (request) => {
    const input = parseInput(taskSubmitRequest, request.body, request.locale);
    return ok(await submitTask(ctx, app.jobs, ownerOf(request), input));
  });

  app.post('/task/query', options, async (request) => {
    const input = parseInput(taskQueryRequest, request.body, request.locale);
    return ok(await queryTask(ctx, ownerOf(request), input.id, request.locale));
  });

  app.post('/task/page', options, async (request) => {
    const input = parseInput(taskPageRequest, request.body, request.locale);
    return ok(await pageTasks(ctx, ownerOf(request), input, request.locale));
  });
}
