import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appSuite, post } from '../../test/backends.ts';
import { clientLifetimeMs, NEW_CLIENTS_PER_HOUR } from './service.ts';

const clientId = 'c'.repeat(22);
const secret = 's'.repeat(43);

describe('client registration over HTTP', () => {
  let app: FastifyInstance;
  appSuite('pglite', (suite) => ({ app } = suite));

  it('registers an agent and hands its port and secret to the page that knows its id', async () => {
    const registered = await post(app, '/ut/client/register', {
      clientId,
      port: 41234,
      pairingSecret: secret,
      versionInt: 100,
    });
    expect(registered.body.code).toBe('000');
    const res = await app.inject({ method: 'POST', url: '/ut/client/query-client', payload: { clientId } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ clientId, port: 41234, pairingSecret: secret, versionInt: 100 });
  });

  it('answers 40401 for an unknown id, and refuses a bad registration', async () => {
    const unknown = await post(app, '/ut/client/query-client', { clientId: 'x'.repeat(22) });
    expect(unknown.body.code).toBe('40401');
    expect(unknown.body.data).toBeNull();
    const bad = await post(app, '/ut/client/register', { clientId, port: 80, pairingSecret: secret });
    expect(bad.body.code).not.toBe('000');
  });

  it('keeps an id bound to its first secret', async () => {
    const hijack = await post(app, '/ut/client/register', {
      clientId,
      port: 40000,
      pairingSecret: 'h'.repeat(43),
    });
    expect(hijack.body.code).toBe('40401');
    expect((await post(app, '/ut/client/query-client', { clientId })).body.data).toMatchObject({
      port: 41234,
    });
    const moved = await post(app, '/ut/client/register', { clientId, port: 40001, pairingSecret: secret });
    expect(moved.body.code).toBe('000');
    expect((await post(app, '/ut/client/query-client', { clientId })).body.data).toMatchObject({
      port: 40001,
    });
  });
});

describe('client registration over time', () => {
  let app: FastifyInstance;
  // Each test's agents come from addresses of their own (X-Forwarded-For of a trusted proxy).
  appSuite('postgres', (suite) => ({ app } = suite), { app: { config: { trustedProxies: ['127.0.0.1'] } } });
  const register = (id: string, pairingSecret = secret, address = '203.0.113.7') =>
    post(
      app,
      '/ut/client/register',
      { clientId: id, port: 5000, pairingSecret },
      { 'x-forwarded-for': address },
    );

  it('forgets a registration an hour after its last call, and then frees the id', async () => {
    const id = 'e'.repeat(22);
    expect((await register(id)).body.code).toBe('000');
    // The app's clock runs on in real time too: a minute of margin either side.
    app.clock.advance(clientLifetimeMs - 60_000);
    expect((await post(app, '/ut/client/query-client', { clientId: id })).body.data).toMatchObject({
      port: 5000,
    });
    app.clock.advance(60_000);
    expect((await post(app, '/ut/client/query-client', { clientId: id })).body.code).toBe('40401');
    expect((await register(id, 'n'.repeat(43))).body.code).toBe('000');
  });

  it('lets one address register a limited number of new ids an hour; keep-alives are not counted', async () => {
    const ids = Array.from(
      { length: NEW_CLIENTS_PER_HOUR + 1 },
      (_, i) => `flood-${String(i).padStart(16, '0')}`,
    );
    for (const id of ids.slice(0, NEW_CLIENTS_PER_HOUR))
      expect((await register(id, secret, '198.51.100.9')).body.code).toBe('000');
    const refused = await register(ids.at(-1)!, secret, '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('42900');
    // The registered ones keep themselves alive, and another address is not held back.
    expect((await register(ids[0]!, secret, '198.51.100.9')).body.code).toBe('000');
    expect((await register(ids.at(-1)!, secret, '198.51.100.10')).body.code).toBe('000');
  });

  it('lets one of two agents racing for a new id win, never both', async () => {
    const id = 'r'.repeat(22);
    const answers = await Promise.all(
      ['1', '2', '3', '4'].map((n) => register(id, n.repeat(43), `192.0.2.${n}`)),
    );
    const won = answers.filter((a) => a.body.code === '000');
    expect(won).toHaveLength(1);
    const winner = ['1', '2', '3', '4'][answers.indexOf(won[0]!)]!;
    expect((await post(app, '/ut/client/query-client', { clientId: id })).body.data).toMatchObject({
      pairingSecret: winner.repeat(43),
    });
  });
});
