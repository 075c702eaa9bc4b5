// `npm run bench server`: the server's hot paths under load (autocannon, 10 connections), each
// beside a bare Fastify doing the same SQL on the same database (scripts/bench-server-reference.ts),
// on PostgreSQL (TEST_DATABASE_URL) and on PGlite; plus startup to healthy and idle memory.
// BENCH_SECONDS (default 10) sets each run's length; BENCH_LOG_LEVEL our server's LOG_LEVEL (info).
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
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
const CONNECTIONS = 10;
const ACCEPT = 'gzip, deflate, br';

interface Load {
  rps: number;
  p99: number;
  ok: number;
  bad: number;
}

async function load(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string>[],
  seconds = SECONDS,
): Promise<Load> {
  let i = 0;
  const result: AutocannonResult = await autocannon({
    url: base,
    connections: CONNECTIONS,
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
  return { rps: result.requests.average, p99: result.latency.p99, ok: result.requests.total - bad, bad };
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

const fmt = (l: Load) => `${l.rps.toFixed(0)} req/s, p99 ${l.p99} ms${l.bad ? `, ${l.bad} failed` : ''}`;
const ratio = (a: Load, b: Load) => `ratio ${(a.rps / b.rps).toFixed(2)}`;

const reads: Array<[string, string, unknown]> = [
  ['catalogue', '/ut/func/query', { code: '' }],
  ['search', '/ut/func/search-list', { keyword: 'pdf' }],
];

async function benchBackend(backend: TestBackend, label: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const tokens = await prepareDatabase(backend.config);
  const usesBefore = await countRows(backend.config, 'func_use');
  const users = tokens.map((accesstoken) => ({ accesstoken }));
  const env = {
    DATA_DIR: backend.config.dataDir,
    DATABASE_URL: backend.config.databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    PORT: String(await freePort()),
  };
  // The first start fills tsx's compile cache; the second is a restart on an existing database.
  await (await spawnServer('apps/server/src/main.ts', env)).stop();
  const ours: BenchProcess = await spawnServer('apps/server/src/main.ts', env);
  await new Promise((r) => setTimeout(r, 3000));
  const idle = ours.rssMiB();
  const catalogue: Record<string, { encoding: string; base64: string }> = {};
  for (const [, path, body] of reads) catalogue[path] = await rawAnswer(ours.base, path, body);

  const warm = await load(ours.base, '/ut/v1/h', { code: BENCH_FUNC, timezoneOffset: 0 }, users, 2);
  const h = await load(ours.base, '/ut/v1/h', { code: BENCH_FUNC, timezoneOffset: 0 }, users);
  const ourReads: Load[] = [];
  for (const [, path, body] of reads) ourReads.push(await load(ours.base, path, body, [{}]));
  const busy = ours.rssMiB();
  await ours.stop();
  const usesAfter = await countRows(backend.config, 'func_use');

  const file = join(backend.config.dataDir, 'catalogue.json');
  writeFileSync(file, JSON.stringify(catalogue));
  const ref = await spawnServer('scripts/bench-server-reference.ts', { ...env, CATALOGUE_FILE: file });
  await load(ref.base, '/ut/v1/h', { code: BENCH_FUNC }, users, 2);
  const refH = await load(ref.base, '/ut/v1/h', { code: BENCH_FUNC }, users);
  const refReads: Load[] = [];
  for (const [, path, body] of reads) refReads.push(await load(ref.base, path, body, [{}]));
  await ref.stop();

  const granted = usesAfter - usesBefore;
  rows.push({
    name: `server /ut/v1/h paid deduction, ${label}, 50 users`,
    ours: fmt(h),
    reference: fmt(refH),
    note: `${ratio(h, refH)}; ${granted} uses recorded for ${warm.ok + h.ok} answers`,
  });
  reads.forEach(([name, path], i) => {
    const size = Buffer.from(catalogue[path]!.base64, 'base64').byteLength;
    rows.push({
      name: `server ${path} (${name}), ${label}`,
      ours: fmt(ourReads[i]!),
      reference: `${fmt(refReads[i]!)} (same bytes from memory)`,
      note: `${ratio(ourReads[i]!, refReads[i]!)}; ${size} B ${catalogue[path]!.encoding}`,
    });
  });
  rows.push({
    name: `server start to healthy (restart), ${label}`,
    ours: `${ours.startupMs.toFixed(0)} ms`,
    reference: `bare Fastify ${ref.startupMs.toFixed(0)} ms`,
    note: `RSS idle ${idle.toFixed(0)} MiB, after load ${busy.toFixed(0)} MiB`,
  });
  return rows;
}

export async function benchServer(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [kind, label] of [
    ['postgres', 'PostgreSQL'],
    ['pglite', 'PGlite'],
  ] as const) {
    const backend = await createBackend(kind);
    try {
      rows.push(...(await benchBackend(backend, label)));
    } finally {
      await backend.dispose();
    }
  }
  return rows;
}
