// A database outage over real sockets (supertest): the API reaches Postgres through a loopback TCP proxy this test
// controls; cutting it makes every database-backed route answer 503 with Retry-After and a clear message (never 500),
// /health names the reason, and restoring it brings the API back with no restart (the pg pool reconnects).
// Needs a Postgres server: DATABASE_URL on the Postgres engine, else TEST_POSTGRES_URL or the machine's
// postgres://postgres@127.0.0.1:5432 (PGlite has no network side to cut); skipped, loudly, when none answers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { buildApp } from '../src/app';
import { offlineAppSettings } from '../src/offline-settings';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/lib/database-unavailable';
import { createMailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';
import { TEST_JWT_SECRET } from './helpers';
import { listenOnLoopback } from './listening';
import { postgresServerAnswers, postgresServerUrl, throwawayPostgresDatabase } from './postgres-server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const available = await postgresServerAnswers('outage-http.test.ts', 'Outage behaviour');

describe.skipIf(!available)('a database outage', () => {
  const database = throwawayPostgresDatabase('fj_test_outage');
  let proxy: TcpProxy;
  let db: Database;
  let app: FastifyInstance;
  let api: string;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    await database.create();
    const upstream = new URL(postgresServerUrl);
    proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    db = await connectDatabase({ databaseUrl: viaProxy.toString(), poolMax: 4 });
    await migrateToLatest(db.knex);

    dataDir = await mkdtemp(join(tmpdir(), 'fj-outage-'));
    app = await buildApp({
      config: offlineAppSettings(TEST_JWT_SECRET),
      db: db.knex,
      mailer: createMailer({ mailFrom: 'Football Jobs <no-reply@example.test>', dataDir, logger: { info: () => undefined } }),
      storage: createDiskStorage(join(dataDir, 'uploads')),
    });
    api = await listenOnLoopback(app);
    const registered = await request(api).post(API.candidateRegister).send({
      first_name: 'Olive',
      last_name: 'Outage',
      username: 'olive-outage',
      email: 'olive@outage.example',
      password: 'Goal-scorer-9',
      confirm_password: 'Goal-scorer-9',
      profile_type: 'player',
      terms: true,
    });
    expect(registered.status).toBe(201);
    token = registered.body.token;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    await database.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const calls = () => [
    { what: 'a public read', send: () => request(api).get(`${API.browseJobs}?skip_cache=1`) },
    { what: 'a sign-in', send: () => request(api).post(API.authToken).send({ username: 'olive-outage', password: 'Goal-scorer-9' }) },
    { what: 'an authenticated read', send: () => request(api).get(API.profile).set('authorization', `Bearer ${token}`) },
    { what: 'a lost-password request', send: () => request(api).post(API.lostPassword).send({ user_login: 'olive@outage.example' }) },
  ];

  it('answers normally while the database is there', async () => {
    expect((await request(api).get(API.health)).status).toBe(200);
    for (const call of calls()) expect([200], call.what).toContain((await call.send()).status);
  });

  it('answers 503 with Retry-After and a clear message on every database-backed route while it is gone', async () => {
    await proxy.cut();
    const health = await request(api).get(API.health);
    expect(health.status).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.body).toMatchObject({ success: false, statusCode: 503, code: 'database-unavailable' });
    expect(health.body.message).toMatch(/^Database unreachable \(.+\)$/);

    for (const call of calls()) {
      const response = await call.send();
      expect(response.status, call.what).toBe(503);
      expect(response.headers['retry-after'], call.what).toBe('5');
      expect(response.body, call.what).toEqual({
        success: false,
        statusCode: 503,
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'database-unavailable',
      });
    }
  });

  it('recovers without a restart once the database is back', async () => {
    await proxy.restore();
    expect((await request(api).get(API.health)).body).toEqual({ success: true, status: 'ok', database: 'ok' });
    for (const call of calls()) expect((await call.send()).status, call.what).toBe(200);
  });
});
