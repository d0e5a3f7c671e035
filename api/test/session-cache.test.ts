// The session check's cache (docs/performance.md, session cache) on a Postgres server, with two API processes on
// one database as a deployment runs them: a revoked token is refused at once by the process that revoked it, within
// a notification's delivery by the other, and never served from the cache while a process is not listening.
// PGlite has no cache (nothing to test there); skipped, loudly, when no Postgres server answers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { buildApp } from '../src/app';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { NOTIFICATION_LISTENER_NAME, notificationsOf } from '../src/db/notifications';
import { createMailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';
import { seedTestDatabase } from './database-templates';
import { testSettings } from './helpers';
import { postgresServerAnswers, throwawayPostgresDatabase } from './postgres-server';

const available = await postgresServerAnswers('session-cache.test.ts', 'Session cache invalidation');

interface Process {
  db: Database;
  app: FastifyInstance;
  call(url: string, token: string, method?: 'GET' | 'POST', payload?: object): Promise<{ status: number; message: string }>;
}

describe.skipIf(!available)('the session cache across API processes', () => {
  const database = throwawayPostgresDatabase('fj_test_sessions');
  let dataDir: string;
  let one: Process;
  let two: Process;

  const startProcess = async (): Promise<Process> => {
    const db = await connectDatabase({ databaseUrl: database.url, poolMax: 4 });
    const app = await buildApp({
      config: testSettings(),
      db: db.knex,
      mailer: createMailer({ mailFrom: 'Football Jobs <no-reply@example.test>', dataDir, logger: { info: () => undefined } }),
      storage: createDiskStorage(join(dataDir, 'uploads')),
    });
    const call: Process['call'] = async (url, token, method = 'GET', payload) => {
      const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      return { status: response.statusCode, message: String(response.json().message ?? '') };
    };
    return { db, app, call };
  };

  const login = async (process: Process, username: string, password = 'Demo-pass-1') => {
    const response = await process.app.inject({ method: 'POST', url: API.authToken, payload: { username, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };
  const userId = async (username: string): Promise<number> => (await one.db.knex('users').where({ username }).first('id')).id;
  const userPath = (path: string, id: number) => path.replace(':id', String(id));

  beforeAll(async () => {
    await database.create();
    dataDir = await mkdtemp(join(tmpdir(), 'fj-sessions-'));
    one = await startProcess();
    await migrateToLatest(one.db.knex);
    await seedTestDatabase(one.db.knex);
    two = await startProcess();
  }, 180_000);

  afterAll(async () => {
    for (const process of [one, two]) {
      await process?.app.close();
      await process?.db.close();
    }
    await database.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a suspended account’s cached token at once in the process that suspended it', async () => {
    const admin = await login(one, 'admin');
    const token = await login(one, 'candidate');
    expect((await one.call(API.creditLedger, token)).status).toBe(200); // the session is now cached
    expect((await one.call(API.creditLedger, token)).status).toBe(200);

    const candidateId = await userId('candidate');
    const heard: string[] = [];
    notificationsOf(one.db.knex)!.on('notification', (_channel: string, payload: string) => heard.push(payload));
    const suspended = await one.call(userPath(API.adminUserSuspend, candidateId), admin, 'POST', { reason: 'Cache check' });
    expect(suspended.status).toBe(200);
    expect(heard).toContain(String(candidateId));
    const refused = await one.call(API.creditLedger, token);
    expect(refused).toEqual({ status: 401, message: expect.stringContaining('suspended: Cache check') });

    expect((await one.call(userPath(API.adminUserReactivate, candidateId), admin, 'POST')).status).toBe(200);
  });

  it('hears its own change on the writing connection, before the write returns', async () => {
    const memberId = await userId('subscriber');
    const heard: string[] = [];
    notificationsOf(one.db.knex)!.on('notification', (_channel: string, payload: string) => heard.push(payload));
    await one.db.knex('users').where({ id: memberId }).increment('token_version', 1);
    // Postgres sends a session's own notifications before the ReadyForQuery of its commit: no wait for the listener.
    expect(heard).toContain(String(memberId));
  });

  it('refuses a token another process revoked as soon as the notification arrives', async () => {
    const token = await login(one, 'member');
    expect((await one.call(API.creditLedger, token)).status).toBe(200); // cached in process one
    const admin = await login(two, 'admin');
    const changed = await two.call(userPath(API.adminUserRoles, await userId('member')), admin, 'POST', { roles: ['candidate', 'employer'] });
    expect(changed.status).toBe(200);

    const startedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - startedAt < 5_000) {
      status = (await one.call(API.creditLedger, token)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(status).toBe(401);
  });

  it('reads every session from the database while a process is not listening', async () => {
    const token = await login(one, 'employer');
    expect((await one.call(API.creditLedger, token)).status).toBe(200); // cached in process one
    const notifications = notificationsOf(one.db.knex)!;
    const stopped = new Promise((resolve) => notifications.once('listening', resolve));
    await two.db.knex.raw('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ?', [NOTIFICATION_LISTENER_NAME]);
    await stopped;
    expect(notifications.listening).toBe(false);
    expect((await one.call(API.creditLedger, token)).status).toBe(200); // read from the database, and not kept

    // A change whose notification is lost (triggers off for this transaction), as one sent while nobody listened.
    await two.db.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL session_replication_role = replica');
      await trx('users').where({ username: 'employer' }).increment('token_version', 1);
    });
    expect((await one.call(API.creditLedger, token)).status).toBe(401);

    // The listener comes back by itself, and the cache with it (emptied: what it missed is gone).
    await new Promise((resolve) => notifications.once('listening', resolve));
    expect(notifications.listening).toBe(true);
    expect((await one.call(API.creditLedger, token)).status).toBe(401);
  }, 30_000);
});
