import {
  creditsQueryRequest,
  pageRequest,
  paymentPaths,
  userSettingsSaveRequest,
  type CurrentCredits,
  type Page,
  type CreditChangeRecord,
} from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../http/call.ts';
import { defineUserCall } from '../session/plugin.ts';
import { vipInfo } from '../membership/vip-info.ts';
import { dayContext, touristHolder, userHolder } from './context.ts';
import { presentCredits, withCreditDay } from './daily.ts';
import { userAccountId } from './ledger.ts';
import { pageEntries, presentEntries, RETENTION_MS } from './records.ts';
import { readSettings, saveSettings } from './settings.ts';

export function pageOf<T>(list: T[], total: number, pageNum: number, pageSize: number): Page<T> {
  return { list, totalCount: total, totalPage: Math.ceil(total / pageSize), pageSize, pageNum };
}

/** /qh, /qt, /qv and the credit records, under one payment-family prefix. */
export function creditRoutes(app: FastifyInstance): void {
  defineUserCall(app, paymentPaths.credits, creditsQueryRequest, async (input, _user, request) =>
    withCreditDay(
      dayContext(request, input.timezoneOffset),
      userHolder(request),
      async (_tx, a): Promise<CurrentCredits> => presentCredits(a),
    ),
  );
  defineCall(app, paymentPaths.creditsTourist, creditsQueryRequest, async (input, request) =>
    withCreditDay(dayContext(request, input.timezoneOffset), touristHolder(request), async (_tx, a) =>
      presentCredits(a),
    ),
  );
  defineUserCall(app, paymentPaths.vipInfo, creditsQueryRequest, async (input, user, request) =>
    vipInfo(dayContext(request, input.timezoneOffset), user.id),
  );
  defineUserCall(
    app,
    paymentPaths.creditRecords,
    pageRequest,
    async (input, user, request): Promise<Page<CreditChangeRecord>> => {
      const db = app.database.db;
      const since = new Date(app.clock.now().getTime() - RETENTION_MS);
      const { rows, total } = await pageEntries(
        db,
        userAccountId(user.id),
        input.pageNum,
        input.pageSize,
        since,
      );
      return pageOf(await presentEntries(db, rows, request.locale), total, input.pageNum, input.pageSize);
    },
  );
}

/** The profile switches: hide the confirm-deduct dialog, auto-deduct (intl). */
export function settingRoutes(app: FastifyInstance): void {
  defineUserCall(app, '/ut/user-setting/get', z.object({}), (_input, user) =>
    readSettings(app.database.db, user.id),
  );
  defineUserCall(app, '/ut/user-setting/save', userSettingsSaveRequest, (input, user) =>
    saveSettings(app.database.db, user.id, input, app.clock.now()),
  );
}
