// `pnpm bench:web` (issues 11 and 26): Lighthouse (mobile preset) on home, the jobs list, a job page, a player page,
// a league table, a public profile and a blog post of the real app — the SPA built into a temp dir, served by the
// real API with the demo seed on free ports, as the journeys run it — and the jobs list's interaction latency (open
// the filters, tick one, type a keyword; INP-style Event Timing at Lighthouse's 4× CPU slow-down,
// support/bench-interaction.ts); then the budgets: performance ≥ 0.90 on each page, CLS ≤ 0.1, home JS ≤ 150 KB
// (150,000 bytes) gzip, every interaction ≤ 200 ms. Exit code 1 on a FAIL. The machine's `uptime` is printed at
// the start and the end: Lighthouse on a loaded machine scores low.
//
// Env: BENCH_RUNS (Lighthouse runs per page, median score kept; default 3), BENCH_API_PORT / BENCH_WEB_PORT (fixed
// ports instead of free ones), BENCH_SPA_DIR (serve this already-built SPA instead of building; it must have been
// built for the API URL the ports give), DATABASE_URL (Postgres instead of PGlite, in a throwaway database),
// BENCH_SCRIPTS=1 (print each run's scripts: request time, gzip -9, first load or prefetched), BENCH_PAGES=<substr,...>
// (only the pages whose name contains one; home's JS line is checked only when home is measured; `interaction` alone
// runs the interactions only), BENCH_API_URL + BENCH_WEB_URL (measure a site already running, e.g. while fixing a
// page: nothing is built or started; give BENCH_SPA_DIR too for the JS gzip column).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { HOME_JS_BUDGET_BYTES, kilobytes } from '../../scripts/lib/bundle-budget.mjs';
import { demoSiteEnv, startApi } from './support/api-server';
import { CPU_SLOWDOWN, measureJobsListInteractions, type InteractionRun } from './support/bench-interaction';
import { benchPages } from './support/bench-pages';
import { buildSpaFor } from './support/build-spa';
import { freePort } from './support/ports';
import { provisionTestDatabase } from './support/test-database';

const PERFORMANCE_BUDGET = 0.9;
const CLS_BUDGET = 0.1;
/** INP's "good" threshold (web.dev), for each interaction measured on the jobs list. */
const INTERACTION_BUDGET_MS = 200;

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(webDir, '..');

/** The part of chrome-launcher (Lighthouse's own launcher, a dependency of lighthouse) used here. */
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void | Promise<void> }>;
}

/** chrome-launcher as Lighthouse itself resolves it (it is not a direct dependency of the web package). */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
  return (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
}

interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Scripts the page requested before the SPA began its idle prefetch of the next likely page (the first load):
   * bytes on the wire, and gzip -9 of the same files from the build. `prefetchedGzipBytes`: what the prefetch added.
   */
  scripts: { count: number; transferBytes: number; gzipBytes: number; prefetchedGzipBytes: number };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** Mark set by web/src/app/prefetch/use-link-prefetch.ts when idle prefetching starts. */
const PREFETCH_MARK = 'fj:prefetch-idle';

