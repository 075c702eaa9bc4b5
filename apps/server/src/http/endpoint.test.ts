import { endpoint, endpoints, payEndpoints, paymentPrefixes, type Endpoint } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, post, startTestApp, type TestBackend } from '../test/backends.ts';
import { defineEndpoint } from './endpoint.ts';

// The contracts are the one list of the shared-layer calls: the app serves each of them and no
// JSON call beside them, and in tests every answer is checked against its declared shape.

/** POST routes that are not JSON calls: provider callbacks, raw byte streams, dev and sandbox pages. */
const notCalls = [/^\/pay\/notify\//, /^\/ut\/network\/speed\//, /^\/dev\//, /^\/sandbox-pay\//];
/** Declared calls served only when the operator configures them (the WeChat mini-program's pay parameters). */
const configured = new Set([endpoints.appletPayParams.path]);

// Calls of these tests only, served by the intl app beside the real ones.
const drifting = endpoint('/test/drift', 'any', z.object({}), z.object({ count: z.number() }));
const driftingUnchecked = endpoint(
  '/test/drift-unchecked',
  'any',
  z.object({}),
  z.object({ count: z.number() }),
);
const signedIn = endpoint('/test/mine', 'user', z.object({ n: z.number() }), z.object({ n: z.number() }));
const testPaths = new Set([drifting, driftingUnchecked, signedIn].map((e) => `POST ${e.path}`));
let signedInRan = false;

const started: { app: FastifyInstance; backend: TestBackend }[] = [];
beforeAll(async () => {
  for (const edition of ['intl', 'cn'] as const) {
    const backend = await createBackend('pglite', { edition });
    const { app } = await startTestApp(backend);
    if (edition === 'intl') {
      defineEndpoint(app, drifting, () => ({ count: 'three' }) as unknown as { count: number });
      defineEndpoint(app, signedIn, (input) => {
        signedInRan = true;
        return input;
      });
      // As in production, where answers are not checked.
      app.config.checkResponses = false;
      defineEndpoint(app, driftingUnchecked, () => ({ count: 3 }));
      app.config.checkResponses = true;
    }
    await app.ready();
    started.push({ app, backend });
  }
});
afterAll(async () => {
  for (const { app, backend } of started) {
    await app.close();
    await backend.dispose();
  }
});

const served = () => new Set(started.flatMap(({ app }) => app.routeList));
const fullPaths = (e: Endpoint) => (e.family === 'pay' ? paymentPrefixes.map((p) => p + e.path) : [e.path]);

describe('the contracts and the app', () => {
  it('serve every declared call, the payment family under each of its prefixes', () => {
    const routes = served();
    const declared = [...Object.values(endpoints), ...Object.values(payEndpoints)];
    const missing = declared
      .flatMap(fullPaths)
      .filter((path) => !configured.has(path) && !routes.has(`POST ${path}`));
    expect(missing).toEqual([]);
  });

  it('serve no JSON call that the contracts do not declare', () => {
    const declared = new Set(
      [...Object.values(endpoints), ...Object.values(payEndpoints)]
        .flatMap(fullPaths)
        .map((p) => `POST ${p}`),
    );
    const undeclared = [...served()].filter(
      (route) =>
        route.startsWith('POST ') &&
        !declared.has(route) &&
        !testPaths.has(route) &&
        !notCalls.some((re) => re.test(route.slice(5))),
    );
    expect(undeclared).toEqual([]);
  });
});

describe('defineEndpoint', () => {
  const intl = () => started[0]!.app;

  it('fails an answer that breaks its contract in tests instead of sending it', async () => {
    const answer = await post(intl(), '/test/drift', {});
    expect(answer.body.code).toBe('50000');
    expect(JSON.stringify(answer.body)).not.toContain('three');
  });

  it('sends the answer unchecked when responses are not checked (production)', async () => {
    expect((await post(intl(), '/test/drift-unchecked', {})).body).toMatchObject({
      code: '000',
      data: { count: 3 },
    });
  });

  it('answers 001 to a signed-in call without a login, before reading the body', async () => {
    expect((await post(intl(), '/test/mine', { n: 'not a number' })).body.code).toBe('001');
    expect(signedInRan).toBe(false);
  });
});
