import type { BlockList } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { blockListOf, clientAddress } from '../network/addresses.ts';

const trustedByRequest = new WeakMap<object, BlockList | null>();

/** The caller's address: X-Forwarded-For is read only when the peer is one of TRUSTED_PROXIES. */
export function requestAddress(request: FastifyRequest): string {
  const config = request.server.config;
  let trusted = trustedByRequest.get(config);
  if (trusted === undefined) {
    trusted = config.trustedProxies?.length ? blockListOf(config.trustedProxies) : null;
    trustedByRequest.set(config, trusted);
  }
  return (
    clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trusted) || 'unknown'
  );
}
