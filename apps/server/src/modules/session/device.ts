import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieOf } from '../../http/cookies.ts';

/** The HttpOnly cookie that tells one browser from another behind the same address. */
export const DEVICE_COOKIE = 'toolbox_device';
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** The device cookie the browser sent (a random secret we issued), or null. */
    deviceSecret: string | null;
  }
}

/**
 * A short, stored form of the request's device secret (the secret itself is never stored), or
 * null when the client sent none.
 */
export function deviceKeyOf(request: FastifyRequest): string | null {
  const secret = request.deviceSecret;
  return secret ? createHash('sha256').update(secret).digest('base64url').slice(0, 22) : null;
}

/**
 * Reads the device cookie of every request, and hands a new random one (256 bits) to a client
 * that has none. The request that receives it stays without a device (the client has not shown it
 * can keep a cookie); a browser sends it from the next request on, which is the page's first call.
 */
export function installDeviceCookie(app: FastifyInstance): void {
  const secure = app.config.publicUrl?.startsWith('https:') ? '; Secure' : '';
  app.decorateRequest('deviceSecret', null);
  app.addHook('onRequest', async (request, reply) => {
    const sent = cookieOf(request.headers.cookie, DEVICE_COOKIE);
    if (sent && DEVICE_PATTERN.test(sent)) {
      request.deviceSecret = sent;
      return;
    }
    const fresh = randomBytes(32).toString('base64url');
    reply.header(
      'set-cookie',
      `${DEVICE_COOKIE}=${fresh}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    );
  });
}
