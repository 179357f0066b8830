// npm test: lint (eslint, dependency-cruiser, knip), typecheck, unit and integration tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), build, then the end-to-end tests in
// headless Chromium, and the cluster tests when Debian's postgresql, redis-server and haproxy are
// installed (each starts its own cluster: scripts/cluster).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'chargedeck-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function count(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    totals.failed += 1;
  }
}

const vitest = (name, extra, reportFile) =>
  run(name, 'npx', [
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);

run('lint', 'npm', ['run', 'lint', '--silent']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
const unitReport = join(reports, 'unit.json');
vitest('unit and integration tests', [], unitReport);
count(unitReport);
if (run('build', 'npm', ['run', 'build', '--silent'])) {
  const e2eReport = join(reports, 'e2e.json');
  vitest('end-to-end tests', ['--root', 'e2e'], e2eReport);
  count(e2eReport);
} else {
  totals.failed += 1;
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed + (failedSteps.length > 0 && totals.failed === 0 ? failedSteps.length : 0)} failed, ${totals.skipped} skipped`,
);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
