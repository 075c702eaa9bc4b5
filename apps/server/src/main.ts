import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/open.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // One readable line, no stack: the operator only needs to fix the variable.
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

/** How long after listening the background starts wait (see `BackgroundGate`). */
const BACKGROUND_AFTER_LISTEN_MS = { pglite: 1000, postgres: 0 } as const;

// Milliseconds since the process started, per step, logged once listening (startup budget: 1.5 s).
const startup: Record<string, number> = { imports: Math.round(performance.now()) };
const step = (name: string) => (startup[name] = Math.round(performance.now()));

const config = configOrExit();
// The database opens while the app's modules load: opening PGlite is the longest single step of the
// start and mostly waits on nothing the imports need, so the two overlap instead of adding up.
const opening = openDatabase(config).catch((err: Error) => {
  process.stderr.write(`Cannot open the database: ${err.message}\n`);
  process.exit(1);
});
const [{ buildApp }, { createJobs }, { seedCatalog }] = await Promise.all([
  import('./app.ts'),
  import('./jobs/queue.ts'),
  import('./modules/func/seed.ts'),
]);
step('modules');
const database = await opening;
let jobsLog: (err: Error) => void = (err) => process.stderr.write(`job queue error: ${err.message}\n`);
const jobs = createJobs(database.jobsConnection, (err) => jobsLog(err));
step('database');
const app = await buildApp({ config, db: database, jobs, holdBackground: true });
step('app');
jobsLog = (err) => app.log.error({ err }, 'job queue error');

/** Logs why the server cannot go on, lets go of the queue and the database, and exits with 1. */
async function giveUp(err: unknown, why: string): Promise<never> {
  app.log.fatal({ err }, why);
  await jobs.stop().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(1);
}

try {
  await database.migrate();
  step('migrate');
  const seeded = await seedCatalog(database.db);
  step('seed');
  app.log.info(seeded, 'catalog seeded');
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) =>
      `Toolbox listening on ${address} (database ${database.kind}, edition ${config.edition}, public URL ${config.publicUrl})`,
  });
  step('listening');
  app.log.info({ startupMs: startup }, 'started');
  // The job queue (loading pg-boss, checking its schema), then the task workers and the retentions,
  // start once the first requests had the database: on PGlite all of it runs on this thread and
  // would hold /healthz (about 0.5 s); PostgreSQL runs the queries in its own processes. A task sent
  // before that starts the queue itself.
  setTimeout(() => {
    jobs.start().then(
      () => app.background?.open(),
      (err: unknown) => giveUp(err, 'job queue did not start'),
    );
  }, BACKGROUND_AFTER_LISTEN_MS[database.kind]);
  database.startMaintenance({
    done: (tables) => app.log.info({ tables }, 'database vacuumed and analysed'),
    failed: (err) => app.log.error({ err }, 'database upkeep failed'),
  });
} catch (err) {
  await giveUp(err, 'start failed');
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    // A second signal means "now": give up on the graceful path.
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  try {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
