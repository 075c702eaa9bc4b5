import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { loadHolidayTable } from '../calendar/service.ts';
import {
  contentStatus,
  deleteBanner,
  deleteHolidayYear,
  listBanners,
  listPartners,
  readNotice,
  rotatePartnerSecret,
  saveBanner,
  saveHolidayYear,
  saveNotice,
  savePartner,
} from './content.ts';
import { actorOf } from './guard.ts';

/** The Content tab's calls (/ut/op/content/…), behind the operator guard of `operatorRoutes`. */
export function operatorContentEndpoints(app: FastifyInstance): void {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const shipped = loadHolidayTable();
  defineEndpoint(app, endpoints.operatorContentStatus, () => contentStatus(db(), shipped, now()));
  defineEndpoint(app, endpoints.operatorHolidaySave, (input, _user, request) =>
    saveHolidayYear(db(), actorOf(request), input, shipped, now()),
  );
  defineEndpoint(app, endpoints.operatorHolidayDelete, (input, _user, request) =>
    deleteHolidayYear(db(), actorOf(request), input, shipped, now()),
  );
  defineEndpoint(app, endpoints.operatorNoticeGet, (input) => readNotice(db(), input.edition));
  defineEndpoint(app, endpoints.operatorNoticeSave, (input, _user, request) =>
    saveNotice(db(), actorOf(request), input, now()),
  );
  defineEndpoint(app, endpoints.operatorBannerList, async () => ({ list: await listBanners(db()) }));
  defineEndpoint(app, endpoints.operatorBannerSave, (input, _user, request) =>
    saveBanner(db(), actorOf(request), input, now()),
  );
  defineEndpoint(app, endpoints.operatorBannerDelete, (input, _user, request) =>
    deleteBanner(db(), actorOf(request), input, now()),
  );
  defineEndpoint(app, endpoints.operatorPartnerList, async () => ({ list: await listPartners(db()) }));
  defineEndpoint(app, endpoints.operatorPartnerSave, (input, _user, request) =>
    savePartner(db(), actorOf(request), input, now()),
  );
  defineEndpoint(app, endpoints.operatorPartnerRotate, (input, _user, request) =>
    rotatePartnerSecret(db(), actorOf(request), input, now()),
  );
}