function median<T>(values: T[], by: (value: T) => number): T {
  const sorted = [...values].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function gzipOfBuiltFile(spaDir: string, url: string): number {
  try {
    return zlib.gzipSync(readFileSync(path.join(spaDir, new URL(url).pathname)), { level: 9 }).length;
  } catch {
    return 0; // not one of ours (none expected)
  }
}

/** Lighthouse's report of one page; a run that failed to record (e.g. NO_NAVSTART) is repeated, twice at most. */
async function lighthouseReport(url: string, debuggingPort: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (result && !error) return result.lhr;
    if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${error?.code} ${error?.message}`);
    console.log(`[bench:web] ${url}: ${error?.code}, running again`);
  }
}

async function audit(url: string, debuggingPort: number, spaDir: string, webUrl: string): Promise<PageFigures> {
  const lhr = await lighthouseReport(url, debuggingPort);
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const scripts = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(webUrl),
  );
  const marks = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  const prefetchAt = marks.find((mark) => mark.name === PREFETCH_MARK)?.startTime ?? Infinity;
  const items = scripts.filter((item) => (item.networkRequestTime ?? 0) < prefetchAt);
  const prefetched = scripts.filter((item) => !items.includes(item));
  if (process.env.BENCH_SCRIPTS) printScripts(url, lhr, scripts, prefetchAt, spaDir);
  if (process.env.BENCH_LCP_DETAILS) console.log(`[bench:web] ${url} LCP element and phases:`, JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details).slice(0, 1500));
  return {
    score: lhr.categories.performance.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: {
      count: items.length,
      transferBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      gzipBytes: items.reduce((sum, item) => sum + gzipOfBuiltFile(spaDir, item.url), 0),
      prefetchedGzipBytes: prefetched.reduce((sum, item) => sum + gzipOfBuiltFile(spaDir, item.url), 0),
    },
  };
}

/** BENCH_SCRIPTS=1: every script of one run, in request order, with the gzip the "home JS" line sums. */
function printScripts(url: string, lhr: { audits: Record<string, { details?: unknown }> }, scripts: NetworkItem[], prefetchAt: number, spaDir: string) {
  const name = (item: string) => new URL(item).pathname.replace(/^\/assets\//, '');
  const observed = ((lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items ?? [])[0] ?? {};
  console.log(
    `[bench:web] ${url} scripts (observed FCP ${Math.round(observed.observedFirstContentfulPaint ?? NaN)} ms, load ${Math.round(observed.observedLoad ?? NaN)} ms, prefetch mark ${Number.isFinite(prefetchAt) ? `${Math.round(prefetchAt)} ms` : 'none'}):`,
  );
  let firstLoad = 0;
  for (const item of [...scripts].sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0))) {
    const gzip = gzipOfBuiltFile(spaDir, item.url);
    const first = (item.networkRequestTime ?? 0) < prefetchAt;
    if (first) firstLoad += gzip;
    console.log(`  ${`${Math.round(item.networkRequestTime ?? 0)} ms`.padStart(8)} ${String(gzip).padStart(7)} B ${first ? 'first     ' : 'prefetched'} ${name(item.url)}`);
  }
  console.log(`  first load ${firstLoad} bytes gzip`);
}

/** The machine's load beside the figures (`uptime`, or Node's load averages where there is none). */
function machineLoad(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}`;
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The SPA built for this run's ports (unless BENCH_SPA_DIR) and served by the real API with the demo seed. */
async function startSite(runDir: string, spaDir: string): Promise<{ apiUrl: string; webUrl: string; stop(): Promise<void> }> {
  const apiPort = Number(process.env.BENCH_API_PORT ?? 0) || (await freePort());
  const webPort = Number(process.env.BENCH_WEB_PORT ?? 0) || (await freePort());
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  if (!process.env.BENCH_SPA_DIR) {
    console.log(`[bench:web] building the SPA for ${apiUrl} into ${spaDir}`);
    await buildSpaFor(apiUrl, webDir, spaDir, path.join(runDir, 'vite-build.log'));
  }
  const database = await provisionTestDatabase(process.env.DATABASE_URL);
  console.log(`[bench:web] starting the API (demo seed, ${database.description}) with the SPA on ${webUrl}`);
  const api = await startApi({
    repoRoot,
    apiUrl,
    webUrl,
    logFile: path.join(runDir, 'api.log'),
    env: demoSiteEnv({ apiPort, webPort, webUrl, spaDir, dataDir: path.join(runDir, 'data'), databaseUrl: database.url }),
  });
  return {
    apiUrl,
    webUrl,
    stop: async () => {
      await api.stop();
      await database.drop();
    },
  };
}

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('Chromium not found: install Debian\'s chromium (/usr/bin/chromium) or set CHROMIUM_PATH.');
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'fj-bench-web-'));
  const spaDir = process.env.BENCH_SPA_DIR ? path.resolve(process.env.BENCH_SPA_DIR) : path.join(runDir, 'spa');
  const running = process.env.BENCH_API_URL && process.env.BENCH_WEB_URL ? { apiUrl: process.env.BENCH_API_URL, webUrl: process.env.BENCH_WEB_URL } : undefined;
  const { apiUrl, webUrl, stop } = running ? { ...running, stop: async () => {} } : await startSite(runDir, spaDir);
  const chrome = await (await loadChromeLauncher()).launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const debuggingPort = chrome.port;
  try {
    const only = (process.env.BENCH_PAGES ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    const allPages = await benchPages(apiUrl, webUrl);
    const pages = only.length ? allPages.filter(({ name }) => only.some((part) => name.includes(part))) : allPages;
    console.log(`[bench:web] at the start: ${machineLoad()}`);
    // One unmeasured load per page, so the API's first-query warm-up is not charged to the first page measured.
    for (const { url } of pages) await fetch(url).then((response) => response.text());
    const results: { name: string; url: string; figures: PageFigures }[] = [];
    for (const { name, url } of pages) {
      const measured: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await audit(url, debuggingPort, spaDir, webUrl));
      const figures = median(measured, (figure) => figure.score);
      results.push({ name, url, figures });
      console.log(`[bench:web] ${name}: scores ${measured.map((figure) => figure.score.toFixed(2)).join(', ')} → median ${figures.score.toFixed(2)} (${machineLoad()})`);
    }
    const jobsList = allPages.find(({ name }) => name === 'jobs list')!;
    const wantsInteractions = !only.length || only.some((part) => part === 'interaction' || jobsList.name.includes(part));
    const interactions = wantsInteractions ? await measureJobsListInteractions(chromiumPath, jobsList.url, runs) : [];
    report(results, interactions, runs, chromiumPath);
    console.log(`\nat the end: ${machineLoad()}`);
  } finally {
    await chrome.kill();
    await stop();
    rmSync(runDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  const fromWeb = createRequire(path.join(webDir, 'package.json'));
  return (JSON.parse(readFileSync(fromWeb.resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

type PageResult = { name: string; url: string; figures: PageFigures };

const milliseconds = (value: number) => (value > 0 ? `${Math.round(value)} ms` : '< 16 ms');

/** Per step, the median over the visits of its longest interaction; and the median INP. */
function interactionMedians(runs: InteractionRun[]) {
  const steps = (runs[0]?.steps ?? []).map(({ step }, index) => {
    const values = runs.map((run) => run.steps[index]?.worstMs ?? 0);
    return { step, values, medianMs: median(values, (value) => value), interactions: runs.map((run) => run.steps[index]?.interactions ?? 0) };
  });
  return { steps, inpMs: median(runs.map((run) => run.inpMs), (value) => value) };
}

function report(results: PageResult[], interactionRuns: InteractionRun[], runs: number, chromiumPath: string) {
  const nameWidth = Math.max(10, ...results.map(({ name }) => name.length));
  console.log(`\nLighthouse ${lighthouseVersion()} mobile preset, ${chromiumPath}, median of ${runs} run(s) per page`);
  console.log('(scripts, JS gzip, JS sent: the first load; prefetched: JS the idle prefetch of the next page added after it)');
  console.log(`${'page'.padEnd(nameWidth)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'scripts'.padStart(8)} ${'JS gzip'.padStart(10)} ${'JS sent'.padStart(10)} ${'prefetched'.padStart(10)}`);
  for (const { name, figures } of results) {
    console.log(
      `${name.padEnd(nameWidth)} ${figures.score.toFixed(2).padStart(5)} ${`${(figures.lcpMs / 1000).toFixed(1)} s`.padStart(8)} ${`${Math.round(figures.tbtMs)} ms`.padStart(8)} ${figures.cls.toFixed(3).padStart(6)} ${String(figures.scripts.count).padStart(8)} ${kib(figures.scripts.gzipBytes).padStart(10)} ${kib(figures.scripts.transferBytes).padStart(10)} ${kib(figures.scripts.prefetchedGzipBytes).padStart(10)}`,
    );
  }
  const interactions = interactionMedians(interactionRuns);
  if (interactionRuns.length) {
    console.log(`\njobs list interactions: 412 × 823 phone, CPU ${CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), Event Timing ≥ 16 ms, median of ${interactionRuns.length} visit(s)`);
    for (const { step, values, medianMs, interactions: counted } of interactions.steps) {
      console.log(`  ${step.padEnd(20)} ${milliseconds(medianMs).padStart(9)}   (visits: ${values.map(milliseconds).join(', ')}; interactions ≥ 16 ms: ${counted.join(', ')})`);
    }
    console.log(`  ${'INP of the visit'.padEnd(20)} ${milliseconds(interactions.inpMs).padStart(9)}`);
  }
  const home = results.find(({ name }) => name === 'home')?.figures;
  const budgets = [
    ...results.map(({ name, figures }) => ({ name: `${name} performance ≥ ${PERFORMANCE_BUDGET}`, ok: figures.score >= PERFORMANCE_BUDGET, value: figures.score.toFixed(2) })),
    ...results.map(({ name, figures }) => ({ name: `${name} CLS ≤ ${CLS_BUDGET}`, ok: figures.cls <= CLS_BUDGET, value: figures.cls.toFixed(3) })),
    ...(home
      ? [{ name: `home JS ≤ ${kilobytes(HOME_JS_BUDGET_BYTES)} gzip`, ok: home.scripts.gzipBytes <= HOME_JS_BUDGET_BYTES, value: `${kilobytes(home.scripts.gzipBytes)} (${home.scripts.gzipBytes} bytes)` }]
      : []),
    ...interactions.steps.map(({ step, medianMs }) => ({ name: `jobs list: ${step} ≤ ${INTERACTION_BUDGET_MS} ms`, ok: medianMs <= INTERACTION_BUDGET_MS, value: milliseconds(medianMs) })),
  ];
  console.log('\nbudgets');
  for (const budget of budgets) console.log(`  ${budget.ok ? 'PASS' : 'FAIL'}  ${budget.name.padEnd(42)} ${budget.value}`);
  const failed = budgets.filter((budget) => !budget.ok).length;
  console.log(`${budgets.length - failed} budget(s) met, ${failed} missed`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exitCode = 1;
});
