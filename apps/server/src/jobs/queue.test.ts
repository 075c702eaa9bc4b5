import { afterAll, describe, expect, it } from 'vitest';
import { backends, createBackend, setupSuite, type TestBackend } from '../test/backends.ts';
import { createJobs, hourJobId, type Jobs } from './queue.ts';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(backends)('pg-boss jobs on %s', (kind) => {
  let backend: TestBackend;
  let jobs: Jobs;
  let connection: Parameters<typeof createJobs>[0];
  const queueErrors: Error[] = [];

  setupSuite(async () => {
    backend = await createBackend(kind);
    const handle = await backend.open();
    await handle.migrate();
    connection = handle.jobsConnection;
    jobs = createJobs(connection, (err) => queueErrors.push(err));
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.stop();
    await backend?.dispose();
  });

  it('runs a sent job in an in-process worker and stores its output', async () => {
    const seen: { data: unknown; name: string }[] = [];
    await jobs.register<{ n: number }>(
      'double',
      (data, context) => {
        seen.push({ data, name: context.name });
        return { doubled: data.n * 2 };
      },
      { pollingIntervalSeconds: 0.5 },
    );
    const id = await jobs.send('double', { n: 21 });
    const job = await until(
      () => jobs.get('double', id),
      (j) => j?.state === 'completed',
    );
    expect(job).toEqual({ state: 'completed', output: { doubled: 42 } });
    expect(seen).toEqual([{ data: { n: 21 }, name: 'double' }]);
  });

  it("runs an hourly job now, queues the next hour's, and a restart in the same hour runs it no second time", async () => {
    let runs = 0;
    const tidy = () => jobs.hourly('tidy', async () => ({ run: ++runs }), { pollingIntervalSeconds: 0.5 });
    const before = Math.floor(Date.now() / 3_600_000);
    await tidy();
    // The job of the hour the call was made in (the clock may have just turned).
    const ran = async () => {
      for (const hour of [before, before + 1])
        if ((await jobs.get('tidy', hourJobId('tidy', hour)))?.state === 'completed') return hour;
      return null;
    };
    const hour = await until(ran, (h) => h !== null);
    expect(hour).not.toBeNull();
    expect(await jobs.get('tidy', hourJobId('tidy', hour!))).toEqual({
      state: 'completed',
      output: { run: 1 },
    });
    expect((await jobs.get('tidy', hourJobId('tidy', hour! + 1)))?.state).toBe('created');

    await tidy(); // as a restarted process would
    await new Promise((resolve) => setTimeout(resolve, 1500)); // three polls
    expect(runs).toBe(1);
  });

  it('marks a job failed when its handler throws and retries are used up', async () => {
    let attempts = 0;
    await jobs.register(
      'always-fails',
      () => {
        attempts += 1;
        throw new Error('converter crashed');
      },
      { pollingIntervalSeconds: 0.5, retryLimit: 0 },
    );
    const id = await jobs.send('always-fails', { file: 'a.docx' });
    const job = await until(
      () => jobs.get('always-fails', id),
      (j) => j?.state === 'failed',
    );
    expect(job?.state).toBe('failed');
    expect(JSON.stringify(job?.output)).toContain('converter crashed');
    expect(attempts).toBe(1);
  });

  it('hands out higher-priority jobs first, whatever order they were sent in', async () => {
    const order: string[] = [];
    for (const [label, priority] of [
      ['low-1', 0],
      ['low-2', 0],
      ['own-backlog', -1],
      ['high', 10],
    ] as const) {
      await jobs.send('ordered', { label }, { priority });
    }
    await jobs.register<{ label: string }>('ordered', (data) => void order.push(data.label), {
      pollingIntervalSeconds: 0.5,
    });
    await until(
      async () => order.length,
      (n) => n === 4,
    );
    expect(order).toEqual(['high', 'low-1', 'low-2', 'own-backlog']);
  });

  it('runs `concurrency` jobs of a queue at the same time', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    await jobs.register(
      'parallel',
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        running -= 1;
        finished += 1;
      },
      { pollingIntervalSeconds: 0.5, concurrency: 2 },
    );
    await jobs.send('parallel', {});
    await jobs.send('parallel', {});
    await until(
      async () => finished,
      (n) => n === 2,
    );
    expect(most).toBe(2);
  });

  it('starts at its first call when nobody started it, and a stop before any call does nothing', async () => {
    await createJobs(connection, (err) => queueErrors.push(err)).stop();
    // The server listens before it starts its queue (main.ts): a task sent meanwhile starts it.
    const late = createJobs(connection, (err) => queueErrors.push(err));
    const id = await late.send('sent-before-start', { n: 1 });
    expect(await late.get('sent-before-start', id)).toEqual({ state: 'created', output: null });
    await late.stop();
  });

  it('answers null for a job it does not know, and reports no queue errors', async () => {
    expect(await jobs.get('double', '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(queueErrors).toEqual([]);
  });
});

describe('processes creating the same queues at once (postgres)', () => {
  let backend: TestBackend;
  const started: Jobs[] = [];
  setupSuite(async () => {
    backend = await createBackend('postgres');
    await (await backend.open()).migrate();
  });
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
    await backend?.dispose();
  });

  it('starts every worker: one registering a queue another is creating waits or tries again', async () => {
    // Workers of a deployment start together and register the same queues (the scale-out test
    // saw PostgreSQL pick one as a deadlock victim, and that worker died at start).
    const processes = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const handle = await backend.open();
        const jobs = createJobs(handle.jobsConnection, () => {});
        await jobs.start();
        started.push(jobs);
        return jobs;
      }),
    );
    const names = Array.from({ length: 6 }, (_, i) => `race_${i}`);
    const outcomes = await Promise.allSettled(
      processes.flatMap((jobs) => names.map((name) => jobs.register(name, () => null))),
    );
    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const id = await processes[3]!.send('race_5', { n: 1 });
    expect(
      (
        await until(
          () => processes[0]!.get('race_5', id),
          (job) => job?.state === 'completed',
        )
      )?.state,
    ).toBe('completed');
  });
});
