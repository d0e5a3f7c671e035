import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import knexFactory, { type Knex } from 'knex';
import { DEMO_PASSWORD } from '@fj/seeds';
import { buildApp, type AppDeps, type AppSettings } from '../src/app';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { seedDemoIfEmpty } from '../src/db/seed';
import { createMailer, type Mailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContextOptions {
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  settings?: Partial<AppSettings>;
  smtpUrl?: string;
  now?: () => Date;
  limits?: AppDeps['limits'];
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

/** A throwaway database: PGlite in memory, or `fj_test_<random>` on the server at DATABASE_URL. */
async function createThrowawayDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await connectDatabase({});
    return { db, drop: async () => undefined };
  }
  const name = `fj_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await connectDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  return {
    db,
    drop: async () => {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { db, drop } = await createThrowawayDatabase();
  await migrateToLatest(db.knex);
  if (options.seed !== false) await seedDemoIfEmpty(db.knex);

  const dataDir = await mkdtemp(join(tmpdir(), 'fj-api-test-'));
  const mailer = createMailer({ smtpUrl: options.smtpUrl, mailFrom: 'Football Jobs <no-reply@example.test>', dataDir, logger: { info: () => undefined } });
  const settings: AppSettings = {
    corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    publicWebUrl: 'http://localhost:3000',
    googleClientIds: [],
    googleJwksUrl: 'http://127.0.0.1:9/unused',
    logLevel: 'silent',
    trustProxy: 0,
    jwtSecret: TEST_JWT_SECRET,
    ...options.settings,
  };
  const storage = createDiskStorage(join(dataDir, 'uploads'));
  const app = await buildApp({ config: settings, db: db.knex, mailer, storage, now: options.now, limits: options.limits });
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
