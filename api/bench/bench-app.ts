/**
 * What every benchmark script shares: the benchmark database (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/fj_bench, or `fj_bench_x10` for BENCH_SCALE=10; created, migrated and
 * scale-seeded when needed) and the API built in this process with the rate limit lifted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import knexFactory, { type Knex } from 'knex';
import { SCALE_BENCH_LEARNER } from '@fj/seeds/coaching-scale';
import { seedScaleIfNeeded } from '@fj/seeds/scale';
import { buildApp } from '../src/app';
import { offlineAppSettings } from '../src/offline-settings';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { createMailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';
import { connectRedis } from '../src/redis';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fj_bench';

/**
 * The database of a scale factor (docs/performance.md "Ten times the data"): factor 1 is BENCH_DATABASE_URL
 * (`fj_bench`); factor N is the same server's `fj_bench_xN`, seeded with `scaleCounts(N)` when it has fewer jobs.
 */
export function benchDatabaseUrl(scale = 1): string {
  if (scale === 1) return BENCH_DATABASE_URL;
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${url.pathname.slice(1)}_x${String(scale).replace('.', '_')}`;
  return url.toString();
}

/** BENCH_SCALE=10 (`bench:explain`, `cv-database`, `share-cards`): the one factor a single-scale script runs at. */
export const BENCH_SCALE = Number(process.env.BENCH_SCALE ?? 1);

export interface BenchApp {
  knex: Knex;
  app: FastifyInstance;
  close(): Promise<void>;
}

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
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

export async function openBenchApp(scale = BENCH_SCALE): Promise<BenchApp> {
  const databaseUrl = benchDatabaseUrl(scale);
  await ensureDatabase(databaseUrl);
  const db = await connectDatabase({ databaseUrl, poolMax: 20 });
  const dataDir = await mkdtemp(join(tmpdir(), 'fj-bench-'));
  const cleanUp = async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const redis = process.env.BENCH_REDIS_URL ? connectRedis(process.env.BENCH_REDIS_URL, `fj-bench-${process.pid}:`) : undefined;
  try {
    await migrateToLatest(db.knex);
    await seedScaleIfNeeded(db.knex, (line) => console.log(line), { factor: scale });
    const app = await buildApp({
      config: offlineAppSettings('bench-secret-that-is-long-enough-for-hs256'),
      db: db.knex,
      mailer: createMailer({ mailFrom: 'Bench <bench@localhost>', dataDir, logger: { info: () => undefined } }),
      storage: createDiskStorage(join(dataDir, 'uploads')),
      limits: { rateLimitPerMinute: 1_000_000_000, apiKeyRateLimitPerMinute: 1_000_000_000 },
      // BENCH_REDIS_URL: as a replica with REDIS_URL runs (shared rate limit, read cache, revocation markers).
      redis,
    });
    return {
      knex: db.knex,
      app,
      close: async () => {
        await app.close();
        await cleanUp();
        await redis?.client.quit();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** A bearer token of the first employer account (the CV database needs a recruiter). */
export async function employerToken(bench: BenchApp): Promise<string> {
  const employer = await bench
    .knex('users')
    .whereRaw(`roles @> ARRAY['employer']::text[]`)
    .whereNotNull('employer_id')
    .whereNull('deleted_at')
    .orderBy('id')
    .first('id', 'profile_slug', 'display_name', 'roles', 'token_version');
  if (!employer) throw new Error('No employer account in the benchmark database');
  return bench.app.issueToken({ id: employer.id, profile: employer.profile_slug, displayName: employer.display_name, roles: employer.roles, tv: employer.token_version });
}

/** A bearer token of the first administrator (the admin dashboard and users search). */
export async function administratorToken(bench: BenchApp): Promise<string> {
  const admin = await bench
    .knex('users')
    .whereRaw(`roles @> ARRAY['administrator']::text[]`)
    .whereNull('deleted_at')
    .orderBy('id')
    .first('id', 'profile_slug', 'display_name', 'roles', 'token_version');
  if (!admin) throw new Error('No administrator account in the benchmark database');
  return bench.app.issueToken({ id: admin.id, profile: admin.profile_slug, displayName: admin.display_name, roles: admin.roles, tv: admin.token_version });
}

/** A bearer token of the coaching scale seed's learner (halfway through the bench course: seeds/coaching-scale.ts). */
export async function learnerToken(bench: BenchApp): Promise<string> {
  const learner = await bench.knex('users').where({ username: SCALE_BENCH_LEARNER }).first('id', 'profile_slug', 'display_name', 'roles', 'token_version');
  if (!learner) throw new Error('No coaching learner in the benchmark database: the coaching scale seed has not run');
  return bench.app.issueToken({ id: learner.id, profile: learner.profile_slug, displayName: learner.display_name, roles: learner.roles, tv: learner.token_version });
}

/** An API key (scope profile:read) of the employer `employerToken` signs in as, created through the API for this run. */
export async function employerApiKey(bench: BenchApp): Promise<string> {
  const response = await bench.app.inject({
    method: 'POST',
    url: '/api-keys',
    headers: { authorization: `Bearer ${await employerToken(bench)}` },
    payload: { name: `bench ${new Date().toISOString()}`, scopes: ['profile:read', 'webhooks:manage'], expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  if (response.statusCode !== 200) throw new Error(`Could not create the bench API key: ${response.statusCode} ${response.body}`);
  return response.json().data.key as string;
}
