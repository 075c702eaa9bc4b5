import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { backgroundGate, startAfterReady } from './after-ready.ts';

/** A Fastify app with one background start that records what happens to it. */
function appWith(gate: boolean): { app: FastifyInstance; events: string[] } {
  const app = Fastify({ logger: false });
  app.decorate('background', gate ? backgroundGate() : null);
  const events: string[] = [];
  startAfterReady(
    app,
    'recorder',
    async () => {
      events.push('started');
      return 'workers';
    },
    (started) => events.push(`stopped ${started}`),
  );
  return { app, events };
}

const turns = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The start has run (after a few turns of the event loop), and close hands what it gave to stop. */
async function startedThenStopped({ app, events }: ReturnType<typeof appWith>): Promise<void> {
  await turns();
  expect(events).toEqual(['started']);
  await app.close();
  expect(events).toEqual(['started', 'stopped workers']);
}

describe('startAfterReady', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('starts at ready when the app holds nothing back, and stops at close', async () => {
    const made = appWith(false);
    app = made.app;
    await app.ready();
    await startedThenStopped(made);
  });

  it('waits for the background gate after ready, and starts once it opens', async () => {
    const made = appWith(true);
    app = made.app;
    await app.ready();
    await turns();
    expect(made.events).toEqual([]);
    app.background!.open();
    await startedThenStopped(made);
  });

  it('does not start at all when the app closes while the gate still holds it', async () => {
    const made = appWith(true);
    app = made.app;
    await app.ready();
    await app.close();
    await turns();
    expect(made.events).toEqual([]);
  });

  it('logs a start that fails, and close goes on', async () => {
    const lines: string[] = [];
    const failing = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    app = failing;
    failing.decorate('background', null);
    startAfterReady(failing, 'broken workers', () => Promise.reject(new Error('queue missing')));
    await failing.ready();
    await turns();
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([
      'broken workers did not start',
    ]);
    await failing.close();
  });
});
