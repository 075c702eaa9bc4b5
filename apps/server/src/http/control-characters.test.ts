import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appSuite, logCapture, type TestBackend } from '../test/backends.ts';
import { newUser } from '../modules/credits/testing.ts';
import { grantOperator } from '../modules/operator/roles.ts';

/** Every route of the app as [method, path], read from Fastify's own route tree. */
function routesOf(app: FastifyInstance): [string, string][] {
  const routes: [string, string][] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push([method, path]);
  }
  return routes;
}

/**
 * Routes whose body is not a JSON call: raw chunks, provider callbacks checked by signature, forms,
 * logout (which reads no body), and the dev pages' stand-in for an outside model API, which speaks
 * that API's wire format (an event stream), not ours.
 */
const notJson = new Set([
  '/open/user/logout',
  '/file/trans-data',
  '/ut/network/speed/upload',
  '/pay/notify/wechat',
  '/pay/notify/alipay',
  '/pay/notify/paypal',
  '/pay/notify/sandbox',
  '/sandbox-pay/:id/:action',
  '/dev/qr-confirm/scan',
  '/dev/qr-confirm/confirm',
  '/dev/fake-llm/v1/chat/completions',
]);

const editions: [TestBackend['kind'], 'intl' | 'cn'][] = [
  ['pglite', 'intl'],
  ['postgres', 'cn'],
];

describe.each(editions)('control characters in input on %s (%s)', (kind, edition) => {
  let app: FastifyInstance;
  let token = '';
  const logs = logCapture();
  appSuite(
    kind,
    async (suite) => {
      app = suite.app;
      await app.ready();
      const user = await newUser(app);
      token = user.token;
      // An operator, so the operator console's calls get as far as reading their bodies.
      await grantOperator(app.database.db, user.id, { id: null, name: 'cli:test' }, app.clock.now());
    },
    { backend: { edition }, app: { logger: logs.logger } },
  );
  const errors = () => logs.lines.filter((l) => (l.level as number) >= 50);

  it('every JSON call answers 40000 naming the field for NUL, C0, DEL or C1 anywhere in its body', async () => {
    const posts = routesOf(app).filter(([method, path]) => method === 'POST' && !notJson.has(path));
    expect(posts.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const [, path] of posts) {
      for (const [body, field] of [
        [{ probe: 'a\u0000b' }, 'probe'],
        [{ list: [{ name: 'ok', text: 'x\u0085y' }] }, 'list.0.text'],
        [{ email: 'a\u007f@x.co' }, 'email'],
        [{ note: 'line\u001b[31m' }, 'note'],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', accesstoken: token, lang: 'en' },
          payload: JSON.stringify(body),
        });
        const answer = res.json() as { code: string; message: string };
        const expected = `Invalid ${field}: control characters are not allowed.`;
        if (answer.code !== '40000' || answer.message !== expected) {
          wrong.push(`${path} ${field}: ${answer.code} ${answer.message}`);
        }
      }
    }
    expect(wrong.join('\n')).toBe('');
    expect(errors()).toEqual([]);
  });

  it('answers in the user language, and keeps tab and newline in text', async () => {
    const zh = await app.inject({
      method: 'POST',
      url: '/ut/func/search-list',
      headers: { 'content-type': 'application/json', lang: 'zh-CN' },
      payload: JSON.stringify({ keyword: 'pdf\u0000' }),
    });
    expect(zh.json()).toMatchObject({ code: '40000', message: '参数 keyword 不正确：不能包含控制字符。' });
    const text = await app.inject({
      method: 'POST',
      url: '/ut/func/search-list',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ keyword: 'pdf\tmerge\r\n' }),
    });
    expect(text.json()).toMatchObject({ code: '000' });
  });

  it('query strings, path parameters and the other routes never answer 500 or log an error', async () => {
    const nul = 'a%00b';
    const trans = await app.inject({ method: 'POST', url: `/file/trans-data?fileId=${nul}&index=0` });
    expect(trans.json()).toMatchObject({ code: '40000' });
    for (const [method, path] of routesOf(app)) {
      if (method === 'POST' && !notJson.has(path)) continue;
      const url = `${path.replace(/:\w+/g, nul)}?code=${nul}&id=${nul}&type=${nul}&bytes=${nul}`;
      const res = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { accesstoken: token },
        ...(method === 'POST' ? { payload: 'x=\u0000' } : {}),
      });
      // A provider callback refuses an unsigned body with its own 500 ('FAIL', retry later).
      if (path.startsWith('/pay/notify/'))
        expect(res.statusCode === 404 || res.body.includes('FAIL')).toBe(true);
      else expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
    }
    expect(errors()).toEqual([]);
  });
});
