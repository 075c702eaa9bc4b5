// `npm run bench server`: the server's hot paths under load (autocannon, 10 connections), each
// beside a bare Fastify doing the same SQL on the same database (scripts/bench-server-reference.ts),
// on PostgreSQL (TEST_DATABASE_URL) and on PGlite; plus startup to healthy and idle memory.
// BENCH_SECONDS (default 10) sets each run's length; BENCH_LOG_LEVEL our server's LOG_LEVEL (info);
// BENCH_SERVER_DB=postgres or =pglite runs one database only.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import { createBackend, type TestBackend } from '../apps/server/src/test/backends.ts';
import { freePort } from '../apps/server/src/test/server-process.ts';
import {
  BENCH_FUNC,
  countRows,
  prepareDatabase,
  spawnServer,
  type BenchProcess,
} from './bench-server-setup.ts';
import type { BenchRow } from './bench-types.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Our server as `npm run serve` starts it: the built JavaScript (scripts/build-server.ts). */
const SERVE = 'scripts/serve.mjs';
const CONNECTIONS = 10;
const ACCEPT = 'gzip, deflate, br';

interface Load {
  rps: number;
  p99: number;
  ok: number;
  bad: number;
  /** The server process's CPU time per answered request (ms): what a busy machine cannot hide. */
  cpu: number;
}

async function load(
  server: BenchProcess,
  path: string,
  body: unknown,
  headers: Record<string, string>[],
  seconds = SECONDS,
  connections = CONNECTIONS,
): Promise<Load> {
  let i = 0;
  const cpuBefore = server.cpuMs();
  const result: AutocannonResult = await autocannon({
    url: server.base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT },
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers[i++ % headers.length] } }),
      },
    ],
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  const ok = result.requests.total - bad;
  const cpu = (server.cpuMs() - cpuBefore) / Math.max(ok, 1);
  return { rps: result.requests.average, p99: result.latency.p99, ok, bad, cpu };
}

