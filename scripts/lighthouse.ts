// `npm run lighthouse`: builds the web app, starts the product on a free port (fresh data dir) and
// runs Lighthouse from the npm package against Debian's Chromium on the home page and a tool page,
// mobile (Lighthouse's default) and desktop, printing the performance and accessibility scores,
// the main metrics, the JavaScript transferred, and every audit that cost points.
//
//   npm run lighthouse                       build, then audit / and /func/pdf_merge (intl edition)
//   npm run lighthouse -- --edition cn       the cn edition
//   npm run lighthouse -- --skip-build       audit apps/web/dist (or WEB_DIST) as it is
//   npm run lighthouse -- --runs 3           three runs each, the median score shown
//   npm run lighthouse -- --out reports/     keep each run's JSON report
//   npm run lighthouse -- --page /vip        audit other paths (repeatable)
//   npm run lighthouse -- --diagnostics      also list the unweighted audits that did not pass
//   npm run lighthouse -- --form mobile      only the phone (or desktop) profile
//
// CHROME_PATH picks the browser (default /usr/bin/chromium); nothing is downloaded.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    edition: { type: 'string', default: 'intl' },
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    out: { type: 'string' },
    page: { type: 'string', multiple: true },
    diagnostics: { type: 'boolean', default: false },
    form: { type: 'string' },
  },
});
const edition = values.edition === 'cn' ? 'cn' : 'intl';
const runs = Math.max(1, Number(values.runs) || 1);
const pages = values.page?.length ? values.page : ['/', '/func/pdf_merge'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const allForms = ['mobile', 'desktop'] as const;
const forms = allForms.filter((form) => !values.form || form === values.form);
if (!forms.length) {
  console.error(`--form is mobile or desktop, not ${values.form}`);
  process.exit(1);
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
}
interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not answer /healthz within 120 s');
}

async function lighthouse(url: string, form: (typeof allForms)[number], output: string): Promise<Report> {
  const args = [
    join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${output}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await run(process.execPath, args, { CHROME_PATH: chromePath });
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError)
    throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Bytes of JavaScript on the wire (compressed as sent) and as decoded. */
function javascript(report: Report): { transferred: number; resource: number } {
  const items = report.audits['network-requests']?.details?.items ?? [];
  let transferred = 0;
  let resource = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    transferred += Number(item.transferSize ?? 0);
    resource += Number(item.resourceSize ?? 0);
  }
  return { transferred, resource };
}

/**
 * The scored audits of a category that did not pass, weightiest first; with `all`, also the
 * unweighted diagnostics (render-blocking requests, unused JavaScript, text compression...).
 */
function misses(report: Report, category: string, all: boolean): string[] {
  const refs = report.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        (all || ref.weight > 0) &&
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative',
    )
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => {
      const value = audit!.displayValue ? ` (${audit!.displayValue})` : '';
      return `${category}: ${audit!.title}${value} score ${Math.round((audit!.score ?? 0) * 100)}, weight ${ref.weight}`;
    });
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

if (!existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'toolbox-lighthouse-'));
const outDir = values.out ? resolve(values.out) : join(work, 'reports');
mkdirSync(outDir, { recursive: true });
let webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'apps/web/dist');
let server: ChildProcess | null = null;

try {
  if (!values['skip-build']) {
    // A build of its own, so a parallel build or test run keeps its dist.
    webDist = join(work, 'dist');
    await run('npm', ['run', 'build'], { WEB_OUT_DIR: webDist });
  }
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`no built web app in ${webDist}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      WEB_DIST: webDist,
      EDITION: edition,
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(base, server);
  console.log(`Lighthouse on ${base} (edition ${edition}, ${chromePath}, ${runs} run(s) each)\n`);

  const rows: string[][] = [
    ['page', 'form', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'JS sent'],
  ];
  const notes: string[] = [];
  for (const page of pages) {
    for (const form of forms) {
      const reports: Report[] = [];
      for (let i = 0; i < runs; i++) {
        const name = `${page.replace(/\W+/g, '_') || 'home'}-${form}-${i + 1}.json`;
        reports.push(await lighthouse(`${base}${page}`, form, join(outDir, name)));
      }
      const perf = median(reports.map((r) => score(r, 'performance')));
      const a11y = median(reports.map((r) => score(r, 'accessibility')));
      // Metrics and misses from the run whose performance score is the median.
      const report = reports.find((r) => score(r, 'performance') === perf)!;
      const metric = (id: string) => report.audits[id]?.displayValue ?? '?';
      const js = javascript(report);
      rows.push([
        page,
        form,
        String(perf),
        String(a11y),
        metric('first-contentful-paint'),
        metric('largest-contentful-paint'),
        metric('total-blocking-time'),
        metric('cumulative-layout-shift'),
        `${kb(js.transferred)} (${kb(js.resource)} decoded)`,
      ]);
      for (const line of [
        ...misses(report, 'performance', values.diagnostics),
        ...misses(report, 'accessibility', values.diagnostics),
      ]) {
        notes.push(`${page} ${form}: ${line}`);
      }
    }
  }

  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join(' | '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  }
  if (notes.length)
    console.log(
      `\nAudits below 90${values.diagnostics ? '' : ' (scored ones; --diagnostics for all)'}:\n${notes.map((n) => `- ${n}`).join('\n')}`,
    );
  if (values.out) console.log(`\nJSON reports in ${outDir}`);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
}
