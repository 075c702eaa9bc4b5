import type { FastifyInstance } from 'fastify';
import { startAfterReady } from '../../jobs/after-ready.ts';
import { deleteExpiredUses } from '../func-use/claim.ts';
import { deleteExpiredEntries } from './records.ts';

const QUEUE = 'credits-retention';

/**
 * The 7-day retention of credit entries and function uses as a pg-boss job: runs at start and
 * then every hour (`jobs.hourly`). Reads `app.clock`.
 */
export function installRetention(app: FastifyInstance): void {
  const jobs = app.jobs;
  if (!jobs) return;
  startAfterReady(app, 'credits retention', () =>
    jobs.hourly(
      QUEUE,
      async () => {
        const uses = await deleteExpiredUses(app.database.db, app.clock.now());
        const deleted = await deleteExpiredEntries(app.database.db, app.clock.now());
        return { deleted, uses };
      },
      { pollingIntervalSeconds: 30 },
    ),
  );
}
