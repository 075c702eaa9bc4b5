import {
  endpoints,
  payEndpoints,
  type CurrentCredits,
  type Page,
  type CreditChangeRecord,
} from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { vipInfo } from '../membership/vip-info.ts';
import { dayContext, touristHolder, userHolder } from './context.ts';
import { presentCredits, withCreditDay } from './daily.ts';
import { userAccountId } from './ledger.ts';
import { pageEntries, presentEntries, RETENTION_MS } from './records.ts';
import { pageOf } from './page.ts';
import { readSettings, saveSettings } from './settings.ts';

/** /qh, /qt, /qv and the credit records (under each payment-family prefix). */
export function creditRoutes(app: FastifyInstance): void {
  defineEndpoint(app, payEndpoints.credits, async (input, _user, request) =>
    withCreditDay(
      dayContext(request, input.timezoneOffset),
      userHolder(request),
      async (_tx, a): Promise<CurrentCredits> => presentCredits(a),
    ),
  );
  defineEndpoint(app, payEndpoints.creditsTourist, async (input, request) =>
    withCreditDay(dayContext(request, input.timezoneOffset), touristHolder(request), async (_tx, a) =>
      presentCredits(a),
    ),
  );
  defineEndpoint(app, payEndpoints.vipInfo, async (input, user, request) =>
    vipInfo(dayContext(request, input.timezoneOffset), user.id),
  );
  defineEndpoint(
    app,
    payEndpoints.creditRecords,
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
  defineEndpoint(app, endpoints.settingsGet, (_input, user) => readSettings(app.database.db, user.id));
  defineEndpoint(app, endpoints.settingsSave, (input, user) =>
    saveSettings(app.database.db, user.id, input, app.clock.now()),
  );
}
