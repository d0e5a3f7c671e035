/**
 * `BENCH_SCALES=1,10 pnpm bench` (docs/performance.md "Ten times the data"): the routes of SCALE_ROWS on the
 * database of each scale factor (bench-app.ts `benchDatabaseUrl`: `fj_bench`, `fj_bench_x10`; created and seeded
 * when missing), each route run on every database back to back with the trivial route of that database just before
 * it, then ONE table: p50/p99 per factor, req/s as a share of the trivial run, and the p99 ratio last/first factor
 * beside the goal (p99 at 10× ≤ 1.5 × p99 at 1×, and ≤ 100 ms). BENCH_ONLY filters the rows as in the one-scale run.
 */
import { authHeaders, autocannon, CONNECTIONS, DURATION_SECONDS, pause, type Result } from './autocannon';
import { openBenchApp, type BenchApp } from './bench-app';
import { BENCH_ROUTES, CV_DATABASE_SEARCHES, loadFixtures, type BenchRoute } from './routes';

const routeNamed = (name: string): BenchRoute => {
  const route = BENCH_ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`bench/scales.ts: no route "${name}" in bench/routes.ts (renamed?)`);
  return route;
};

/** The reads issue 26 asks to hold at ten times the data; all bypass the read cache. */
const SCALE_ROWS: readonly { label: string; route: BenchRoute }[] = [
  { label: 'browse', route: routeNamed('browse default, skip_cache=1') },
  { label: 'keyword + filters', route: routeNamed('keyword + filters, skip_cache=1') },
  { label: 'job page', route: routeNamed('job detail (never cached)') },
  {
    label: 'CV database keyword',
    route: { name: 'CV database: keyword', path: () => CV_DATABASE_SEARCHES.find((search) => search.name === 'keyword')!.path, auth: 'employer' },
  },
  { label: 'player page', route: routeNamed('football: get-player (300 appearances)') },
  { label: 'player search', route: routeNamed('football: search-players/{term}') },
  { label: 'league table', route: routeNamed('football: competition table') },
  { label: 'admin dashboard', route: routeNamed('admin: get-dashboard-data (one year)') },
];

const GOAL_RATIO = 1.5;
const GOAL_P99_MS = 100;
const TRIVIAL_PATH = '/health';

interface Scaled {
  scale: number;
  bench: BenchApp;
  baseUrl: string;
  jobs: number;
  path: (route: BenchRoute) => string;
  headers: (route: BenchRoute) => string[];
}

async function open(scale: number, routes: readonly BenchRoute[]): Promise<Scaled> {
  const bench = await openBenchApp(scale);
  const fixtures = await loadFixtures(bench.knex);
  const headersFor = await authHeaders(bench, routes);
  const jobs = Number((await bench.knex('jobs').count({ n: '*' }).first())?.n ?? 0);
  const baseUrl = await bench.app.listen({ port: 0, host: '127.0.0.1' });
  return { scale, bench, baseUrl, jobs, path: (route) => route.path(fixtures), headers: (route) => headersFor(route.auth) };
}

export function parseScales(text: string): number[] {
  const scales = text.split(',').map((part) => Number(part.trim()));
  if (scales.length < 2 || scales.some((scale) => !(scale > 0))) throw new Error(`BENCH_SCALES needs two or more positive factors, e.g. 1,10 (got "${text}")`);
  return scales;
}

export async function runScales(text: string): Promise<void> {
  const scales = parseScales(text);
  const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean);
  const rows = SCALE_ROWS.filter((row) => !only?.length || only.some((part) => row.label.includes(part) || row.route.name.includes(part)));
  const opened: Scaled[] = [];
  try {
    for (const scale of scales) opened.push(await open(scale, rows.map((row) => row.route)));
    for (const db of opened) console.log(`${db.scale}×: API on ${db.baseUrl}, ${db.jobs} jobs`);
    console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s per route.\n`);
    // Warm-up (pool connections, JIT, plan caches, the databases' buffers), not measured.
    for (const db of opened) {
      await autocannon(db.baseUrl, 'warm-up', TRIVIAL_PATH, []);
      for (const row of rows) await autocannon(db.baseUrl, 'warm-up', db.path(row.route), db.headers(row.route), 2);
    }
    await pause();
    const results = new Map<string, Result[]>();
    for (const row of rows) {
      const measured: Result[] = [];
      for (const db of opened) {
        const trivial = await autocannon(db.baseUrl, 'trivial', TRIVIAL_PATH, []);
        await pause();
        measured.push({ ...(await autocannon(db.baseUrl, row.label, db.path(row.route), db.headers(row.route))), trivialRequestsPerSecond: trivial.requestsPerSecond });
        await pause();
      }
      results.set(row.label, measured);
      console.log(`done: ${row.label}`);
    }
    console.log('');
    printScaleTable(scales, rows.map((row) => row.label), results);
    console.log('');
    for (const row of rows) console.log(`${row.label}: GET ${opened[0]!.path(row.route)}`);
  } finally {
    for (const db of opened) await db.bench.close();
  }
}

function printScaleTable(scales: number[], labels: string[], results: Map<string, Result[]>): void {
  const first = scales[0]!;
  const last = scales[scales.length - 1]!;
  const header = [
    'route',
    ...scales.flatMap((scale) => [`${scale}× p50`, `${scale}× p99`, `${scale}× vs trivial`]),
    `p99 ratio ${last}×/${first}×`,
    `goal (≤ ${GOAL_RATIO}, ≤ ${GOAL_P99_MS} ms)`,
    'errors/non-2xx',
  ];
  const rows = labels.map((label) => {
    const measured = results.get(label)!;
    const ratio = measured[measured.length - 1]!.p99 / Math.max(measured[0]!.p99, 1);
    const met = measured.every((r) => r.p99 <= GOAL_P99_MS) && ratio <= GOAL_RATIO;
    return [
      label,
      ...measured.flatMap((r) => [`${r.p50} ms`, `${r.p99} ms`, (r.requestsPerSecond / (r.trivialRequestsPerSecond ?? r.requestsPerSecond)).toFixed(2)]),
      ratio.toFixed(2),
      met ? 'met' : 'NOT met',
      measured.map((r) => String(r.errors + r.non2xx)).join(' / '),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
