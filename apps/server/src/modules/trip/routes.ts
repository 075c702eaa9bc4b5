import { lifeEndpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { ownerOf } from '../file/owner.ts';
import { createShare, listShares, readShare, revokeShare } from './service.ts';

/** Trip plan share links: create and list and revoke (the owner), read (anyone with the link). */
export function tripRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  defineEndpoint(app, lifeEndpoints.tripShareCreate, (input, request) =>
    createShare(db, ownerOf(request), input.plan, input.expireDays, app.clock.now()),
  );
  defineEndpoint(app, lifeEndpoints.tripShareGet, (input) => readShare(db, input.id, app.clock.now()));
  defineEndpoint(app, lifeEndpoints.tripShareList, (_input, request) =>
    listShares(db, ownerOf(request), app.clock.now()),
  );
  defineEndpoint(app, lifeEndpoints.tripShareRevoke, (input, request) =>
    revokeShare(db, ownerOf(request), input.id, app.clock.now()),
  );
}
