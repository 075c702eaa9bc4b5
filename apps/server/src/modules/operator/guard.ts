import { Code, OPERATOR_IDLE_MINUTES } from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { MINUTE } from '../session/clock.ts';
import { accessTokenOf, loginExpired } from '../session/plugin.ts';
import { peekLiveSession, revokeSession } from '../session/service.ts';
import { userName, roleOf } from './roles.ts';
import { operatorMessages } from './messages.ts';
import { operatorActivity } from './tables.ts';
import type { Actor } from './audit.ts';

export const OPERATOR_IDLE_MS = OPERATOR_IDLE_MINUTES * MINUTE;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of 'operator' endpoints: a live login holding the operator role (see guard.ts). */
    requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function forbidden(): AppError {
  return new AppError(Code.forbidden, operatorMessages.forbidden, {}, 403);
}

/** The operator making a request (after `requireOperator`), as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user!;
  return { id: user.id, name: userName(user.row) };
}

/**
 * Checks an operator call on the server, every time: a live session (else 001), a user holding the
 * operator role now (else 40300, HTTP 403), and a session used within OPERATOR_IDLE_MINUTES (else
 * the session is ended and the call answers 001). The idle time runs from the later of the
 * session's last recorded use (written at most once a minute by the session module) and its last
 * operator call (written on every operator call).
 */
async function requireOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const db = app.database.db;
  const now = app.clock.now();
  const session = await peekLiveSession(db, accessTokenOf(request), now);
  if (!session) throw loginExpired();
  const [activity] = await db
    .select({ lastAt: operatorActivity.lastAt })
    .from(operatorActivity)
    .where(eq(operatorActivity.sessionId, session.id));
  if (!(await roleOf(db, session.userId))) throw forbidden();
  const lastUse = Math.max(
    (session.lastUsedAt ?? session.createdAt).getTime(),
    activity?.lastAt.getTime() ?? 0,
  );
  if (now.getTime() - lastUse > OPERATOR_IDLE_MS) {
    await revokeSession(db, session.id, now);
    throw loginExpired();
  }
  await app.requireUser(request, reply);
  await db
    .insert(operatorActivity)
    .values({ sessionId: session.id, lastAt: now })
    .onConflictDoUpdate({ target: operatorActivity.sessionId, set: { lastAt: now } });
}

/** Decorates `app.requireOperator`; installed before any operator endpoint is defined. */
export function installOperatorGuard(app: FastifyInstance): void {
  app.decorate('requireOperator', (request: FastifyRequest, reply: FastifyReply) =>
    requireOperator(app, request, reply),
  );
}
