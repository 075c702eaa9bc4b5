import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { listAds } from './service.ts';

/** /bd/ali/list: the promotional banner (banner_bd), cn banner ads, recommended and mascot tools. */
export function bannerRoutes(app: FastifyInstance): void {
  defineEndpoint(app, endpoints.adList, (input, req) =>
    listAds(app.database.db, app.config.edition, input.code, req.locale, app.clock.now()),
  );
}
