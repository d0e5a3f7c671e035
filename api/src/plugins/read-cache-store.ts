import type { Redis } from 'ioredis';

export interface CachedResponse {
  payload: string;
  contentType: string;
}

/** Where the read cache keeps answers: this process's memory, or Redis shared by every replica. */
export interface ReadCacheStore {
  get(key: string): Promise<CachedResponse | undefined>;
  set(key: string, entry: CachedResponse, ttlSeconds: number): Promise<void>;
}

/** In-process: each replica has its own entries (the default, without REDIS_URL). Oldest entry dropped when full. */
export function memoryReadCacheStore(options: { maxEntries: number; now?: () => number }): ReadCacheStore {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedResponse & { expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now() ? entry : undefined;
    },
    async set(key, entry, ttlSeconds) {
      if (!entries.has(key) && entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { ...entry, expiresAt: now() + ttlSeconds * 1000 });
    },
  };
}

/**
 * Shared by every replica (with REDIS_URL): one entry per key under `<prefix>read-cache:`, expired by Redis itself.
 * A Redis failure is a cache miss, never a failed request (the cache is safe to lose).
 */
export function redisReadCacheStore(options: { client: Redis; keyPrefix: string; onError(error: unknown): void }): ReadCacheStore {
  const keyOf = (key: string) => `${options.keyPrefix}read-cache:${key}`;
  return {
    async get(key) {
      try {
        const raw = await options.client.get(keyOf(key));
        return raw ? (JSON.parse(raw) as CachedResponse) : undefined;
      } catch (error) {
        options.onError(error);
        return undefined;
      }
    },
    async set(key, entry, ttlSeconds) {
      try {
        await options.client.set(keyOf(key), JSON.stringify(entry), 'PX', Math.round(ttlSeconds * 1000));
      } catch (error) {
        options.onError(error);
      }
    },
  };
}
