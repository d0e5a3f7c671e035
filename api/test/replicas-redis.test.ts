// Two API replicas (two buildApp instances, each listening on its own port) on one database and one Redis, driven
// over real sockets with supertest: they keep one general rate limit and one read cache. Uses TEST_REDIS_URL, else
// the machine's Redis at 127.0.0.1:6379; skipped, loudly, when there is none. Keys carry a prefix unique to the run.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { buildApp } from '../src/app';
import { connectRedis, type SharedRedis } from '../src/redis';
import { createDiskStorage } from '../src/storage';
import { createTestContext, type TestContext } from './helpers';
import { listenOnLoopback } from './listening';
import { redisAnswers, testRedisUrl } from './test-redis';

const redisUrl = testRedisUrl;

const available = await redisAnswers(redisUrl);
if (!available) {
  console.warn(`\n*** SKIPPED replicas-redis.test.ts: no Redis answers at ${redisUrl} (set TEST_REDIS_URL). Shared rate limit and cache NOT tested. ***\n`);
}

const RATE_LIMIT = 5;
const keyPrefix = `fj-test-${randomUUID()}:`;

describe.skipIf(!available)('two replicas sharing one database and one Redis', () => {
  let ctx: TestContext;
  let replicaB: FastifyInstance;
  const connections: SharedRedis[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    // Each replica has its own connection, as two processes would.
    const [redisA, redisB] = [connectRedis(redisUrl, keyPrefix), connectRedis(redisUrl, keyPrefix)];
    connections.push(redisA, redisB);
    const limits = { rateLimitPerMinute: RATE_LIMIT };
    ctx = await createTestContext({ settings: { trustProxy: 1 }, limits, redis: redisA });
    replicaB = await buildApp({
      config: ctx.settings,
      db: ctx.knex,
      mailer: ctx.mailer,
      storage: createDiskStorage(join(ctx.dataDir, 'uploads')),
      limits,
      redis: redisB,
    });
    a = await listenOnLoopback(ctx.app);
    b = await listenOnLoopback(replicaB);
    expect(a).not.toBe(b);
  }, 120_000);

  afterAll(async () => {
    await replicaB?.close();
    await ctx?.close();
    const [cleaner] = connections;
    if (cleaner) {
      const keys = await cleaner.client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await cleaner.client.del(...keys);
    }
    await Promise.all(connections.map((connection) => connection.client.quit()));
  });

  const get = (base: string, path: string, address: string) => request(base).get(path).set('x-forwarded-for', address);

  it('keeps one rate limit: requests to either replica count against the same limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < RATE_LIMIT; n += 1) statuses.push((await get(n % 2 === 0 ? a : b, '/api/get-config-data', '192.0.2.1')).status);
    expect(statuses).toEqual(Array(RATE_LIMIT).fill(200));

    for (const replica of [a, b]) {
      const limited = await get(replica, '/api/get-config-data', '192.0.2.1');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body).toMatchObject({ success: false, statusCode: 429 });
    }
    // Another address has its own count, on both replicas.
    expect((await get(b, '/api/get-config-data', '192.0.2.2')).status).toBe(200);
    expect(await connections[0].client.keys(`${keyPrefix}rate-limit:*`)).not.toHaveLength(0);
  });

  it('keeps one read cache: what one replica cached, the other serves', async () => {
    const first = await get(a, API.membershipTypes, '192.0.2.3');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');

    // A change the cache does not know about yet (the entry lives for the route's cache time).
    await ctx.knex('membership_plans').where({ code: 'candidate-standard-month' }).update({ amount_minor: 12345 });

    const fromB = await get(b, API.membershipTypes, '192.0.2.4');
    expect(fromB.status).toBe(200);
    expect(fromB.headers['x-cache']).toBe('HIT');
    expect(fromB.text).toBe(first.text);

    const fresh = await get(b, `${API.membershipTypes}?skip_cache=1`, '192.0.2.5');
    expect(fresh.headers['x-cache']).toBe('BYPASS');
    expect(fresh.text).not.toBe(first.text);
    expect(fresh.text).toContain('123.45');
    // The bypassing read refreshed the shared entry: replica A now serves the new price from the cache.
    const fromA = await get(a, API.membershipTypes, '192.0.2.6');
    expect(fromA.headers['x-cache']).toBe('HIT');
    expect(fromA.text).toBe(fresh.text);
    expect(await connections[0].client.keys(`${keyPrefix}read-cache:*`)).not.toHaveLength(0);
  });
});
