// Revocation on every replica (issue 24, docs/api-keys.md): a second API instance on the same database refuses a
// revoked key, and a suspended owner's key, from its next request. On PGlite (one process, no cache) two apps share
// the database; on a Postgres server two processes each have their own pool and notification listener, and the
// second one serves the key from its cache until the `api_key` notification drops it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { buildApp } from '../src/app';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { createMailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';
import { seedTestDatabase } from './database-templates';
import { createTestContext, testSettings, type TestContext } from './helpers';
import { postgresServerAnswers, throwawayPostgresDatabase } from './postgres-server';

const buildInstance = (knex: Knex, dataDir: string) =>
  buildApp({
    config: testSettings(),
    db: knex,
    mailer: createMailer({ mailFrom: 'Football Jobs <no-reply@example.test>', dataDir, logger: { info: () => undefined } }),
    storage: createDiskStorage(join(dataDir, 'uploads')),
    limits: { rateLimitPerMinute: 100_000, apiKeyRateLimitPerMinute: 100_000 },
  });

const login = async (app: FastifyInstance, username: string) => {
  const response = await app.inject({ method: 'POST', url: API.authToken, payload: { username, password: 'Demo-pass-1' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};
const callWithKey = async (app: FastifyInstance, key: string) => {
  const response = await app.inject({ method: 'GET', url: API.profile, headers: { authorization: `Bearer ${key}` } });
  return { status: response.statusCode, message: String(response.json().message ?? '') };
};
const newKey = async (app: FastifyInstance, token: string) => {
  const response = await app.inject({ method: 'POST', url: API.apiKeys, headers: { authorization: `Bearer ${token}` }, payload: { name: 'replica', scopes: ['profile:read'] } });
  return response.json().data as { id: number; key: string };
};
const revoke = async (app: FastifyInstance, token: string, id: number) =>
  (await app.inject({ method: 'DELETE', url: API.apiKey.replace(':id', String(id)), headers: { authorization: `Bearer ${token}` } })).statusCode;

/** Calls until refused (at most `limitMs`): how many calls and how long it took. */
const untilRefused = async (call: () => Promise<{ status: number }>, limitMs = 2_000) => {
  const started = performance.now();
  let calls = 0;
  let status = 200;
  while (status === 200 && performance.now() - started < limitMs) {
    status = (await call()).status;
    calls += 1;
  }
  return { status, calls, ms: performance.now() - started };
};

describe('two app instances on one PGlite database', () => {
  let ctx: TestContext;
  let second: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext({ limits: { rateLimitPerMinute: 100_000, apiKeyRateLimitPerMinute: 100_000 } });
    second = await buildInstance(ctx.knex, ctx.dataDir);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('refuses a key revoked through the other instance on its very next request', async () => {
    const token = await login(ctx.app, 'employer');
    const { id, key } = await newKey(ctx.app, token);
    expect((await callWithKey(second, key)).status).toBe(200);
    expect((await callWithKey(second, key)).status).toBe(200);
    expect(await revoke(ctx.app, token, id)).toBe(200);
    expect(await callWithKey(second, key)).toEqual({ status: 401, message: 'This API key has been revoked' });
  });
});

const available = await postgresServerAnswers('api-keys-replicas.test.ts', 'API-key revocation across processes');

describe.skipIf(!available)('two API processes on one Postgres database', () => {
  const database = throwawayPostgresDatabase('fj_test_api_keys');
  let dataDir: string;
  const processes: { db: Database; app: FastifyInstance }[] = [];
  let one: FastifyInstance;
  let two: FastifyInstance;
  let twoDb: Database;

  beforeAll(async () => {
    await database.create();
    dataDir = await mkdtemp(join(tmpdir(), 'fj-api-keys-'));
    for (let i = 0; i < 2; i += 1) {
      const db = await connectDatabase({ databaseUrl: database.url, poolMax: 4 });
      if (i === 0) {
        await migrateToLatest(db.knex);
        await seedTestDatabase(db.knex);
      }
      processes.push({ db, app: await buildInstance(db.knex, dataDir) });
    }
    [one, two] = processes.map((process) => process.app) as [FastifyInstance, FastifyInstance];
    twoDb = processes[1]!.db;
  }, 240_000);

  afterAll(async () => {
    for (const process of processes) {
      await process.app.close();
      await process.db.close();
    }
    await database.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves a key from the cache: one look-up for many requests', async () => {
    const token = await login(one, 'candidate');
    const { key } = await newKey(one, token);
    let lookUps = 0;
    const count = (query: { sql: string }) => {
      if (/from "api_keys"/.test(query.sql)) lookUps += 1;
    };
    twoDb.knex.on('query', count);
    try {
      for (let i = 0; i < 20; i += 1) expect((await callWithKey(two, key)).status).toBe(200);
    } finally {
      twoDb.knex.off('query', count);
    }
    expect(lookUps).toBe(1);
  });

  it('refuses a key revoked by the other process as soon as the notification arrives', async () => {
    const token = await login(one, 'employer');
    const { id, key } = await newKey(one, token);
    expect((await callWithKey(two, key)).status).toBe(200); // cached in process two
    expect(await revoke(one, token, id)).toBe(200);
    const refused = await untilRefused(() => callWithKey(two, key));
    console.log(`api-keys replicas: the other process refused the revoked key after ${refused.calls} call(s), ${refused.ms.toFixed(1)} ms`);
    expect(refused.status).toBe(401);
    // And the process that revoked it refuses it at once: its own notification arrives before its COMMIT returns.
    expect(await callWithKey(one, key)).toEqual({ status: 401, message: 'This API key has been revoked' });
  });

  it('refuses a cached key of an owner suspended through the other process', async () => {
    const admin = await login(one, 'admin');
    const token = await login(one, 'subscriber');
    const { key } = await newKey(one, token);
    expect((await callWithKey(two, key)).status).toBe(200); // key and session cached in process two
    const subscriberId = (await twoDb.knex('users').where({ username: 'subscriber' }).first('id')).id as number;
    const suspended = await one.inject({ method: 'POST', url: API.adminUserSuspend.replace(':id', String(subscriberId)), headers: { authorization: `Bearer ${admin}` }, payload: { reason: 'Replica check' } });
    expect(suspended.statusCode).toBe(200);
    const refused = await untilRefused(() => callWithKey(two, key));
    expect(refused.status).toBe(401);
    expect((await callWithKey(two, key)).message).toContain('suspended: Replica check');
  });
});
