import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { listFeeRules, listFuncCategories, queryFuncsAnswer, searchFuncsAnswer } from './service.ts';

/** The function (tool) catalogue calls: /ut/func/* and /ut/func-category/list. */
export async function funcRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  defineEndpoint(app, endpoints.funcQuery, (input, req) =>
    queryFuncsAnswer(db, input.code, req.locale, app.unavailableFuncs),
  );
  defineEndpoint(app, endpoints.funcSearch, (input, req) => searchFuncsAnswer(db, input.keyword, req.locale));
  defineEndpoint(app, endpoints.feeRules, (_input, req) => listFeeRules(db, req.locale));
  defineEndpoint(app, endpoints.funcCategories, (_input, req) => listFuncCategories(db, req.locale));
}
