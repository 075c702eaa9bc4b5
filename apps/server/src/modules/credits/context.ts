import type { FastifyRequest } from 'fastify';
import { requestAddress } from '../auth/client-address.ts';
import type { DayContext, Holder } from './daily.ts';

/** The credit context of a request: database, edition, the app clock's now and the user's offset. */
export function dayContext(request: FastifyRequest, timezoneOffset: number): DayContext {
  const app = request.server;
  return { db: app.database.db, edition: app.config.edition, now: app.clock.now(), timezoneOffset };
}

/** The signed-in user of a request (after requireUser). */
export function userHolder(request: FastifyRequest): Holder {
  return { userId: request.user!.id };
}

/** A tourist, counted by client address. */
export function touristHolder(request: FastifyRequest): Holder {
  return { address: requestAddress(request) };
}
