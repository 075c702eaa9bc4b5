import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { listFavourites, removeFavourite, reorderFavourites, saveFavourite } from './service.ts';

/** Favourites: /ut/func-collect/list, save-or-update, batch-update, del (signed in). */
export function funcCollectRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  defineEndpoint(app, endpoints.favouriteList, (_input, user, req) =>
    listFavourites(db(), user.id, req.locale),
  );
  defineEndpoint(app, endpoints.favouriteSave, (input, user, req) =>
    saveFavourite(db(), user.id, input, req.locale),
  );
  defineEndpoint(app, endpoints.favouriteBatch, (input, user, req) =>
    reorderFavourites(db(), user.id, input.itemList, req.locale),
  );
  defineEndpoint(app, endpoints.favouriteDelete, (input, user, req) =>
    removeFavourite(db(), user.id, input.funcCode, req.locale),
  );
}
