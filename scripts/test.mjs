// `pnpm test`, the README's test command: every check the project has, in order, stopping at the first failure.
// install → typecheck → lint → unit/integration (shared, api, web) → SPA build → browser journeys → bundle budget.
// Ends with per-stage timings and one line `N passed, N failed` aggregated over every test runner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertSupportedNode } from './lib/node-version.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { buildSpa } from './lib/spa-build.mjs';
import { checkBundleBudget } from './lib/bundle-budget.mjs';
import { findChromium } from './lib/chromium.mjs';
import { repoRoot, webDist } from './lib/paths.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';
import { readVitestCounts } from './lib/vitest-report.mjs';

assertSupportedNode();

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
/** Printed again next to the summary, so a skipped stage cannot scroll out of sight. */
const notices = [];

/** A stage resolves to 'ok' | 'skipped', or throws StageFailure. */
class StageFailure extends Error {
  constructor(message, { countsAsTestFailure = true } = {}) {
    super(message);
    this.countsAsTestFailure = countsAsTestFailure;
  }
}

async function command(label, promise) {
  const code = await promise;
  if (code !== 0) throw new StageFailure(`${label} exited with code ${code}`);
}

/** Runs vitest in `cwd` with a JSON report next to the console output and adds its counts to the totals. */
async function vitest(name, cwd, extraArgs = []) {
  const reportFile = path.join(reportDir, `${name}.json`);
  const code = await run(
    process.execPath,
    [path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extraArgs],
    { cwd },
  );
  const counts = readVitestCounts(reportFile);
  totals.passed += counts.passed;
  totals.skipped += counts.skipped;
  // A crash, an unloadable test file or an unhandled error fails the run without failing a test: count it once.
  const failed = code !== 0 && counts.failed === 0 ? 1 : counts.failed;
  totals.failed += failed;
  if (code !== 0) {
    const where = `vitest in ${path.relative(repoRoot, cwd) || '.'}`;
    const what = counts.failed > 0 ? `${counts.failed} test(s) failed` : 'failed without a failing test (a file did not load, or an unhandled error: see above)';
    throw new StageFailure(`${where}: ${what} (exit ${code})`, { countsAsTestFailure: false });
  }
}

async function journeys() {
  const chromium = findChromium();
  if (!chromium) {
    const where = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not executable` : 'no /usr/bin/chromium';
    if (isCI) throw new StageFailure(`Chromium not found (${where}); under CI=true a missing browser is a failure`);
    const banner = loudBanner([
      `CHROMIUM NOT FOUND (${where}).`,
      'THE BROWSER JOURNEYS (web/e2e) ARE SKIPPED — everything else ran.',
      'Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH, then run the tests again.',
    ]);
    console.log(banner);
    notices.push(banner);
    return 'SKIPPED (no Chromium)';
  }
  await vitest('e2e', path.join(repoRoot, 'web'), ['--config', 'e2e/vitest.config.ts']);
  return 'ok';
}

/** The bundle budget over web/dist as the build stage left it: each check counts as one test. */
function bundleBudget() {
  const { checks } = checkBundleBudget(webDist);
  for (const { name, ok, detail } of checks) console.log(`  ${ok ? '✓' : '✗'} ${name} — ${detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  totals.passed += checks.length - failed;
  totals.failed += failed;
  if (failed > 0) throw new StageFailure(`${failed} bundle budget check(s) failed`, { countsAsTestFailure: false });
}

const allStages = [
  ['install', 'install', async () => ((await ensureDependencies()) ? 'ok' : 'up to date')],
  ['typecheck', 'typecheck', () => command('pnpm typecheck', pnpm(['run', 'typecheck']))],
  ['lint', 'lint', () => command('eslint .', pnpm(['run', 'lint']))],
  ['shared', 'test shared', () => vitest('shared', path.join(repoRoot, 'shared'))],
  ['api', 'test api', () => vitest('api', path.join(repoRoot, 'api'))],
  ['web', 'test web', () => vitest('web', path.join(repoRoot, 'web'))],
  ['build', 'build web', () => buildSpa()],
  ['e2e', 'browser journeys', journeys],
  // Sizes of the build stage's web/dist; last, so a budget miss does not keep the journeys from running.
  ['bundle', 'bundle budget', bundleBudget],
];

/** `--only=a,b` or `--skip=a,b` (keys: install typecheck lint shared api web build e2e bundle) for local iteration. */
function selectStages(args) {
  const list = (flag) => args.find((arg) => arg.startsWith(`--${flag}=`))?.split('=')[1].split(',');
  const only = list('only');
  const skip = list('skip') ?? [];
  const known = new Set(allStages.map(([key]) => key));
  const unknown = [...(only ?? []), ...skip].filter((key) => !known.has(key));
  if (unknown.length > 0) {
    console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${[...known].join(' ')}`);
    process.exit(2);
  }
  return allStages.filter(([key]) => (only ? only.includes(key) : true) && !skip.includes(key)).map(([, name, stage]) => [name, stage]);
}

const stages = selectStages(process.argv.slice(2));
if (stages.length < allStages.length) console.log(`[test] partial run: ${stages.map(([name]) => name).join(', ')}`);

function loudBanner(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const bar = '!'.repeat(width);
  return ['', bar, ...lines.map((line) => `! ${line.padEnd(width - 4)} !`), bar, ''].join('\n');
}

function describeDatabase() {
  if (!process.env.DATABASE_URL) return 'embedded PGlite (DATABASE_URL unset)';
  const url = new URL(process.env.DATABASE_URL);
  url.password = url.password ? '***' : '';
  return `Postgres at ${url}`;
}

function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

console.log(`[test] database for the api suite: ${describeDatabase()}${isCI ? ' (CI)' : ''}`);
const started = performance.now();
let failure;
for (const [name, stage] of stages) {
  console.log(`\n━━ ${name} ━━`);
  const stageStart = performance.now();
  let outcome = 'ok';
  try {
    outcome = (await stage()) ?? 'ok';
  } catch (error) {
    const stageFailure = error instanceof StageFailure ? error : new StageFailure(error?.message ?? String(error));
    if (stageFailure.countsAsTestFailure) totals.failed += 1;
    failure = { name, message: stageFailure.message };
    outcome = 'FAILED';
  }
  timings.push({ name, ms: performance.now() - stageStart, outcome });
  if (failure) break;
}

fs.rmSync(reportDir, { recursive: true, force: true });
console.log('\n━━ summary ━━');
for (const { name, ms, outcome } of timings) console.log(`  ${name.padEnd(18)} ${formatSeconds(ms).padStart(7)}  ${outcome}`);
for (const [name] of stages.slice(timings.length)) console.log(`  ${name.padEnd(18)} ${'-'.padStart(7)}  not run`);
console.log(`  ${'total'.padEnd(18)} ${formatSeconds(performance.now() - started).padStart(7)}`);
if (totals.skipped > 0) console.log(`  (${totals.skipped} test(s) skipped or todo)`);
for (const notice of notices) console.log(notice);
if (failure) console.log(`\n✖ stopped at "${failure.name}": ${failure.message}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failure ? 1 : 0;
