import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deleteExpiredUses } from '../func-use/claim.ts';
import { deleteExpiredEntries } from './records.ts';

const QUEUE = 'credits-retention';
const HOUR_MS = 60 * 60 * 1000;

/** A job id per hour slot, so restarts and repeated runs queue one job per hour, not more. */
function slotId(slot: number): string {
  const hex = createHash('sha256').update(`${QUEUE}:${slot}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The 7-day retention of credit entries and function uses as a pg-boss job: runs at start and
 * then every hour (each run queues the next slot; the slot's job id makes a second queueing a
 * no-op). Reads `app.clock`.
 */
export function installRetention(app: FastifyInstance): void {
  const jobs = app.jobs;
  if (!jobs) return;
  const queueNext = async (afterMs: number) => {
    const slot = Math.floor((Date.now() + afterMs) / HOUR_MS);
    try {
      await jobs.send(QUEUE, {}, { id: slotId(slot), startAfter: Math.ceil(afterMs / 1000) });
    } catch {
      // Already queued for this slot (by an earlier run or another process).
    }
  };
  const start = async () => {
    // Queued before the worker starts, so its first poll finds it.
    await queueNext(0);
    await jobs.register(
      QUEUE,
      async () => {
        const uses = await deleteExpiredUses(app.database.db, app.clock.now());
        const deleted = await deleteExpiredEntries(app.database.db, app.clock.now());
        await queueNext(HOUR_MS);
        return { deleted, uses };
      },
      { pollingIntervalSeconds: 30 },
    );
  };
  let started: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    // Not awaited, as the task workers (task/install.ts): the server answers meanwhile.
    started = start().catch((err: unknown) => app.log.error({ err }, 'credits retention did not start'));
  });
  app.addHook('onClose', async () => started);
}
