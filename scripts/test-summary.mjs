// Prints one closing line for the whole suite, "N passed, N failed", from the runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile, playwrightCnFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Each failed test as one line, so a CI log that shows only the tail still names them. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';
const ESC = String.fromCharCode(27);
/** The text without terminal colour codes, cut to one readable line's length. */
const strip = (text) =>
  String(text)
    .split(ESC)
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('')
    .slice(0, 300);

/** Seconds spent per test file, to print the slowest ones (where the suite's time goes). */
const vitestSeconds = new Map();
const playwrightSeconds = new Map();

if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  if ((v.numFailedTestSuites ?? 0) > 0 && (v.numFailedTests ?? 0) === 0) failed += v.numFailedTestSuites;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (file.endTime && file.startTime) vitestSeconds.set(where, (file.endTime - file.startTime) / 1000);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      failures.push(`vitest ${where} > ${t.fullName}: ${strip(firstLine(t.failureMessages?.[0]))}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`vitest ${where}: ${strip(firstLine(file.message))}`);
  }
  console.log(
    `vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed (${v.numTotalTestSuites} suites)`,
  );
} else {
  console.log('vitest: no report');
  failed += 1;
}

for (const [label, file] of [
  ['playwright', playwrightFile],
  ['playwright cn', playwrightCnFile],
]) {
  if (file && existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const s = report.stats ?? {};
    collectPlaywrightFailures(label, report.suites ?? [], []);
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
    console.log(
      `${label}: ${(s.expected ?? 0) + (s.flaky ?? 0)} passed (${s.flaky ?? 0} flaky), ${s.unexpected ?? 0} failed`,
    );
  } else {
    console.log(`${label}: no report`);
    failed += 1;
  }
}

printSlowest('vitest files', vitestSeconds);
printSlowest('Playwright files (both editions, all workers, retries included)', playwrightSeconds);

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (skipped > 0) console.error('Skipped tests are holes in the suite: mend or delete them.');
process.exit(failed > 0 || skipped > 0 || passed === 0 ? 1 : 0);

/** Walks Playwright's nested suites; a test whose last result failed is listed with its error. */
function collectPlaywrightFailures(label, suites, titles) {
  for (const suite of suites) {
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const spent = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000;
        playwrightSeconds.set(spec.file, (playwrightSeconds.get(spec.file) ?? 0) + spent);
        if (test.status !== 'unexpected') continue;
        const last = test.results?.[test.results.length - 1];
        failures.push(
          `${label} ${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}: ${strip(firstLine(last?.error?.message))}`,
        );
      }
    }
    collectPlaywrightFailures(label, suite.suites ?? [], path);
  }
}

/** The ten files that took longest, with their share of the total. */
function printSlowest(label, seconds) {
  const total = [...seconds.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return;
  const top = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(`\nSlowest ${label} (of ${Math.round(total)} s in all):`);
  for (const [file, s] of top) console.log(`  ${s.toFixed(1).padStart(7)} s  ${file}`);
}
