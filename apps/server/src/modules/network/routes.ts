import { Code, endpoints, ok } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { blockListOf, clientAddress } from './addresses.ts';
import { classifyQuery, lookupAddress, resolveHost } from './ip-lookup.ts';
import { networkMessages } from './messages.ts';
import {
  DOWNLOAD_MAX_BYTES,
  downloadSize,
  drain,
  randomStream,
  TransferSlots,
  UPLOAD_MAX_BYTES,
} from './speed.ts';

const NO_STORE = {
  'cache-control': 'no-store, no-cache, must-revalidate, no-transform',
  pragma: 'no-cache',
  expires: '0',
};

/** /ut/network/*: the visitor's address, IP look-ups, speed-test endpoints and map settings. */
export async function networkRoutes(app: FastifyInstance): Promise<void> {
  const proxies = app.config.trustedProxies ?? [];
  const trusted = proxies.length ? blockListOf(proxies) : null;
  const slots = new TransferSlots();

  defineEndpoint(app, endpoints.myIp, (_input, request) =>
    lookupAddress(clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trusted)),
  );

  defineEndpoint(app, endpoints.ipQuery, async ({ query }) => {
    const q = classifyQuery(query);
    if (!q) throw new AppError(Code.badRequest, networkMessages.badQuery);
    if (q.kind === 'ip') return lookupAddress(q.ip);
    const ip = await resolveHost(q.host);
    if (!ip) throw new AppError(Code.badRequest, networkMessages.hostNotFound, { host: q.host });
    return lookupAddress(ip, q.host);
  });

  defineEndpoint(app, endpoints.mapConfig, () => ({
    tileUrl: app.config.mapTileUrl ?? '',
    attribution: app.config.mapTileAttribution ?? '',
  }));

  // Latency probe: tiny, never cached.
  defineEndpoint(app, endpoints.ping, () => ({ time: Date.now() }), { headers: NO_STORE });

  const busy = () => new AppError(Code.tooManyRequests, networkMessages.busy, {}, 429);

  app.get('/ut/network/speed/download', async (request, reply) => {
    const asked = downloadSize((request.query as { bytes?: unknown }).bytes);
    const bytes = Math.min(asked, DOWNLOAD_MAX_BYTES);
    if (!slots.take()) throw busy();
    const body = randomStream(bytes);
    let released = false;
    const release = () => {
      if (!released) slots.release();
      released = true;
    };
    body.once('close', release);
    reply.raw.once('close', release);
    return reply
      .headers({
        ...NO_STORE,
        'content-type': 'application/octet-stream',
        'content-length': String(bytes),
        'content-encoding': 'identity',
        'x-content-type-options': 'nosniff',
      })
      .send(body);
  });

  // The upload sink reads raw bytes; the parser is scoped to this plugin.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  app.post('/ut/network/speed/upload', async (request, reply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const tooLarge = () =>
      new AppError(Code.badRequest, networkMessages.tooLarge, { max: UPLOAD_MAX_BYTES / 1024 / 1024 }, 413);
    if (declared > UPLOAD_MAX_BYTES) throw tooLarge();
    if (!slots.take()) throw busy();
    try {
      const body = request.body as AsyncIterable<Buffer> | undefined;
      const bytes = body && Symbol.asyncIterator in body ? await drain(body, UPLOAD_MAX_BYTES) : 0;
      if (bytes === null) throw tooLarge();
      reply.headers(NO_STORE);
      return ok({ bytes });
    } finally {
      slots.release();
    }
  });
}
