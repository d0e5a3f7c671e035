// Revocation across replicas with REDIS_URL (issue 26 item 4, docs/operations.md "Revocation across replicas"): two
// API processes, each with its own Postgres pool, notification listener and Redis connection, on one database. A
// token signed out, or an API key revoked, through one is refused by the other on its very next request, even while
// the other has not yet heard the Postgres notification (held back here, as a busy network or server would). A third
// process without Redis, its notifications held back the same way, shows the window the markers close.
// Skipped, loudly, without a Postgres server or a Redis.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { buildApp } from '../src/app';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { notificationsOf } from '../src/db/notifications';
import { createMailer } from '../src/mail';
import { connectRedis, type SharedRedis } from '../src/redis';
import { createDiskStorage } from '../src/storage';
import { seedTestDatabase } from './database-templates';
import { testSettings } from './helpers';
import { postgresServerAnswers, throwawayPostgresDatabase } from './postgres-server';
import { redisAnswers, testRedisUrl } from './test-redis';

const postgres = await postgresServerAnswers('replicas-revocation.test.ts', 'Revocation across replicas through Redis');
const redis = await redisAnswers(testRedisUrl);
if (!redis) console.warn(`\n*** SKIPPED replicas-revocation.test.ts: no Redis answers at ${testRedisUrl} (set TEST_REDIS_URL). Revocation across replicas NOT tested. ***\n`);

interface Replica {
  db: Database;
  app: FastifyInstance;
  redis?: SharedRedis;
  /** While true, this process hears no `user_session` / `api_key` notification (a late delivery). */
  deaf: boolean;
}

const keyPrefix = `fj-test-${randomUUID()}:`;

