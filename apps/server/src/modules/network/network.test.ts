import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/open.ts';
import type { IpInfo } from './ip-lookup.ts';
import { DOWNLOAD_MAX_BYTES, downloadSize, TransferSlots, UPLOAD_MAX_BYTES } from './speed.ts';

// These calls never touch the database; a stand-in handle keeps the suite fast.
const noDatabase = { db: {}, kind: 'pglite' } as unknown as DatabaseHandle;

async function appWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', ...env });
  const app = await buildApp({ config, db: noDatabase });
  await app.ready();
  return app;
}

/** The union of what these calls answer. */
type Data = IpInfo & { place: NonNullable<IpInfo['place']>; tileUrl: string; attribution: string };

async function call(app: FastifyInstance, url: string, body: object = {}, extra: object = {}) {
  const res = await app.inject({ method: 'POST', url, payload: body, ...extra });
  return { status: res.statusCode, json: res.json() as { code: string; message: string; data: Data } };
}

describe('network module', () => {
  let plain: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    plain = await appWith({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    proxied = await appWith({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
  });
  afterAll(async () => {
    await plain?.close();
    await proxied?.close();
  });

  it('tells the visitor its own address, unwrapping IPv4-mapped IPv6', async () => {
    const r = await call(plain, '/ut/network/my-ip', {}, { remoteAddress: '::ffff:114.114.114.114' });
    expect(r.json.code).toBe('000');
    expect(r.json.data).toMatchObject({ ip: '114.114.114.114', version: 4, countryCode: 'CN' });
    expect(r.json.data.place['zh-CN']).toMatchObject({ country: '中国', region: '江苏省', city: '南京市' });
    expect(r.json.data.place.en).toMatchObject({ country: 'China', region: 'Jiangsu', city: 'Nanjing' });
  });

  it('ignores X-Forwarded-For unless the peer is a trusted proxy', async () => {
    const spoof = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '8.8.8.8' } };
    expect((await call(plain, '/ut/network/my-ip', {}, spoof)).json.data).toMatchObject({
      ip: '127.0.0.1',
      special: 'loopback',
      place: null,
    });
    // Through two trusted hops, the first untrusted address from the right is the client.
    const chain = {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '1.1.1.1, 2001:4860:4860::8888, 10.1.2.3' },
    };
    expect((await call(proxied, '/ut/network/my-ip', {}, chain)).json.data).toMatchObject({
      ip: '2001:4860:4860::8888',
      version: 6,
    });
    const untrustedPeer = { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '8.8.8.8' } };
    expect((await call(proxied, '/ut/network/my-ip', {}, untrustedPeer)).json.data.ip).toBe('203.0.113.7');
  });

  it('looks up public IPv4 and IPv6 addresses offline in both languages', async () => {
    const google = (await call(plain, '/ut/network/ip-query', { query: '8.8.8.8' })).json.data;
    expect(google).toMatchObject({ countryCode: 'US', special: null });
    expect(google.place.en.country).toBe('United States');
    expect(google.place['zh-CN'].country).toBe('美国');
    const shenzhen = (await call(plain, '/ut/network/ip-query', { query: ' 202.96.134.133 ' })).json.data;
    expect(shenzhen.place['zh-CN']).toEqual({
      country: '中国',
      region: '广东省',
      city: '深圳市',
      isp: '电信',
    });
    expect(shenzhen.place.en).toEqual({
      country: 'China',
      region: 'Guangdong',
      city: 'Shenzhen',
      isp: 'China Telecom',
    });
    const v6 = (await call(plain, '/ut/network/ip-query', { query: '2a00:1450:4001:80b::200e' })).json.data;
    expect(v6).toMatchObject({ version: 6, special: null });
    expect(v6.countryCode).toMatch(/^[A-Z]{2}$/);
    const mapped = (await call(plain, '/ut/network/ip-query', { query: '::FFFF:8.8.8.8' })).json.data;
    expect(mapped.ip).toBe('8.8.8.8');
  });

  it('reports private and reserved ranges instead of a place', async () => {
    const cases: Array<[string, string]> = [
      ['10.20.30.40', 'private'],
      ['192.168.1.1', 'private'],
      ['172.31.255.255', 'private'],
      ['127.8.8.8', 'loopback'],
      ['::1', 'loopback'],
      ['fd12:3456::1', 'private'],
      ['fe80::1', 'link_local'],
      ['100.64.1.1', 'shared'],
      ['224.0.0.251', 'multicast'],
      ['2001:db8::1', 'documentation'],
    ];
    for (const [query, kind] of cases) {
      const data = (await call(plain, '/ut/network/ip-query', { query })).json.data;
      expect({ query, special: data.special, place: data.place }).toEqual({
        query,
        special: kind,
        place: null,
      });
    }
    // Just outside 172.16.0.0/12.
    expect((await call(plain, '/ut/network/ip-query', { query: '172.32.0.1' })).json.data.special).toBeNull();
  });

  it('resolves a domain and rejects nonsense in the user language', async () => {
    const local = (await call(plain, '/ut/network/ip-query', { query: 'http://localhost:8080/x' })).json.data;
    expect(local).toMatchObject({ host: 'localhost', special: 'loopback' });
    const bad = await call(
      plain,
      '/ut/network/ip-query',
      { query: '999.1.1.1 x' },
      { headers: { lang: 'zh-CN' } },
    );
    expect(bad.json.code).toBe('40000');
    expect(bad.json.message).toContain('IPv4');
    expect(bad.json.message).toContain('请输入');
    const missing = await call(plain, '/ut/network/ip-query', { query: 'no-such-host.invalid' });
    expect(missing.json.code).toBe('40000');
    expect(missing.json.message).toContain('no-such-host.invalid');
  });

  it('serves the map tile setting (empty by default)', async () => {
    expect((await call(plain, '/ut/network/map-config')).json.data.tileUrl).toBe(
      'https://tiles.example.org/{z}/{x}/{y}.png',
    );
    expect((await call(proxied, '/ut/network/map-config')).json.data).toEqual({
      tileUrl: '',
      attribution: '',
    });
  });
});

