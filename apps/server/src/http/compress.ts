import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pickEncoding } from './static.ts';

/** JSON answers smaller than this go out as they are: the coding would cost more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const deflateGzip = promisify(gzip);

/** Adds `Accept-Encoding` to the answer's Vary header unless it is named already. */
function varyOnEncoding(reply: FastifyReply): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Sends JSON answers of at least COMPRESS_MIN_BYTES brotli- or gzip-coded when the request's
 * Accept-Encoding allows (brotli preferred), with `Vary: Accept-Encoding`. Only whole JSON bodies
 * are touched: streamed files, ranges and answers already coded pass through unchanged. Static
 * files are sent precompressed by the web app's own route.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.statusCode === 206 || reply.hasHeader('content-range')) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    if (body.byteLength < COMPRESS_MIN_BYTES) return payload;

    varyOnEncoding(reply);
    const coding = pickEncoding(request.headers['accept-encoding']);
    if (coding === 'identity') return payload;
    const coded =
      coding === 'br'
        ? await brotli(body, {
            params: {
              // A middling quality: these answers are made per request, not ahead of time.
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          })
        : await deflateGzip(body);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return coded;
  });
}
