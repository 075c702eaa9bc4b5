import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSuite } from '../test/backends.ts';
import { COMPRESS_MIN_BYTES, installJsonCompression } from './compress.ts';

const big = {
  code: '0',
  data: Array.from({ length: 200 }, (_, i) => ({
    code: `tool_${i}`,
    name: `Tool number ${i}`,
    free: i % 2 === 0,
  })),
};
const small = { code: '0', data: { ok: true } };

describe('JSON compression (onSend)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installJsonCompression(app);
    app.get('/big', async () => big);
    app.get('/small', async () => small);
    app.get('/vary', async (_request, reply) => reply.header('vary', 'Origin').send(big));
    app.get('/stream', async (_request, reply) =>
      reply.type('application/json').send(Readable.from([JSON.stringify(big)])),
    );
    app.get('/range', async (_request, reply) =>
      reply
        .status(206)
        .header('content-range', 'bytes 0-9999/20000')
        .type('application/json')
        .send(JSON.stringify(big)),
    );
    app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  it('sends a large answer brotli-coded when the browser accepts it, decoding to the same JSON', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.rawPayload.byteLength).toBeLessThan(JSON.stringify(big).length / 3);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(big);
  });

  it('falls back to gzip, and keeps a Vary the route set', async () => {
    const res = await get('/vary', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(big);
  });

  it('sends plain JSON when the browser accepts no coding (or refuses them)', async () => {
    for (const encoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/big', encoding);
      expect(res.headers['content-encoding'], String(encoding)).toBeUndefined();
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.json()).toEqual(big);
    }
  });

  it('leaves small answers, streams, ranges and other types as they are', async () => {
    const plain = await get('/small', 'br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBeUndefined();
    expect(plain.json()).toEqual(small);

    const stream = await get('/stream', 'br, gzip');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.json()).toEqual(big);

    const range = await get('/range', 'br, gzip');
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.json()).toEqual(big);

    const text = await get('/text', 'br, gzip');
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body).toBe('x'.repeat(5000));
  });
});

describe('JSON compression in the app', () => {
  let app: FastifyInstance;
  appSuite('pglite', (suite) => {
    app = suite.app;
  });

  it('sends the tool list (/ut/func/query) compressed, decoding to what an uncoded call answers', async () => {
    const call = (encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/ut/func/query',
        headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: '{}',
      });
    const plain = await call();
    const coded = await call('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(coded.headers['content-encoding']).toBe('br');
    expect(coded.headers['content-type']).toMatch(/^application\/json/);
    expect(coded.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    expect(JSON.parse(brotliDecompressSync(coded.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
