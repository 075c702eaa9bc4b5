import type { FastifyRequest } from 'fastify';
import { requestAddress } from '../auth/client-address.ts';
import { deviceKeyOf } from '../session/device.ts';
import type { Caller } from './email-service.ts';

/**
 * Who is calling, as the account services need it: the client address, the request's language, the
 * device cookie's key (sign-in throttling) and the User-Agent (the session list).
 */
export function callerOf(request: FastifyRequest): Caller {
  const agent = request.headers['user-agent'];
  return {
    address: requestAddress(request),
    locale: request.locale,
    device: deviceKeyOf(request),
    userAgent: typeof agent === 'string' ? agent : null,
  };
}
