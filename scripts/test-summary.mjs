// Prints one closing line for the whole suite, "N passed, N failed", from the runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile, playwrightCnFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  if ((v.numFailedTestSuites ?? 0) > 0 && (v.numFailedTests ?? 0) === 0) failed += v.numFailedTestSuites;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
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
    const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
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

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (skipped > 0) console.error('Skipped tests are holes in the suite: mend or delete them.');
process.exit(failed > 0 || skipped > 0 || passed === 0 ? 1 : 0);
