import { creditsPaths, inviterSaveRequest, pageRequest } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageOf } from '../credits/routes.ts';
import { presentEntries } from '../credits/records.ts';
import { defineUserCall } from '../session/plugin.ts';
import { inviterInfo, pageExchange, saveInviter } from './service.ts';

/** The invite page's calls and the membership-exchange point records. */
export function inviteRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  defineUserCall(app, creditsPaths.inviterGet, z.object({}), (_input, user) => inviterInfo(db(), user.row));
  defineUserCall(app, creditsPaths.inviterSave, inviterSaveRequest, (input, user) =>
    saveInviter(db(), user.row, input.inviterIdCode, app.clock.now()),
  );
  defineUserCall(app, creditsPaths.exchangePointPage, pageRequest, async (input, user, request) => {
    const { rows, total } = await pageExchange(db(), user.id, input.pageNum, input.pageSize);
    return pageOf(await presentEntries(db(), rows, request.locale), total, input.pageNum, input.pageSize);
  });
  defineUserCall(app, creditsPaths.exchangePointLast, z.object({}), async (_input, user, request) => {
    const { rows } = await pageExchange(db(), user.id, 1, 1);
    return (await presentEntries(db(), rows, request.locale))[0] ?? null;
  });
}
