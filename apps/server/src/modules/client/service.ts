import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ClientCode, Code, type ClientInfo, type clientRegisterRequest } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import { HOUR } from '../session/clock.ts';
import { desktopClients } from './tables.ts';

/** How long a registration lives after the agent's last call (it calls every 10 minutes). */
export const clientLifetimeMs = 60 * 60_000;
/**
 * New client ids one address may register in an hour (an agent keeps its id across restarts; a
 * keep-alive of a known id is not counted): made-up clients cannot fill the table.
 */
export const NEW_CLIENTS_PER_HOUR = 20;

const messages = {
  notFound: {
    en: 'The desktop app is not running or not registered. Start it and try again.',
    'zh-CN': '桌面客户端未运行或未注册，请启动后重试。',
  },
  taken: {
    en: 'This client id belongs to another desktop app.',
    'zh-CN': '该客户端标识属于另一个桌面客户端。',
  },
  tooMany: {
    en: 'Too many desktop apps registered from this address. Try again in an hour.',
    'zh-CN': '该地址注册的桌面客户端过多，请一小时后再试。',
  },
};

type Registration = z.output<typeof clientRegisterRequest>;

/**
 * /ut/client/register: the first registration of an id binds it to its secret; later ones (new
 * port, keep-alive) must bring the same secret, so nobody else can point an id elsewhere. One
 * conditional upsert decides, so two processes registering the same id at once cannot both win.
 */
export async function registerClient(
  db: Database,
  limiter: RateLimiter,
  input: Registration,
  address: string,
  now: Date,
): Promise<{ clientId: string; expireTime: number }> {
  const [known] = await db
    .select({ secret: desktopClients.pairingSecret })
    .from(desktopClients)
    .where(and(eq(desktopClients.clientId, input.clientId), gt(desktopClients.expiresAt, now)));
  if (known && known.secret !== input.pairingSecret) throw taken();
  if (!known) {
    const limit = { bucket: `client-register:${address}`, max: NEW_CLIENTS_PER_HOUR, windowMs: HOUR };
    if ((await limiter.take([limit], now)).reached) {
      throw new AppError(Code.tooManyRequests, messages.tooMany, {}, 429);
    }
    // Expired registrations are of no use to anyone: cleared as new ones come.
    await db.delete(desktopClients).where(lte(desktopClients.expiresAt, now));
  }
  const expiresAt = new Date(now.getTime() + clientLifetimeMs);
  const row = { port: input.port, versionInt: input.versionInt ?? null, expiresAt };
  const [saved] = await db
    .insert(desktopClients)
    .values({ clientId: input.clientId, pairingSecret: input.pairingSecret, ...row })
    .onConflictDoUpdate({
      target: desktopClients.clientId,
      set: { ...row, pairingSecret: input.pairingSecret },
      // Only the owner's secret, or an expired row, may be overwritten.
      setWhere: sql`${desktopClients.pairingSecret} = ${input.pairingSecret} OR ${desktopClients.expiresAt} <= ${now}`,
    })
    .returning({ clientId: desktopClients.clientId });
  if (!saved) throw taken();
  return { clientId: input.clientId, expireTime: expiresAt.getTime() };
}

/** /ut/client/query-client: the agent's port and pairing secret, for the page it opened. */
export async function queryClient(db: Database, clientId: string, now: Date): Promise<ClientInfo> {
  const [known] = await db
    .select()
    .from(desktopClients)
    .where(and(eq(desktopClients.clientId, clientId), gt(desktopClients.expiresAt, now)));
  if (!known) throw new AppError(ClientCode.notFound, messages.notFound, {}, 404);
  return { clientId, port: known.port, pairingSecret: known.pairingSecret, versionInt: known.versionInt };
}

const taken = () => new AppError(ClientCode.notFound, messages.taken, {}, 409);