/** The raw (still coded) bytes of an answer, as the reference will serve them. */
function rawAnswer(base: string, path: string, body: unknown): Promise<{ encoding: string; base64: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            base64: Buffer.concat(chunks).toString('base64'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * The same load spread over several server processes at once (as a load balancer would), the
 * connections shared out: the rates add up, the p99 is the worst process's.
 */
async function loadSpread(
  servers: BenchProcess[],
  path: string,
  body: unknown,
  headers: Record<string, string>[],
): Promise<Load> {
  const each = Math.ceil(CONNECTIONS / servers.length);
  const runs = await Promise.all(servers.map((server) => load(server, path, body, headers, SECONDS, each)));
  const ok = runs.reduce((n, r) => n + r.ok, 0);
  return {
    rps: runs.reduce((n, r) => n + r.rps, 0),
    p99: Math.max(...runs.map((r) => r.p99)),
    ok,
    bad: runs.reduce((n, r) => n + r.bad, 0),
    cpu: runs.reduce((n, r) => n + r.cpu * r.ok, 0) / Math.max(ok, 1),
  };
}

/**
 * Scale-out on PostgreSQL: the paid deduction and the catalogue served by one API process and by
 * two on the same database, alternately (ROUNDS each), with the same 10 connections in all.
 */
async function benchScaleOut(
  ours: BenchProcess,
  env: Record<string, string>,
  users: Record<string, string>[],
  label: string,
): Promise<BenchRow[]> {
  const second = await spawnServer(SERVE, { ...env, PORT: String(await freePort()) });
  try {
    const rows: BenchRow[] = [];
    const cases: Array<[string, string, unknown, Record<string, string>[]]> = [
      ['paid deduction /ut/v1/h', '/ut/v1/h', { code: BENCH_FUNC, timezoneOffset: 0 }, users],
      ['catalogue /ut/func/query', '/ut/func/query', { code: '' }, [{}]],
    ];
    for (const [name, path, body, headers] of cases) {
      const one: Load[] = [];
      const two: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        one.push(await loadSpread([ours], path, body, headers));
        two.push(await loadSpread([ours, second], path, body, headers));
      }
      const a = median(one);
      const b = median(two);
      rows.push({
        name: `server ${name}, ${label}, 2 API processes`,
        ours: fmt(b),
        reference: `1 process: ${fmt(a)}`,
        note: `${(b.rps / a.rps).toFixed(2)}x with 2 processes on a ${cpus().length}-core machine that also runs the database and the load generator`,
      });
    }
    return rows;
  } finally {
    await second.stop();
  }
}

const fmt = (l: Load) =>
  `${l.rps.toFixed(0)} req/s, p99 ${l.p99} ms, CPU ${l.cpu.toFixed(2)} ms/req${l.bad ? `, ${l.bad} failed` : ''}`;
const ratio = (a: Load, b: Load) => `ratio ${(a.rps / b.rps).toFixed(2)}`;

const reads: Array<[string, string, unknown]> = [
  ['catalogue', '/ut/func/query', { code: '' }],
  ['search', '/ut/func/search-list', { keyword: 'pdf' }],
];

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The run with the median rate of `rounds` runs. */
const median = (runs: Load[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

/**
 * Runs ours and the reference alternately, ROUNDS times each, so that both see the same machine
 * (other work on it comes and goes); reports the median run of each.
 */
async function alternate(
  ours: BenchProcess,
  ref: BenchProcess,
  path: string,
  body: unknown,
  refBody: unknown,
  headers: Record<string, string>[],
): Promise<{ ours: Load; ref: Load; answered: number }> {
  const mine: Load[] = [];
  const theirs: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    mine.push(await load(ours, path, body, headers));
    theirs.push(await load(ref, path, refBody, headers));
  }
  return { ours: median(mine), ref: median(theirs), answered: mine.reduce((n, l) => n + l.ok, 0) };
}

async function benchBackend(backend: TestBackend, label: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const tokens = await prepareDatabase(backend.config);
  const usesBefore = await countRows(backend.config, BENCH_FUNC);
  const users = tokens.map((accesstoken) => ({ accesstoken }));
  const env = {
    DATA_DIR: backend.config.dataDir,
    DATABASE_URL: backend.config.databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    PORT: String(await freePort()),
  };
  // PGlite is one process's: the reference gets a copy of the same database.
  const refDir = `${backend.config.dataDir}-reference`;
  if (backend.kind === 'pglite') cpSync(backend.config.dataDir, refDir, { recursive: true });
  // The first start builds the server if its sources changed; the second is a restart on an existing database.
  await (await spawnServer(SERVE, env)).stop();
  const ours: BenchProcess = await spawnServer(SERVE, env);
  await new Promise((r) => setTimeout(r, 3000));
  const idle = ours.rssMiB();
  const catalogue: Record<string, { encoding: string; base64: string }> = {};
  for (const [, path, body] of reads) catalogue[path] = await rawAnswer(ours.base, path, body);
  const file = join(backend.config.dataDir, 'catalogue.json');
  writeFileSync(file, JSON.stringify(catalogue));
  const ref = await spawnServer('scripts/bench-server-reference.ts', {
    ...env,
    DATA_DIR: backend.kind === 'pglite' ? refDir : env.DATA_DIR,
    PORT: String(await freePort()),
    CATALOGUE_FILE: file,
  });

  try {
    const use = { code: BENCH_FUNC, timezoneOffset: 0 };
    // The reference records its uses under another code, so ours can be counted apart.
    const refUse = { code: 'bench_reference' };
    const warm = await load(ours, '/ut/v1/h', use, users, 2);
    await load(ref, '/ut/v1/h', refUse, users, 2);
    const h = await alternate(ours, ref, '/ut/v1/h', use, refUse, users);
    const readRuns: Awaited<ReturnType<typeof alternate>>[] = [];
    for (const [, path, body] of reads) readRuns.push(await alternate(ours, ref, path, body, body, [{}]));
    const busy = ours.rssMiB();
    let granted: number;
    if (backend.kind === 'postgres') {
      // Counted before the scale-out runs, which record uses of their own.
      granted = (await countRows(backend.config, BENCH_FUNC)) - usesBefore;
      rows.push(...(await benchScaleOut(ours, env, users, label)));
      await ours.stop();
    } else {
      // The embedded database opens in one process at a time (its data-dir lock): stop ours first.
      await ours.stop();
      granted = (await countRows(backend.config, BENCH_FUNC)) - usesBefore;
    }
    rows.push({
      name: `server /ut/v1/h paid deduction, ${label}, 50 users`,
      ours: fmt(h.ours),
      reference: fmt(h.ref),
      note: `${ratio(h.ours, h.ref)}; ${granted} uses recorded, ${warm.ok + h.answered} answered (≤ 10 more in flight)`,
    });
    reads.forEach(([name, path], i) => {
      const size = Buffer.from(catalogue[path]!.base64, 'base64').byteLength;
      rows.push({
        name: `server ${path} (${name}), ${label}`,
        ours: fmt(readRuns[i]!.ours),
        reference: `${fmt(readRuns[i]!.ref)} (same bytes from memory)`,
        note: `${ratio(readRuns[i]!.ours, readRuns[i]!.ref)}; ${size} B ${catalogue[path]!.encoding}`,
      });
    });
    rows.push({
      name: `server start to healthy (restart), ${label}`,
      ours: `${ours.startupMs.toFixed(0)} ms`,
      reference: `bare Fastify ${ref.startupMs.toFixed(0)} ms`,
      note: `RSS idle ${idle.toFixed(0)} MiB, after load ${busy.toFixed(0)} MiB`,
    });
    return rows;
  } finally {
    await ours.stop();
    await ref.stop();
    rmSync(refDir, { recursive: true, force: true });
  }
}

export async function benchServer(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [kind, label] of [
    ['postgres', 'PostgreSQL'],
    ['pglite', 'PGlite'],
  ] as const) {
    if (process.env.BENCH_SERVER_DB && process.env.BENCH_SERVER_DB !== kind) continue;
    const backend = await createBackend(kind);
    try {
      rows.push(...(await benchBackend(backend, label)));
    } finally {
      await backend.dispose();
    }
  }
  return rows;
}
