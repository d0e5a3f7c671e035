/**
 * CV-database latency on the scale seed (docs/employer-area.md records the figures): p50/p95/p99 of
 * `GET /search/get-cv-database/` for a few typical searches, one request at a time (what one recruiter waits)
 * and 8 at a time, through the whole API in process (auth, validation, query, serialization).
 *
 * Uses the benchmark database of `pnpm bench` (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/fj_bench),
 * migrating and scale-seeding it when needed (bench-app.ts); the searches are the table in bench/routes.ts.
 * Run: `cd api && npx tsx bench/cv-database.ts`.
 */
import { employerToken, openBenchApp } from './bench-app';
import { CV_DATABASE_SEARCHES } from './routes';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const bench = await openBenchApp();
  try {
    await bench.app.ready();
    const token = await employerToken(bench);
    const profiles = await bench.knex('candidate_profiles').count({ n: '*' }).first();
    console.log(`${profiles?.n} candidate profiles; ${REQUESTS} requests per search.\n`);
    const once = async (url: string) => {
      const started = performance.now();
      const response = await bench.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
      return { ms: performance.now() - started, total: (response.json().total as number | undefined) ?? '–' };
    };
    console.log('| search | total | c=1 p50 | c=1 p95 | c=1 p99 | c=8 p95 |');
    console.log('|---|---|---|---|---|---|');
    for (const { name, path } of CV_DATABASE_SEARCHES) {
      for (let i = 0; i < 20; i += 1) await once(path);
      const sequential: number[] = [];
      let total: number | string = 0;
      for (let i = 0; i < REQUESTS; i += 1) {
        const result = await once(path);
        sequential.push(result.ms);
        total = result.total;
      }
      const concurrent: number[] = [];
      for (let i = 0; i < REQUESTS / 8; i += 1) concurrent.push(...(await Promise.all(Array.from({ length: 8 }, () => once(path)))).map((r) => r.ms));
      sequential.sort((a, b) => a - b);
      concurrent.sort((a, b) => a - b);
      const f = (ms: number) => `${ms.toFixed(1)} ms`;
      console.log(`| ${name} | ${total} | ${f(percentile(sequential, 50))} | ${f(percentile(sequential, 95))} | ${f(percentile(sequential, 99))} | ${f(percentile(concurrent, 95))} |`);
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
