import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Knex } from 'knex';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '@fj/seeds';
import { buildApp, type AppDeps, type AppSettings } from '../src/app';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { createMailer, type Mailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';
import { offlineAppSettings } from '../src/offline-settings';
import {
  adminConnection,
  cloneDatabase,
  databaseUrlFor,
  randomDatabaseName,
  seedTestDatabase,
  type DatabaseTemplates,
} from './database-templates';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContextOptions {
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  settings?: Partial<AppSettings>;
  smtpUrl?: string;
  now?: () => Date;
  limits?: AppDeps['limits'];
  /** Shared state in Redis (rate limit, read cache), as with REDIS_URL. */
  redis?: AppDeps['redis'];
}

export interface TestContext {
  app: FastifyInstance;
  knex: Knex;
  mailer: Mailer;
  dataDir: string;
  settings: AppSettings;
  /** Logs a demo (or any) account in and returns its token. */
  login(username: string, password?: string): Promise<string>;
  inject(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

interface ThrowawayDatabase {
  db: Database;
  drop(): Promise<void>;
}

/**
 * A throwaway database, migrated and (with `seeded`) holding the demo data: PGlite in memory, or `fj_test_<random>` on
 * the server at DATABASE_URL. Copied from the run's templates (test/global-setup.ts); built from scratch without them.
 */
async function createThrowawayDatabase(seeded: boolean): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const templates = inject('databaseTemplates') as DatabaseTemplates | undefined;
  if (!serverUrl) {
    if (templates?.engine === 'pglite') {
      const dump = await readFile(seeded ? templates.seededDumpPath : templates.bareDumpPath);
      return { db: await connectDatabase({ pgliteLoadDataDir: new Blob([dump]) }), drop: async () => undefined };
    }
    return { db: await migratedFromScratch(await connectDatabase({}), seeded), drop: async () => undefined };
  }
  const name = randomDatabaseName('fj_test');
  const admin = adminConnection(serverUrl);
  const drop = async () => {
    try {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
    } finally {
      await admin.destroy();
    }
  };
  try {
    if (templates?.engine === 'postgres') {
      await cloneDatabase(admin, seeded ? templates.seededDatabase : templates.bareDatabase, name);
      return { db: await connectDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolMax: 4 }), drop };
    }
    await admin.raw('CREATE DATABASE ??', [name]);
    const db = await connectDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolMax: 4 });
    return { db: await migratedFromScratch(db, seeded), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function migratedFromScratch(db: Database, seeded: boolean): Promise<Database> {
  await migrateToLatest(db.knex);
  if (seeded) await seedTestDatabase(db.knex);
  return db;
}

/** The API settings every test app runs with, and a test's own overrides. */
export const testSettings = (overrides: Partial<AppSettings> = {}): AppSettings =>
  offlineAppSettings(TEST_JWT_SECRET, { corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'], publicApiUrl: 'http://localhost:4000', ...overrides });

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { db, drop } = await createThrowawayDatabase(options.seed !== false);

  const dataDir = await mkdtemp(join(tmpdir(), 'fj-api-test-'));
  const mailer = createMailer({ smtpUrl: options.smtpUrl, mailFrom: 'Football Jobs <no-reply@example.test>', dataDir, logger: { info: () => undefined } });
  const settings = testSettings(options.settings);
  const storage = createDiskStorage(join(dataDir, 'uploads'));
  const app = await buildApp({ config: settings, db: db.knex, mailer, storage, now: options.now, limits: options.limits, redis: options.redis });
  await app.ready();

  const inject: TestContext['inject'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    knex: db.knex,
    mailer,
    dataDir,
    settings,
    inject,
    async login(username, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/auth/token', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const countRows = async (knex: Knex, table: string): Promise<number> => {
  const row = await knex(table).count<{ count: string | number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
};
