/**
 * CV-database latency on the scale seed (docs/employer-area.md records the figures): p50/p95/p99 of
 * `GET /search/get-cv-database/` for a few typical searches, one request at a time (what one recruiter waits)
 * and 8 at a time, through the whole API in process (auth, validation, query, serialization).
 *
 * Uses the benchmark database of `pnpm bench` (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/fj_bench),
 * migrating and scale-seeding it when needed. Run: `cd api && npx tsx bench/cv-database.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedScaleIfNeeded } from '@fj/seeds/scale';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { createMailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fj_bench';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

export const CV_DATABASE_SEARCHES: [string, string][] = [
  // The same loop on the trivial route shows what the machine itself costs per request at the moment.
  ['baseline: GET /health (select 1)', '/health'],
  ['no filter (newest first)', '/search/get-cv-database/?limit=20'],
  ['keyword', '/search/get-cv-database/?search=coach&limit=20'],
  ['keyword + two filters', '/search/get-cv-database/?search=coach&country=gb-eng&profile_type=coach&limit=20'],
  ['filters only (experience + skill)', '/search/get-cv-database/?experience=5&skills=Video%20Analysis&limit=20'],
  ['keyword, page 10', '/search/get-cv-database/?search=analyst&offset=180&limit=20'],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const db = await connectDatabase({ databaseUrl: DATABASE_URL, poolMax: 20 });
  const dataDir = await mkdtemp(join(tmpdir(), 'fj-bench-cv-'));
  try {
    await migrateToLatest(db.knex);
    await seedScaleIfNeeded(db.knex, (line) => console.log(line));
    const employer = await db.knex('users').whereRaw(`roles @> ARRAY['employer']::text[]`).whereNotNull('employer_id').whereNull('deleted_at').orderBy('id').first('id', 'profile_slug', 'display_name', 'roles', 'token_version');
    if (!employer) throw new Error('No employer account in the benchmark database');
    const app = await buildApp({
      config: { corsOrigins: [], publicWebUrl: 'http://localhost:3000', googleClientIds: [], googleJwksUrl: 'http://127.0.0.1:9/unused', logLevel: 'silent', trustProxy: 0, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256' },
      db: db.knex,
      mailer: createMailer({ mailFrom: 'Bench <bench@localhost>', dataDir, logger: { info: () => undefined } }),
      storage: createDiskStorage(join(dataDir, 'uploads')),
      limits: { rateLimitPerMinute: 1_000_000_000 },
    });
    await app.ready();
    const token = app.issueToken({ id: employer.id, profile: employer.profile_slug, displayName: employer.display_name, roles: employer.roles, tv: employer.token_version });
    const profiles = await db.knex('candidate_profiles').count({ n: '*' }).first();
    console.log(`${profiles?.n} candidate profiles; ${REQUESTS} requests per search.\n`);
    const once = async (url: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
      return { ms: performance.now() - started, total: (response.json().total as number | undefined) ?? '–' };
    };
    console.log('| search | total | c=1 p50 | c=1 p95 | c=1 p99 | c=8 p95 |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, url] of CV_DATABASE_SEARCHES) {
      for (let i = 0; i < 20; i += 1) await once(url);
      const sequential: number[] = [];
      let total: number | string = 0;
      for (let i = 0; i < REQUESTS; i += 1) {
        const result = await once(url);
        sequential.push(result.ms);
        total = result.total;
      }
      const concurrent: number[] = [];
      for (let i = 0; i < REQUESTS / 8; i += 1) concurrent.push(...(await Promise.all(Array.from({ length: 8 }, () => once(url)))).map((r) => r.ms));
      sequential.sort((a, b) => a - b);
      concurrent.sort((a, b) => a - b);
      const f = (ms: number) => `${ms.toFixed(1)} ms`;
      console.log(`| ${name} | ${total} | ${f(percentile(sequential, 50))} | ${f(percentile(sequential, 95))} | ${f(percentile(sequential, 99))} | ${f(percentile(concurrent, 95))} |`);
    }
    await app.close();
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
