import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { pageOf } from '../credits/page.ts';
import { presentEntries } from '../credits/records.ts';
import { inviterInfo, pageExchange, saveInviter } from './service.ts';

/** The invite page's calls and the membership-exchange point records. */
export function inviteRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  defineEndpoint(app, endpoints.inviterGet, (_input, user) => inviterInfo(db(), user.row));
  defineEndpoint(app, endpoints.inviterSave, (input, user) =>
    saveInviter(db(), user.row, input.inviterIdCode, app.clock.now()),
  );
  defineEndpoint(app, endpoints.exchangePointPage, async (input, user, request) => {
    const { rows, total } = await pageExchange(db(), user.id, input.pageNum, input.pageSize);
    return pageOf(await presentEntries(db(), rows, request.locale), total, input.pageNum, input.pageSize);
  });
  defineEndpoint(app, endpoints.exchangePointLast, async (_input, user, request) => {
    const { rows } = await pageExchange(db(), user.id, 1, 1);
    return (await presentEntries(db(), rows, request.locale))[0] ?? null;
  });
}