describe.skipIf(!postgres || !redis)('revocation across replicas through Redis', () => {
  const database = throwawayPostgresDatabase('fj_test_revocation');
  let dataDir: string;
  const replicas: Replica[] = [];
  let one: Replica;
  let two: Replica;
  let withoutRedis: Replica;

  const startReplica = async (withRedis: boolean): Promise<Replica> => {
    const db = await connectDatabase({ databaseUrl: database.url, poolMax: 4 });
    const shared = withRedis ? connectRedis(testRedisUrl, keyPrefix) : undefined;
    if (shared) await new Promise<void>((resolve) => (shared.client.status === 'ready' ? resolve() : shared.client.once('ready', () => resolve())));
    const app = await buildApp({
      config: testSettings(),
      db: db.knex,
      mailer: createMailer({ mailFrom: 'Football Jobs <no-reply@example.test>', dataDir, logger: { info: () => undefined } }),
      storage: createDiskStorage(join(dataDir, 'uploads')),
      limits: { rateLimitPerMinute: 100_000, apiKeyRateLimitPerMinute: 100_000 },
      redis: shared,
    });
    const replica: Replica = { db, app, redis: shared, deaf: false };
    const notifications = notificationsOf(db.knex)!;
    const emit = notifications.emit.bind(notifications);
    notifications.emit = (event: string | symbol, ...args: unknown[]) => (replica.deaf && event === 'notification' ? false : emit(event, ...args));
    replicas.push(replica);
    return replica;
  };

  beforeAll(async () => {
    await database.create();
    dataDir = await mkdtemp(join(tmpdir(), 'fj-revocation-'));
    const migrator = await connectDatabase({ databaseUrl: database.url, poolMax: 1 });
    await migrateToLatest(migrator.knex);
    await seedTestDatabase(migrator.knex);
    await migrator.close();
    one = await startReplica(true);
    two = await startReplica(true);
    withoutRedis = await startReplica(false);
  }, 240_000);

  afterAll(async () => {
    for (const replica of replicas) {
      await replica.app.close();
      await replica.db.close();
    }
    const cleaner = replicas.find((replica) => replica.redis)?.redis?.client;
    if (cleaner) {
      const keys = await cleaner.keys(`${keyPrefix}*`);
      if (keys.length > 0) await cleaner.del(...keys);
    }
    await Promise.all(replicas.map((replica) => replica.redis?.client.quit()));
    await database.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const login = async (replica: Replica, username: string) => {
    const response = await replica.app.inject({ method: 'POST', url: API.authToken, payload: { username, password: 'Demo-pass-1' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };
  const profile = async (replica: Replica, bearer: string) => {
    const response = await replica.app.inject({ method: 'GET', url: API.profile, headers: { authorization: `Bearer ${bearer}` } });
    return { status: response.statusCode, message: String(response.json().message ?? '') };
  };
  const signOut = async (replica: Replica, token: string) =>
    (await replica.app.inject({ method: 'POST', url: API.logout, headers: { authorization: `Bearer ${token}` } })).statusCode;
  /** Counts this replica's session reads while `work` runs. */
  const sessionReads = async (replica: Replica, work: () => Promise<void>) => {
    let reads = 0;
    const count = (query: { sql: string }) => {
      if (/from "users"/.test(query.sql) && /"token_version"/.test(query.sql)) reads += 1;
    };
    replica.db.knex.on('query', count);
    try {
      await work();
    } finally {
      replica.db.knex.off('query', count);
    }
    return reads;
  };

  it('keeps serving sessions from the cache: one session read for many requests', async () => {
    const token = await login(one, 'candidate');
    const reads = await sessionReads(two, async () => {
      for (let i = 0; i < 10; i += 1) expect((await profile(two, token)).status).toBe(200);
    });
    expect(reads).toBe(1);
  });

  it('refuses a token signed out through another replica on the next request, before the notification arrives', async () => {
    for (const username of ['candidate', 'employer', 'subscriber']) {
      const token = await login(one, username);
      expect((await profile(two, token)).status).toBe(200);
      expect((await profile(withoutRedis, token)).status).toBe(200);
      two.deaf = true;
      withoutRedis.deaf = true;
      try {
        expect(await signOut(one, token)).toBe(200);
        expect(await profile(two, token)).toEqual({ status: 401, message: 'Your session has ended. Please sign in again.' });
        // Without Redis the cached session is served until the notification arrives: the window the markers close.
        expect((await profile(withoutRedis, token)).status).toBe(200);
      } finally {
        two.deaf = false;
        withoutRedis.deaf = false;
      }
      expect(await profile(one, token)).toMatchObject({ status: 401 });
    }
  });

  it('refuses an API key revoked through another replica on the next request, before the notification arrives', async () => {
    const token = await login(one, 'employer');
    const created = await one.app.inject({ method: 'POST', url: API.apiKeys, headers: { authorization: `Bearer ${token}` }, payload: { name: 'replica', scopes: ['profile:read'] } });
    const { id, key } = created.json().data as { id: number; key: string };
    expect((await profile(two, key)).status).toBe(200);
    expect((await profile(two, key)).status).toBe(200);
    two.deaf = true;
    try {
      const revoked = await one.app.inject({ method: 'DELETE', url: API.apiKey.replace(':id', String(id)), headers: { authorization: `Bearer ${token}` } });
      expect(revoked.statusCode).toBe(200);
      expect(await profile(two, key)).toEqual({ status: 401, message: 'This API key has been revoked' });
    } finally {
      two.deaf = false;
    }
  });

  it('reads the database rather than trust the cache while Redis is unreachable', async () => {
    const token = await login(one, 'admin');
    expect((await profile(two, token)).status).toBe(200);
    two.redis!.client.disconnect();
    try {
      const reads = await sessionReads(two, async () => {
        for (let i = 0; i < 3; i += 1) expect((await profile(two, token)).status).toBe(200);
      });
      expect(reads).toBe(3);
    } finally {
      await new Promise<void>((resolve) => {
        two.redis!.client.once('ready', () => resolve());
        void two.redis!.client.connect();
      });
    }
    expect((await profile(two, token)).status).toBe(200);
  });
});
