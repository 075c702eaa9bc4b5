import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackend, post, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import type { Config } from '../../config.ts';
import { FAKE_TAOBAO, startFakeTaobao } from './fake-taobao.ts';
import { couponSettings } from './settings.ts';
import { signTop, topTimestamp } from './sign.ts';

type Item = {
  id: string;
  title: string;
  image: string;
  price: string;
  couponAmount: string;
  couponInfo: string;
  url: string;
  sales: number;
};

function suite(config: () => Promise<Partial<Config>>, started: (app: FastifyInstance) => void) {
  let backend: TestBackend | undefined;
  let app: FastifyInstance | undefined;
  setupSuite(async () => {
    backend = await createBackend('pglite');
    ({ app } = await startTestApp(backend, { config: await config() }));
    started(app);
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });
}

describe('TOP request signature', () => {
  it('matches the open platform documentation example (md5, secret helloworld)', () => {
    // The worked example of the TOP signature documentation (taobao.item.seller.get).
    const params = {
      method: 'taobao.item.seller.get',
      app_key: '12345678',
      session: 'test',
      timestamp: '2016-01-01 12:00:00',
      format: 'json',
      v: '2.0',
      sign_method: 'md5',
      fields: 'num_iid,title,nick,price,num',
      num_iid: '11223344',
    };
    expect(signTop(params, 'helloworld')).toBe('66987CB115214E59E6EC978214934FB8');
    // `sign` itself and empty values are left out.
    expect(signTop({ ...params, sign: 'X', empty: '' }, 'helloworld')).toBe(
      '66987CB115214E59E6EC978214934FB8',
    );
  });

  it('signs with HMAC-MD5 (hmac) and HMAC-SHA256 (hmac-sha256): the secret as key, not around the text', () => {
    const params = {
      method: 'taobao.item.seller.get',
      app_key: '12345678',
      session: 'test',
      timestamp: '2016-01-01 12:00:00',
      format: 'json',
      v: '2.0',
      fields: 'num_iid,title,nick,price,num',
      num_iid: '11223344',
    };
    // Expected values made with OpenSSL (`openssl dgst -md5|-sha256 -hmac helloworld`) over the
    // joined text (sorted names and values, sign_method included).
    expect(signTop({ ...params, sign_method: 'hmac' }, 'helloworld')).toBe(
      'D56D7858309C31B6251083A874D48273',
    );
    expect(signTop({ ...params, sign_method: 'hmac-sha256' }, 'helloworld')).toBe(
      '04DB15AD0774D5CFCE2C837DE43E3FCEA9011ED74F3038FB6AB5F3C4CEA119E8',
    );
  });

  it('writes the timestamp in China time', () => {
    expect(topTimestamp(new Date('2016-01-01T04:00:00Z'))).toBe('2016-01-01 12:00:00');
    expect(topTimestamp(new Date('2026-12-31T20:30:05Z'))).toBe('2027-01-01 04:30:05');
  });
});

describe('taobao_coupon without an affiliate account', () => {
  let app: FastifyInstance;
  suite(
    async () => ({}),
    (a) => (app = a),
  );

  it('says so and is listed as unavailable', async () => {
    expect((await post(app, '/ut/coupon/status')).body.data).toEqual({ configured: false });
    const search = await post(app, '/ut/coupon/search', { q: 'phone' });
    expect(search.body.code).toBe('50300');
    expect(search.body.message).toMatch(/not set up a Taobao affiliate account/);
    const funcs = (await post(app, '/ut/func/query', {})).body.data as {
      code: string;
      unavailable?: boolean;
    }[];
    expect(funcs.find((f) => f.code === 'taobao_coupon')).toMatchObject({ unavailable: true });
    expect(funcs.find((f) => f.code === 'free_image')).not.toHaveProperty('unavailable');
  });
});

