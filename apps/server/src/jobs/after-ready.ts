import type { FastifyInstance } from 'fastify';

/**
 * What the background starts (`startAfterReady`) wait for besides the app's ready: `main.ts` opens it
 * a moment after the server listens, so the first requests are not queued behind the workers' own
 * queries. On PGlite every query runs on the server's thread, and the workers' queue checks and first
 * polls held `/healthz` for about 0.4-0.5 s of a start when they began at ready.
 */
export interface BackgroundGate {
  readonly opened: Promise<void>;
  open(): void;
}

export function backgroundGate(): BackgroundGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Held background starts (see `BackgroundGate`); null: they start at ready (tests that `inject`). */
    background: BackgroundGate | null;
  }
}

/**
 * Starts `start` once the app is ready (and its background gate, when it has one, is open) without
 * holding the ready: the server answers meanwhile, and what they serve waits in its queue. A failed
 * start is logged as `what did not start`. Close opens the gate, waits for a start under way and then
 * hands what it gave to `stop`; a start the gate still held does not happen.
 */
export function startAfterReady<T>(
  app: FastifyInstance,
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => unknown = () => undefined,
): void {
  let started: Promise<{ value: T } | null> = Promise.resolve(null);
  let closing = false;
  app.addHook('onReady', async () => {
    const gate = app.background?.opened ?? Promise.resolve();
    started = gate.then(() =>
      closing
        ? null
        : start().then(
            (value) => ({ value }),
            (err: unknown) => {
              app.log.error({ err }, `${what} did not start`);
              return null;
            },
          ),
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
    app.background?.open();
    const done = await started;
    if (done) await stop(done.value);
  });
}
