import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appSuite, post } from '../../test/backends.ts';
import { ClientRegistry, clientLifetimeMs } from './service.ts';

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

describe('ClientRegistry', () => {
  it('forgets a registration an hour after its last call', () => {
    let now = 1_000;
    const registry = new ClientRegistry(() => now);
    registry.register({ clientId, port: 5000, pairingSecret: secret });
    now += clientLifetimeMs - 1;
    expect(registry.query(clientId).port).toBe(5000);
    now += 1;
    expect(() => registry.query(clientId)).toThrow(/not running/);
    // Once expired, the id is free again.
    expect(registry.register({ clientId, port: 5001, pairingSecret: 'n'.repeat(43) }).clientId).toBe(
      clientId,
    );
  });
});