describe('taobao_coupon on the affiliate API (loopback fake)', () => {
  let app: FastifyInstance;
  let fake: Server;
  let base = '';
  suite(
    async () => {
      const started = await startFakeTaobao();
      fake = started.server;
      base = started.base;
      return {
        coupon: couponSettings({
          TAOBAO_APP_KEY: FAKE_TAOBAO.appKey,
          TAOBAO_APP_SECRET: FAKE_TAOBAO.appSecret,
          TAOBAO_ADZONE_ID: FAKE_TAOBAO.adzoneId,
          TAOBAO_API_URL: `${started.base}/router/rest`,
        }),
      };
    },
    (a) => (app = a),
  );
  afterAll(() => fake?.close());

  it('searches coupons by keyword, a page at a time, with https claim links', async () => {
    expect((await post(app, '/ut/coupon/status')).body.data).toEqual({ configured: true });
    const first = await post(app, '/ut/coupon/search', { q: '耳机' });
    expect(first.body.code).toBe('000');
    const data = first.body.data as { total: number; items: Item[] };
    expect(data.total).toBe(45);
    expect(data.items).toHaveLength(20);
    expect(data.items[0]).toMatchObject({
      id: '600000000000',
      title: '耳机 测试商品 1',
      price: '59.00',
      couponAmount: '5',
      couponInfo: '满25元减5元',
      url: 'https://uland.taobao.com/coupon/edetail?e=fake0&pid=mm_1_2_1000001',
      sales: 1000,
    });
    const picture = await app.inject({ method: 'GET', url: data.items[0]!.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const last = (await post(app, '/ut/coupon/search', { q: '耳机', page: 3 })).body.data as {
      items: Item[];
    };
    expect(last.items).toHaveLength(5);
  });

  it('shows the rate limit and an empty result', async () => {
    expect((await post(app, '/ut/coupon/search', { q: 'ratelimit' })).body.code).toBe('42910');
    expect((await post(app, '/ut/coupon/search', { q: 'nothing' })).body.data).toEqual({
      page: 1,
      total: 0,
      items: [],
    });
  });

  it('fails plainly when the secret is wrong (the gateway rejects the signature)', async () => {
    const wrong = couponSettings({
      TAOBAO_APP_KEY: FAKE_TAOBAO.appKey,
      TAOBAO_APP_SECRET: 'wrong',
      TAOBAO_ADZONE_ID: FAKE_TAOBAO.adzoneId,
      TAOBAO_API_URL: `${base}/router/rest`,
    })!;
    const { searchTaobao } = await import('./taobao.ts');
    const rules = { allowed: new Set([base]), trusted: new Set([base]), timeoutMs: 2000, maxBytes: 100_000 };
    await expect(searchTaobao(wrong, rules, 'x', 1, new Date())).rejects.toMatchObject({ kind: 'auth' });
  });

  it.each(['hmac', 'hmac-sha256'])(
    'searches with sign_method %s, and a wrong secret is refused',
    async (method) => {
      const { searchTaobao } = await import('./taobao.ts');
      const rules = {
        allowed: new Set([base]),
        trusted: new Set([base]),
        timeoutMs: 2000,
        maxBytes: 100_000,
      };
      const settings = (secret: string) =>
        couponSettings({
          TAOBAO_APP_KEY: FAKE_TAOBAO.appKey,
          TAOBAO_APP_SECRET: secret,
          TAOBAO_ADZONE_ID: FAKE_TAOBAO.adzoneId,
          TAOBAO_API_URL: `${base}/router/rest`,
          TAOBAO_SIGN_METHOD: method,
        })!;
      const found = await searchTaobao(settings(FAKE_TAOBAO.appSecret), rules, '耳机', 1, new Date());
      expect(found.total).toBe(45);
      await expect(searchTaobao(settings('wrong'), rules, 'x', 1, new Date())).rejects.toMatchObject({
        kind: 'auth',
      });
    },
  );
});

describe('TAOBAO_* settings', () => {
  it('is off without a key and complete with one', () => {
    expect(couponSettings({})).toBeNull();
    expect(() => couponSettings({ TAOBAO_APP_SECRET: 's' })).toThrow(/TAOBAO_APP_SECRET is set/);
    expect(() => couponSettings({ TAOBAO_APP_KEY: 'k', TAOBAO_APP_SECRET: 's' })).toThrow(/promotion slot/);
    expect(
      couponSettings({ TAOBAO_APP_KEY: 'k', TAOBAO_APP_SECRET: 's', TAOBAO_ADZONE_ID: '1' }),
    ).toMatchObject({
      apiUrl: 'https://eco.taobao.com/router/rest',
      timeoutMs: 10_000,
      signMethod: 'md5',
    });
    const complete = { TAOBAO_APP_KEY: 'k', TAOBAO_APP_SECRET: 's', TAOBAO_ADZONE_ID: '1' };
    expect(couponSettings({ ...complete, TAOBAO_SIGN_METHOD: 'HMAC-SHA256' })?.signMethod).toBe(
      'hmac-sha256',
    );
    expect(() => couponSettings({ ...complete, TAOBAO_SIGN_METHOD: 'sha1' })).toThrow(
      /expected md5, hmac or hmac-sha256/,
    );
  });
});
