import { Code } from '@toolbox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { accountMessages } from '../auth/messages.ts';
import { accountBlocked } from '../user/blocked.ts';
import type { UserRow } from '../user/service.ts';
import { Clock } from './clock.ts';
import { installDeviceCookie } from './device.ts';
import { findLiveSession } from './service.ts';

/** The signed-in user of a request, as `requireUser` / `optionalUser` leave it on `request.user`. */
export interface AuthUser {
  id: string;
  sessionId: string;
  row: UserRow;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The time account rules read; tests move it with `app.clock.advance(ms)`. */
    clock: Clock;
    /** preHandler: answers 001 unless the `accessToken` header holds a live session. */
    requireUser: Hook;
    /** preHandler: sets `request.user` when the token is live; otherwise leaves it null. */
    optionalUser: Hook;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The `accessToken` header (the spec's name; HTTP headers are case-insensitive). */
export function accessTokenOf(request: FastifyRequest): string {
  const header = request.headers['accesstoken'];
  return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
}

async function userOf(request: FastifyRequest): Promise<AuthUser | null> {
  const token = accessTokenOf(request);
  if (!token) return null;
  const found = await findLiveSession(request.server.database.db, token, request.server.clock.now());
  return found ? { id: found.user.id, sessionId: found.sessionId, row: found.user } : null;
}

/** The error of a call that needs login, without or with a dead token. */
export function loginExpired(): AppError {
  return new AppError(Code.loginExpired, accountMessages.loginExpired, {}, 401);
}

/**
 * Adds `app.clock`, `app.requireUser`, `app.optionalUser`, `request.user` and the device cookie
 * (`request.deviceSecret`) on the root instance.
 */
export function installSessions(app: FastifyInstance): void {
  app.decorate('clock', new Clock());
  installDeviceCookie(app);
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await userOf(request);
    if (!request.user) throw loginExpired();
    if (request.user.row.blockedAt) throw accountBlocked();
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await userOf(request);
    // A blocked account's calls that need no login are served as a visitor's.
    if (request.user?.row.blockedAt) request.user = null;
  });
}
