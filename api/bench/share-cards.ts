/**
 * Share-card render times (docs/share-cards.md), one request at a time through the whole API in process: a cold
 * render (a job whose card is not in `share_card_renders`), the same card again (read from the cache table), and a
 * revalidation (If-None-Match → 304). Uses the benchmark database of `pnpm bench` (bench-app.ts).
 * Run: `cd api && npx tsx bench/share-cards.ts`.
 */
import { openBenchApp } from './bench-app';

const CARDS = Number(process.env.BENCH_CARDS ?? 20);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const bench = await openBenchApp();
  try {
    await bench.app.ready();
    const jobs: { id: number; slug: string }[] = await bench.knex('jobs').where({ status: 'publish' }).orderBy('id').limit(CARDS).select('id', 'slug');
    await bench.knex('share_card_renders').where({ kind: 'job' }).whereIn('subject_id', jobs.map((job) => job.id)).delete();
    const timed = async (url: string, headers: Record<string, string> = {}) => {
      const started = performance.now();
      const response = await bench.app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200 && response.statusCode !== 304) throw new Error(`${url} → ${response.statusCode}`);
      return { ms: performance.now() - started, etag: String(response.headers.etag) };
    };
    const cold: number[] = [];
    const cached: number[] = [];
    const revalidated: number[] = [];
    for (const job of jobs) {
      const url = `/share-cards/job/${job.slug}.png`;
      const first = await timed(url);
      cold.push(first.ms);
      cached.push((await timed(url)).ms);
      revalidated.push((await timed(url, { 'if-none-match': first.etag })).ms);
    }
    console.log(`\nShare cards: ${jobs.length} job cards, one request at a time (the first cold render also reads the fonts).\n`);
    console.log('| share card | p50 ms | p95 ms | max ms |');
    console.log('|---|---|---|---|');
    for (const [name, times] of [['cold render', cold], ['cached (share_card_renders)', cached], ['304 revalidation', revalidated]] as const) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(`| ${name} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |`);
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
