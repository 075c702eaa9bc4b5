import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { JobsConnection } from '../db/open.ts';

/** What a job handler gets besides its data. */
export interface JobContext {
  id: string;
  name: string;
}

/** Does one job; the value returned is stored as the job's output. Throwing fails (and retries) it. */
export type JobHandler<T> = (data: T, context: JobContext) => Promise<unknown> | unknown;

export interface RegisterOptions {
  /** How often an idle worker looks for work; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
  retryLimit?: number;
  expireInSeconds?: number;
  /** Jobs this process runs at the same time (default 1). */
  concurrency?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** The job queue the features register with: queues, in-process workers and sending. */
export interface Jobs {
  /** Creates the queue when missing and starts an in-process worker on it. */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: RegisterOptions): Promise<void>;
  /** Queues one job and returns its id. */
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string>;
  /** One job's state and output, or null when unknown (or already archived away). */
  get(name: string, id: string): Promise<{ state: JobState; output: unknown } | null>;
  /** Fails an active job (its worker died): pg-boss retries it while retries remain. */
  fail(name: string, id: string, reason: string): Promise<void>;
  /**
   * Runs `handler` on `name` now and then every hour, once across all processes: each run queues
   * the next hour's job under that hour's own id, so a restart or another process queues no second
   * one. (pg-boss's cron would do the same, but its clock keeper polls and starts luxon in every
   * process: about 0.1-0.2 s of a start on PGlite.)
   */
  hourly(name: string, handler: () => Promise<unknown>, options?: RegisterOptions): Promise<void>;
  /**
   * Loads pg-boss, installs or upgrades its `pgboss` schema and starts its maintenance. The other
   * calls start the queue first when nobody has yet; a failed start is tried again by the next call.
   */
  start(): Promise<void>;
  /** Waits up to 10 s for running jobs, then stops the workers (nothing when never started). */
  stop(): Promise<void>;
}

/** Where queue errors (failed polls, maintenance) are reported; job failures are recorded on the job. */
export type JobsErrorLog = (err: Error) => void;

/**
 * Tries at creating a queue that other processes are creating at the same moment, waiting about
 * twice as long (up to 1 s, randomised) after each deadlock: 8 quick tries ran out for 3 of 24
 * registrations of 4 processes on a machine at load 14.
 */
const CREATE_ATTEMPTS = 16;

const HOUR_MS = 60 * 60 * 1000;
const NOT_QUEUED = 'job not queued on';

/** The id of `name`'s job for one hour (hours since 1970): a UUID made from both. */
export function hourJobId(name: string, hour: number): string {
  const hex = createHash('sha256').update(`${name}:${hour}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** PostgreSQL's deadlock (40P01) and unique-violation (23505) errors. */
function isCreationRace(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '23505';
}

/**
 * Creates the queue on the server's database. Nothing is loaded or touches the database until the
 * first call: pg-boss and node-postgres under it take 50-100 ms to import, which on PGlite is all on
 * the start's one thread, so the server can listen first and start its queue a moment later.
 */
export function createJobs(connection: JobsConnection, onError: JobsErrorLog): Jobs {
  let starting: Promise<PgBoss> | undefined;
  function started(): Promise<PgBoss> {
    starting ??= (async () => {
      const { default: Boss } = await import('pg-boss');
      // No cron (`hourly` instead): the clock keeper is not started.
      const boss = new Boss({ ...connection, schema: 'pgboss', schedule: false });
      boss.on('error', onError);
      await boss.start();
      return boss;
    })().catch((err: unknown) => {
      starting = undefined;
      throw err;
    });
    return starting;
  }
  const known = new Set<string>();

  async function ensureQueue(name: string, options: RegisterOptions = {}): Promise<void> {
    if (known.has(name)) return;
    for (let attempt = 1; ; attempt++) {
      try {
        const boss = await started();
        if (!(await boss.getQueue(name))) {
          await boss.createQueue(name, {
            name,
            retryLimit: options.retryLimit ?? 2,
            expireInSeconds: options.expireInSeconds ?? 15 * 60,
          });
        }
        break;
      } catch (err) {
        // Processes that start together create the same queues at once: PostgreSQL makes one of
        // two creations a deadlock victim (or refuses a duplicate). Look again: the other's queue
        // is there by then.
        if (attempt >= CREATE_ATTEMPTS || !isCreationRace(err)) throw err;
        const wait = Math.min(1000, 20 * 2 ** attempt) * (0.5 + Math.random());
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    known.add(name);
  }

  const jobs: Jobs = {
    async register(name, handler, options = {}) {
      await ensureQueue(name, options);
      const boss = await started();
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
      // pg-boss 10 runs one job at a time per `work` call: n calls, n jobs at once.
      for (let i = 0; i < (options.concurrency ?? 1); i++) {
        await boss.work<Parameters<typeof handler>[0]>(
          name,
          { pollingIntervalSeconds, batchSize: 1 },
          async (jobs) => {
            const outputs: unknown[] = [];
            for (const job of jobs) outputs.push(await handler(job.data, { id: job.id, name: job.name }));
            return outputs.length === 1 ? outputs[0] : outputs;
          },
        );
      }
    },
    async send(name, data, options = {}) {
      await ensureQueue(name);
      const id = await (await started()).send(name, data, options);
      // pg-boss answers null only for throttled or singleton sends, which callers opt into.
      if (!id) throw new Error(`${NOT_QUEUED} ${name}`);
      return id;
    },
    async get(name, id) {
      const job = await (await started()).getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, output: job.output ?? null } : null;
    },
    async fail(name, id, reason) {
      await (await started()).fail(name, id, { message: reason });
    },
    async hourly(name, handler, options = {}) {
      const queueHour = async (afterMs: number) => {
        const hour = Math.floor((Date.now() + afterMs) / HOUR_MS);
        try {
          await jobs.send(name, {}, { id: hourJobId(name, hour), startAfter: Math.ceil(afterMs / 1000) });
        } catch (err) {
          // Already queued for this hour, by an earlier run or another process.
          if (!(err instanceof Error && err.message.startsWith(NOT_QUEUED))) throw err;
        }
      };
      // A cron schedule of an earlier release would also send this job: not any more.
      await (await started()).unschedule(name);
      // Queued before the worker starts, so its first poll finds it.
      await queueHour(0);
      await jobs.register(
        name,
        async () => {
          const output = await handler();
          await queueHour(HOUR_MS);
          return output;
        },
        options,
      );
    },
    async start() {
      await started();
    },
    async stop() {
      const boss = await starting?.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
  return jobs;
}
