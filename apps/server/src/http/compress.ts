import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * A JSON answer made once and sent many times (a cached read): its text, and its brotli and gzip
 * codings made at the best quality the first time a client takes them. Hand it to `sendPrepared`.
 */
export class PreparedJson<T = unknown> {
  readonly text: string;
  readonly bytes: Buffer;
  private br: Buffer | null = null;
  private gzip: Buffer | null = null;

  /** `value` is the object the text is made of (the endpoint checks it against its contract). */
  constructor(
    readonly value: T,
    body: unknown,
  ) {
    this.text = JSON.stringify(body);
    this.bytes = Buffer.from(this.text, 'utf8');
  }

  coded(coding: 'br' | 'gzip'): Buffer {
    if (coding === 'br') {
      this.br ??= brotliCompressSync(this.bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      return this.br;
    }
    this.gzip ??= gzipSync(this.bytes, { level: 9 });
    return this.gzip;
  }
}

/** Sends a prepared JSON answer, coded as `installJsonCompression` would code it (Vary included). */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): Buffer {
  reply.type('application/json; charset=utf-8');
  if (prepared.bytes.byteLength < COMPRESS_MIN_BYTES) return prepared.bytes;
  varyOnEncoding(reply);
  const coding = pickEncoding(request.headers['accept-encoding']);
  if (coding === 'identity') return prepared.bytes;
  reply.header('content-encoding', coding);
  return prepared.coded(coding);
}
