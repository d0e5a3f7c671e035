/**
 * `pnpm bench`: the job search under load on Postgres with the scale seed (docs/jobs.md records the figures).
 *
 * 1. Connects to BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fj_bench), creating the database,
 *    migrating it and running the scale seed (100,000 jobs, 20,000 candidates) when it has fewer jobs (bench-app.ts).
 * 2. Builds the API in this process and listens on a free port (rate limit lifted for the run).
 * 3. Runs autocannon (its own process, so it does not share this event loop) against each route of the table in
 *    bench/routes.ts in turn and prints req/s, p50, p99 and the ratio of req/s to the trivial one-query route
 *    (GET /health, the table's first row) measured just before it. To measure another route, add a row there.
 */
import { authHeaders, autocannon, CONNECTIONS, DURATION_SECONDS, pause, type Result } from './autocannon';
import { openBenchApp } from './bench-app';
import { BENCH_ROUTES, loadFixtures } from './routes';
import { runScales } from './scales';

// Other knobs: BENCH_ONLY (route name substrings), BENCH_DATABASE_URL, BENCH_CONNECTIONS, BENCH_DURATION;
// BENCH_SCALES=1,10 measures the scale table's routes on the 1× and 10× databases side by side (bench/scales.ts).

function printTable(results: Result[]): void {
  const rows = results.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    `${r.p50} ms`,
    `${r.p99} ms`,
    r.trivialRequestsPerSecond === undefined ? '–' : r.trivialRequestsPerSecond.toFixed(0),
    (r.requestsPerSecond / (r.trivialRequestsPerSecond ?? r.requestsPerSecond)).toFixed(2),
    String(r.errors + r.non2xx),
  ]);
  const header = ['route', 'req/s', 'p50', 'p99', 'trivial just before, req/s', 'ratio to trivial', 'errors/non-2xx'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const r of results) console.log(`${r.name}: GET ${r.path}`);
}

async function main(): Promise<void> {
  if (process.env.BENCH_SCALES) return runScales(process.env.BENCH_SCALES);
  const bench = await openBenchApp();
  try {
    const jobs = Number((await bench.knex('jobs').count({ n: '*' }).first())?.n ?? 0);
    const fixtures = await loadFixtures(bench.knex);
    const headersFor = await authHeaders(bench, BENCH_ROUTES);
    const baseUrl = await bench.app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`API on ${baseUrl}; ${jobs} jobs; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route.\n`);
    // BENCH_ONLY=detail (comma-separated substrings of route names) measures only those, beside the trivial route.
    const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean);
    const [trivial, ...rest] = BENCH_ROUTES;
    const routes = [trivial!, ...rest.filter((route) => !only?.length || only.some((part) => route.name.includes(part)))].map((route) => ({
      name: route.name,
      path: route.path(fixtures),
      headers: headersFor(route.auth),
    }));
    // Warm-up (pool connections, JIT, plan caches), not measured.
    await autocannon(baseUrl, 'warm-up', '/health', []);
    for (const route of routes.slice(1)) await autocannon(baseUrl, 'warm-up', route.path, route.headers, 2);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // Each route is paired with a run of the trivial route just before it, and its ratio is to that run: on a
    // shared machine the load drifts within minutes, and a ratio to one trivial run at the start mostly measured
    // the drift.
    const results: Result[] = [await autocannon(baseUrl, routes[0]!.name, routes[0]!.path, routes[0]!.headers)];
    await pause();
    for (const route of routes.slice(1)) {
      const trivial = await autocannon(baseUrl, routes[0]!.name, routes[0]!.path, routes[0]!.headers);
      await pause();
      results.push({ ...(await autocannon(baseUrl, route.name, route.path, route.headers)), trivialRequestsPerSecond: trivial.requestsPerSecond });
      console.log(`done: ${route.name}`);
      await pause();
    }
    console.log('');
    printTable(results);
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
