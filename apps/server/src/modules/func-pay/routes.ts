import { endpoints, FuncPayState, type FuncPayRecord, type FuncPayResult } from '@toolbox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { translate } from '../../http/i18n.ts';
import { dayContext, touristHolder, userHolder } from '../credits/context.ts';
import { userAccountId } from '../credits/ledger.ts';
import { funcNames } from '../func/service.ts';
import { ownerOf } from '../file/owner.ts';
import { pageOf } from '../credits/page.ts';
import { payTypeTexts } from '../membership/messages.ts';
import { funcPayMessages } from './messages.ts';
import { pageFuncPays, payFuncByPoint } from './service.ts';
import type { FuncPayRow } from './tables.ts';

function presentResult(record: FuncPayRow, point: number, request: FastifyRequest): FuncPayResult {
  return {
    id: record.id,
    taskId: record.taskId,
    funcCode: record.funcCode,
    status: FuncPayState.paid,
    statusText: translate(request.locale, funcPayMessages.paid),
    deductPoint: point,
  };
}

/** Paying a task's clean result with credits, and the paid-function records. */
export function funcPayRoutes(app: FastifyInstance): void {
  defineEndpoint(app, endpoints.funcPayByPoint, async (input, _user, request) => {
    const { record, point } = await payFuncByPoint(
      dayContext(request, input.timezoneOffset),
      userHolder(request),
      input,
    );
    return presentResult(record, point, request);
  });
  defineEndpoint(app, endpoints.funcPayByPointTourist, async (input, request) => {
    const { record, point } = await payFuncByPoint(
      dayContext(request, input.timezoneOffset),
      touristHolder(request),
      input,
      ownerOf(request), // the task's owner: this browser at this address
    );
    return presentResult(record, point, request);
  });
  defineEndpoint(app, endpoints.funcPayPage, async (input, user, request) => {
    const db = app.database.db;
    const { rows, total } = await pageFuncPays(db, userAccountId(user.id), input.pageNum, input.pageSize);
    const names = await funcNames(
      db,
      rows.map((r) => r.funcCode),
      request.locale,
    );
    const list: FuncPayRecord[] = rows.map((r) => ({
      taskId: r.taskId,
      funcCode: r.funcCode,
      remark: names.get(r.funcCode) ?? r.funcCode,
      createTime: r.createdAt.toISOString(),
      payTypeText: payTypeTexts[r.payType] ? translate(request.locale, payTypeTexts[r.payType]!) : r.payType,
      price: r.amount === null ? null : r.amount / 100,
      refunded: r.refundedAt !== null,
    }));
    return pageOf(list, total, input.pageNum, input.pageSize);
  });
}