describe('speed test endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(async () => app?.close());

  it('streams exactly the bytes asked for, random and uncached', async () => {
    const res = await app.inject({ method: 'GET', url: '/ut/network/speed/download?bytes=300000' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(300_000);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-encoding']).toBe('identity');
    // Random bytes do not compress: gzip output is at least as large as the input.
    expect(gzipSync(res.rawPayload).length).toBeGreaterThan(300_000 * 0.99);
    const again = await app.inject({ method: 'GET', url: '/ut/network/speed/download?bytes=300000' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(false);
  });

  it('caps the download size and rejects bad sizes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/ut/network/speed/download?bytes=${DOWNLOAD_MAX_BYTES * 4}`,
    });
    expect(res.headers['content-length']).toBe(String(DOWNLOAD_MAX_BYTES));
    expect(res.rawPayload.length).toBe(DOWNLOAD_MAX_BYTES);
    expect((await app.inject({ method: 'GET', url: '/ut/network/speed/download?bytes=0' })).statusCode).toBe(
      400,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/ut/network/speed/download?bytes=abc' })).statusCode,
    ).toBe(400);
  });

  it('accepts uploads up to the cap and refuses larger ones', async () => {
    const payload = Buffer.alloc(1024 * 1024, 7);
    const up = await app.inject({
      method: 'POST',
      url: '/ut/network/speed/upload',
      headers: { 'content-type': 'application/octet-stream' },
      payload,
    });
    expect(up.json()).toMatchObject({ code: '000', data: { bytes: 1024 * 1024 } });
    const big = await app.inject({
      method: 'POST',
      url: '/ut/network/speed/upload',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(UPLOAD_MAX_BYTES + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('40000');
  });

  it('answers pings without caching', async () => {
    const res = await app.inject({ method: 'POST', url: '/ut/network/ping' });
    expect(res.headers['cache-control']).toContain('no-store');
    expect(Math.abs(res.json().data.time - Date.now())).toBeLessThan(5000);
  });

  it('reads the download size as the JSON schema it replaces did (Ajv coercing the query string)', () => {
    // Pairs checked against Fastify 5 with the former schema { type: 'integer', minimum: 1 }.
    const read: Array<[unknown, number]> = [
      [undefined, 1024 * 1024],
      ['1', 1],
      ['1.0', 1],
      ['1e3', 1000],
      ['0x10', 16],
      ['0b11', 3],
      ['+7', 7],
      ['.5e1', 5],
      [' 5 ', 5],
      ['\n3', 3],
      ['0.99999999999999999', 1],
      ['Infinity', Infinity],
      ['1e400', Infinity],
      [['4'], 4],
    ];
    for (const [raw, bytes] of read) expect(downloadSize(raw)).toBe(bytes);
    const refused = [
      '',
      ' ',
      '0',
      '-1',
      '1.5',
      'abc',
      'NaN',
      'true',
      'null',
      '1_000',
      '1e-400',
      ['1', '2'],
      ['5', ''],
    ];
    for (const raw of [...refused, '-Infinity']) {
      expect(() => downloadSize(raw)).toThrow(expect.objectContaining({ statusCode: 400 }));
    }
  });

  it('limits concurrent transfers', () => {
    const slots = new TransferSlots(2);
    expect([slots.take(), slots.take(), slots.take()]).toEqual([true, true, false]);
    slots.release();
    expect(slots.take()).toBe(true);
    expect(slots.inUse).toBe(2);
  });
});

describe('network settings', () => {
  it('validates TRUSTED_PROXIES and MAP_TILE_URL', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, fd00::/8 ,192.168.0.0/16' }).trustedProxies).toEqual([
      '10.0.0.1',
      'fd00::/8',
      '192.168.0.0/16',
    ]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://t.example/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
    expect(loadConfig({}).mapTileUrl).toBe('');
  });
});
