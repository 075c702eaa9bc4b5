import { eq, like, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requestAddress } from '../auth/client-address.ts';
import { deviceKeyOf } from '../session/device.ts';
import { storedFiles } from './tables.ts';

/**
 * Who owns the files and tasks of a request: `u:<userId>` when signed in (run `app.optionalUser`
 * first); for a tourist `a:<client address>#<device>` with the browser's device cookie, so two
 * browsers behind one address (NAT, an office, a proxy) never see each other's files. A client
 * that keeps no cookie is `a:<client address>` as before.
 */
export function ownerOf(request: FastifyRequest): string {
  if (request.user) return `u:${request.user.id}`;
  const device = deviceKeyOf(request);
  return `a:${requestAddress(request)}${device ? `#${device}` : ''}`;
}

/** The client address of a tourist owner (`a:<address>` or `a:<address>#<device>`), else null. */
export function touristAddressOf(owner: string): string | null {
  if (!owner.startsWith('a:')) return null;
  const hash = owner.indexOf('#');
  return hash < 0 ? owner.slice(2) : owner.slice(2, hash);
}

/**
 * The storage quota is per user or per tourist address (FILE_USER_QUOTA_MB), not per device: a
 * tourist cannot get more room by clearing cookies. This is the key it is locked and counted by.
 */
export function quotaKeyOf(owner: string): string {
  const address = touristAddressOf(owner);
  return address === null ? owner : `a:${address}`;
}

/** The stored files counted against the quota of `owner`: every device of a tourist address. */
export function quotaOwners(owner: string): SQL {
  const key = quotaKeyOf(owner);
  const pattern = `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}#%`;
  return or(eq(storedFiles.owner, key), like(storedFiles.owner, pattern))!;
}
