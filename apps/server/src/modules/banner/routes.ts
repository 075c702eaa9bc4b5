import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { AdLists } from './service.ts';

/** /bd/ali/list: the promotional banner (banner_bd), cn banner ads, recommended and mascot tools. */
export function bannerRoutes(app: FastifyInstance): void {
  const lists = new AdLists(
    () => app.database.db,
    app.config.edition,
    () => app.clock.now(),
  );
  defineEndpoint(app, endpoints.adList, (input, req) => lists.list(input.code, req.locale));
}
