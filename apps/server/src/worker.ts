// `npm run worker`: a conversion worker without HTTP, for servers started with TASK_WORKERS=0 on a
// shared PostgreSQL (DATABASE_URL) and shared storage (S3_* or a DATA_DIR on a shared disk).
import pino from 'pino';
import { ConfigError, defaultFilesConfig, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createJobs } from './jobs/queue.ts';
import type { FileContext } from './modules/file/context.ts';
import { Clock } from './modules/session/clock.ts';
import { createStorage } from './modules/storage/index.ts';
import { startTaskWorkers } from './modules/task/workers.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
if (!config.databaseUrl) {
  fail('The worker needs DATABASE_URL (PostgreSQL): an embedded PGlite database belongs to one process.');
}
const log = pino({ level: config.logLevel });
const database = await openDatabase(config).catch((err: Error) =>
  fail(`Cannot open the database: ${err.message}`),
);
await database.migrate();
const jobs = createJobs(database.jobsConnection, (err) => log.error({ err }, 'job queue error'));
await jobs.start();
const files = config.files ?? defaultFilesConfig;
const ctx: FileContext = {
  db: database.db,
  storage: await createStorage(files, config.dataDir),
  files,
  clock: new Clock(),
  log,
};
const workers = await startTaskWorkers(ctx, jobs, log);
log.info({ storage: ctx.storage.kind }, 'Toolbox task worker started');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) process.exit(1);
  stopping = true;
  log.info({ signal }, 'worker stopping');
  workers.stop();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
