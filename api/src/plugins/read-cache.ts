import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { memoryReadCacheStore, type ReadCacheStore } from './read-cache-store';

export interface ReadCacheOptions {
  defaultTtlSeconds: number;
  maxEntries: number;
  now?: () => number;
  /** Where entries live; default this process's memory (Redis when REDIS_URL is set: see app.ts). */
  store?: ReadCacheStore;
}

const SKIP_PARAM = 'skip_cache';

/** Cache key: the path and query without skip_cache, so a bypassing read refreshes the shared entry. */
const keyOf = (request: FastifyRequest): string => {
  const url = new URL(request.url, 'http://cache.local');
  url.searchParams.delete(SKIP_PARAM);
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams.toString()}`;
};

/**
 * A short-lived cache of public GET responses, in this process or in Redis shared by the replicas. Safe to lose:
 * entries expire within seconds. `skip_cache=1` always reads fresh data.
 */
async function readCachePlugin(app: FastifyInstance, options: ReadCacheOptions): Promise<void> {
  const store = options.store ?? memoryReadCacheStore({ maxEntries: options.maxEntries, now: options.now });

  const ttlFor = (request: FastifyRequest): number => {
    const config = request.routeOptions.config;
    if (request.method !== 'GET' || config?.policy !== 'public' || config.cacheTtl === false) return 0;
    // A public route may still tailor its answer to a signed-in caller: only anonymous reads are shared.
    if (request.headers.authorization) return 0;
    return config.cacheTtl ?? options.defaultTtlSeconds;
  };

  // preHandler, not onRequest: the per-route rate limit (an onRequest hook) must count cached reads too.
  app.addHook('preHandler', async (request, reply) => {
    if (ttlFor(request) <= 0) return;
    const query = request.query as Record<string, unknown> | undefined;
    const rawSkip = new URL(request.url, 'http://cache.local').searchParams.get(SKIP_PARAM) ?? query?.[SKIP_PARAM];
    if (rawSkip === '1' || rawSkip === 'true') {
      reply.header('x-cache', 'BYPASS');
      return;
    }
    const entry = await store.get(keyOf(request));
    if (!entry) return;
    reply.header('x-cache', 'HIT').type(entry.contentType);
    return reply.send(entry.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ttl = ttlFor(request);
    if (ttl <= 0 || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache') === 'HIT') return payload;
    if (!reply.hasHeader('x-cache')) reply.header('x-cache', 'MISS');
    await store.set(keyOf(request), { payload, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') }, ttl);
    return payload;
  });
}

export default fp(readCachePlugin, { name: 'read-cache' });
