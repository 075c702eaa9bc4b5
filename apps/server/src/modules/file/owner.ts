import type { FastifyRequest } from 'fastify';
import { requestAddress } from '../auth/client-address.ts';

/**
 * Who owns the files and tasks of a request: `u:<userId>` when signed in (run `app.optionalUser`
 * first), otherwise `a:<client address>` for a tourist.
 */
export function ownerOf(request: FastifyRequest): string {
  return request.user ? `u:${request.user.id}` : `a:${requestAddress(request)}`;
}
