import type { z } from 'zod';
import { ClientCode, type ClientInfo, type clientRegisterRequest } from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';

/** How long a registration lives after the agent's last call (it calls every 10 minutes). */
export const clientLifetimeMs = 60 * 60_000;
/** Registrations kept at most (the oldest go first): a flood of made-up clients cannot fill memory. */
const maxClients = 50_000;

const messages = {
  notFound: {
    en: 'The desktop app is not running or not registered. Start it and try again.',
    'zh-CN': '桌面客户端未运行或未注册，请启动后重试。',
  },
  taken: {
    en: 'This client id belongs to another desktop app.',
    'zh-CN': '该客户端标识属于另一个桌面客户端。',
  },
};

interface Registration {
  port: number;
  secret: string;
  versionInt: number | null;
  expiresAt: number;
}

/**
 * Desktop clients that registered lately: where each listens and its pairing secret. Kept in this
 * process's memory on purpose: a registration is short-lived, the agent repeats it every 10 minutes,
 * and the API runs as one process (a restart costs a re-registration, not a login).
 */
export class ClientRegistry {
  private readonly clients = new Map<string, Registration>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * /ut/client/register: the first registration of an id binds it to its secret; later ones (new
   * port, keep-alive) must bring the same secret, so nobody else can point an id elsewhere.
   */
  register(input: z.output<typeof clientRegisterRequest>): { clientId: string; expireTime: number } {
    const now = this.now();
    const known = this.live(input.clientId, now);
    if (known && known.secret !== input.pairingSecret) {
      throw new AppError(ClientCode.notFound, messages.taken, {}, 409);
    }
    this.clients.delete(input.clientId);
    const expiresAt = now + clientLifetimeMs;
    this.clients.set(input.clientId, {
      port: input.port,
      secret: input.pairingSecret,
      versionInt: input.versionInt ?? null,
      expiresAt,
    });
    while (this.clients.size > maxClients) this.clients.delete(this.clients.keys().next().value!);
    return { clientId: input.clientId, expireTime: expiresAt };
  }

  /** /ut/client/query-client: the agent's port and pairing secret, for the page it opened. */
  query(clientId: string): ClientInfo {
    const known = this.live(clientId, this.now());
    if (!known) throw new AppError(ClientCode.notFound, messages.notFound, {}, 404);
    return { clientId, port: known.port, pairingSecret: known.secret, versionInt: known.versionInt };
  }

  private live(clientId: string, now: number): Registration | null {
    const known = this.clients.get(clientId);
    if (!known) return null;
    if (known.expiresAt > now) return known;
    this.clients.delete(clientId);
    return null;
  }
}
