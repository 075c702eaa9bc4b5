import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { listFeeRules, listFuncCategories, queryFuncs, searchFuncs } from './service.ts';

/** The function (tool) catalogue calls: /ut/func/* and /ut/func-category/list. */
export async function funcRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  defineEndpoint(app, endpoints.funcQuery, (input, req) => queryFuncs(db, input.code, req.locale));
  defineEndpoint(app, endpoints.funcSearch, (input, req) => searchFuncs(db, input.keyword, req.locale));
  defineEndpoint(app, endpoints.feeRules, (_input, req) => listFeeRules(db, req.locale));
  defineEndpoint(app, endpoints.funcCategories, (_input, req) => listFuncCategories(db, req.locale));
}
