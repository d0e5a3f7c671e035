/**
 * `pnpm bench`: the job search under load on Postgres with the scale seed (docs/jobs.md records the figures).
 *
 * 1. Connects to BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fj_bench), creating the database,
 *    migrating it and running the scale seed (100,000 jobs, 20,000 candidates) when it has fewer jobs.
 * 2. Builds the API in this process and listens on a free port (rate limit lifted for the run).
 * 3. Runs autocannon (its own process, so it does not share this event loop) against each route in turn and
 *    prints req/s, p50, p99 and the ratio of req/s to the trivial one-query route (GET /health).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import knexFactory from 'knex';
import { seedScaleIfNeeded } from '@fj/seeds/scale';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { createMailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';

const run = promisify(execFile);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fj_bench';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
// Other knobs: BENCH_ONLY (route name substrings), BENCH_DATABASE_URL.

interface Result {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const knex = knexFactory({ client: 'pg', connection: admin.toString(), pool: { min: 0, max: 1 } });
  try {
    const exists = await knex.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name]);
    if (exists.rows.length === 0) {
      console.log(`Creating database ${name}…`);
      await knex.raw('CREATE DATABASE ??', [name]);
    }
  } finally {
    await knex.destroy();
  }
}

async function autocannon(baseUrl: string, name: string, path: string, seconds = DURATION_SECONDS): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const { stdout } = await run(process.execPath, [cli, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', `${baseUrl}${path}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return { name, path, requestsPerSecond: report.requests.average, p50: report.latency.p50, p99: report.latency.p99, errors: report.errors, non2xx: report.non2xx };
}

function printTable(results: Result[]): void {
  const trivial = results[0]!.requestsPerSecond;
  const rows = results.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    `${r.p50} ms`,
    `${r.p99} ms`,
    (r.requestsPerSecond / trivial).toFixed(2),
    String(r.errors + r.non2xx),
  ]);
  const header = ['route', 'req/s', 'p50', 'p99', 'ratio to trivial', 'errors/non-2xx'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const r of results) console.log(`${r.name}: GET ${r.path}`);
}

async function main(): Promise<void> {
  await ensureDatabase(DATABASE_URL);
  const db = await connectDatabase({ databaseUrl: DATABASE_URL, poolMax: 20 });
  const dataDir = await mkdtemp(join(tmpdir(), 'fj-bench-'));
  try {
    await migrateToLatest(db.knex);
    await seedScaleIfNeeded(db.knex, (line) => console.log(line));
    const jobs = Number((await db.knex('jobs').count({ n: '*' }).first())?.n ?? 0);
    const detail = await db.knex('jobs').select('slug').where({ status: 'publish' }).where('end_date', '>=', db.knex.raw('current_date')).orderBy('id').offset(5000).first();
    if (!detail) throw new Error('No active job to benchmark the detail page with');

    const app = await buildApp({
      config: {
        corsOrigins: [],
        publicWebUrl: 'http://localhost:3000',
        googleClientIds: [],
        googleJwksUrl: 'http://127.0.0.1:9/unused',
        logLevel: 'silent',
        trustProxy: 0,
        jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
      },
      db: db.knex,
      mailer: createMailer({ mailFrom: 'Bench <bench@localhost>', dataDir, logger: { info: () => undefined } }),
      storage: createDiskStorage(join(dataDir, 'uploads')),
      limits: { rateLimitPerMinute: 1_000_000_000 },
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`API on ${baseUrl}; ${jobs} jobs; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route.\n`);
    try {
      const routes: [string, string][] = [
        ['trivial (one query)', '/health'],
        ['browse default (as served: 5 s read cache)', '/search/get-browse-job?offset=0&limit=10'],
        ['browse default, skip_cache=1', '/search/get-browse-job?offset=0&limit=10&skip_cache=1'],
        ['keyword + filters, skip_cache=1', '/search/get-browse-job?search=physiotherapist&country=gb-eng&type=normal&sort=relevance&skip_cache=1'],
        ['keyword + filters (as served)', '/search/get-browse-job?search=physiotherapist&country=gb-eng&type=normal&sort=relevance'],
        ['job detail (never cached)', `/job-api/get-job-detail-by-slug?slug=${detail.slug}`],
      ];
      // BENCH_ONLY=detail (comma-separated substrings of route names) measures only those, beside the trivial route.
      const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean);
      if (only?.length) routes.splice(1, routes.length, ...routes.slice(1).filter(([name]) => only.some((part) => name.includes(part))));
      // Warm-up (pool connections, JIT, plan caches), not measured.
      await autocannon(baseUrl, 'warm-up', '/health');
      for (const [, path] of routes.slice(1)) await autocannon(baseUrl, 'warm-up', path, 2);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const results: Result[] = [];
      for (const [name, path] of routes) {
        results.push(await autocannon(baseUrl, name, path));
        console.log(`done: ${name}`);
        // Requests still queued when autocannon stops would otherwise count against the next route.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
      console.log('');
      printTable(results);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
