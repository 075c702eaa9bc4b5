import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeSpareConnections } from './spare-connections.ts';

async function listening(withFix: boolean) {
  const app = Fastify({ logger: false });
  if (withFix) closeSpareConnections(app);
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

function openSilent(port: number) {
  return new Promise<ReturnType<typeof connect>>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => {});
  });
}

/** Resolves true when `promise` settles within `ms`. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('closing with spare connections open', () => {
  it('closes at once while a client holds a connection that never sent a request', async () => {
    const { app, port } = await listening(true);
    const spare = await openSilent(port);
    const used = await fetch(`http://127.0.0.1:${port}/`);
    expect(await used.json()).toEqual({ ok: true });
    expect(await within(app.close(), 3000)).toBe(true);
    expect(await within(new Promise((r) => (spare.closed ? r(null) : spare.once('close', r))), 1000)).toBe(
      true,
    );
  });

  it('is needed: without it the close waits on the silent connection', async () => {
    const { app, port } = await listening(false);
    const spare = await openSilent(port);
    expect(await within(app.close(), 3000)).toBe(false);
    spare.destroy();
    await app.close();
  });
});
