import type { FastifyInstance } from 'fastify';

/**
 * Starts `start` once the app is ready without holding the ready: the server answers meanwhile
 * (job workers' queue checks and first polls were about 0.4 s of a start on PGlite), and what they
 * serve waits in its queue. A failed start is logged as `what did not start`. Close waits for the
 * start and then hands what it gave to `stop`.
 */
export function startAfterReady<T>(
  app: FastifyInstance,
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => unknown = () => undefined,
): void {
  let started: Promise<{ value: T } | null> = Promise.resolve(null);
  app.addHook('onReady', async () => {
    started = start().then(
      (value) => ({ value }),
      (err: unknown) => {
        app.log.error({ err }, `${what} did not start`);
        return null;
      },
    );
  });
  app.addHook('onClose', async () => {
    const done = await started;
    if (done) await stop(done.value);
  });
}
