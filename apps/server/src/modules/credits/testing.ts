import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dropCached } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import { funcs } from '../func/tables.ts';
import { createSession } from '../session/service.ts';
import { createUser } from '../user/repository.ts';

/** A signed-in user (a 30-day session): id, invite code and accessToken. */
export async function newUser(app: FastifyInstance): Promise<{ id: string; idCode: string; token: string }> {
  const now = app.clock.now();
  const user = await createUser(app.database.db, {
    email: `credits-${randomBytes(5).toString('hex')}@example.com`,
    passwordHash: null,
    now,
  });
  const token = await createSession(app.database.db, {
    userId: user!.id,
    rememberMe: true,
    method: 'email',
    clientAddress: '127.0.0.1',
    now,
  });
  return { id: user!.id, idCode: user!.idCode, token };
}

/** A new 30-day session of an existing user (after the clock moved past the old one). */
export function newSession(app: FastifyInstance, userId: string): Promise<string> {
  return createSession(app.database.db, {
    userId,
    rememberMe: true,
    method: 'email',
    clientAddress: '127.0.0.1',
    now: app.clock.now(),
  });
}

/** Adds a catalog row with the given pricing (in the first category), for pricing tests. */
export async function addTestFunc(
  db: Database,
  code: string,
  pricing: { openLevel: number; point: number; freeCount: number; price?: number },
): Promise<void> {
  const [any] = await db.select({ category: funcs.categoryCode }).from(funcs).limit(1);
  await db.insert(funcs).values({
    code,
    categoryCode: any!.category,
    names: { en: `Test ${code}`, 'zh-CN': `测试 ${code}` },
    descriptions: { en: '', 'zh-CN': '' },
    openLevel: pricing.openLevel,
    point: pricing.point,
    freeCount: pricing.freeCount,
    price: pricing.price ?? 0,
    runs: 'server',
    orderNumber: 9999,
  });
  dropCached(db, ['func']);
}
