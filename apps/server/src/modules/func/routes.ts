import { funcQueryRequest, funcSearchRequest } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../http/call.ts';
import { listFeeRules, listFuncCategories, queryFuncs, searchFuncs } from './service.ts';

const noInput = z.object({}).loose();

/** The function (tool) catalogue calls: /ut/func/* and /ut/func-category/list. */
export async function funcRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  defineCall(app, '/ut/func/query', funcQueryRequest, (input, req) => queryFuncs(db, input.code, req.locale));
  defineCall(app, '/ut/func/search-list', funcSearchRequest, (input, req) =>
    searchFuncs(db, input.keyword, req.locale),
  );
  defineCall(app, '/ut/func/list-fee-rules', noInput, (_input, req) => listFeeRules(db, req.locale));
  defineCall(app, '/ut/func-category/list', noInput, (_input, req) => listFuncCategories(db, req.locale));
}
