import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { pageFeedback, saveFeedback } from './service.ts';

/** Feedback: /open/user-feedback/save and page (signed in; each user sees only their own). */
export function feedbackRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  defineEndpoint(app, endpoints.feedbackSave, (input, user, req) =>
    saveFeedback(db(), user.id, input.content, app.clock.now(), req.locale),
  );
  defineEndpoint(app, endpoints.feedbackPage, (input, user, req) =>
    pageFeedback(db(), user.id, input.pageNum, input.pageSize, req.locale),
  );
}
