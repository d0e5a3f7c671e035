import { Redis } from 'ioredis';

export interface SharedRedis {
  client: Redis;
  /** Prefix of every key this deployment writes (REDIS_KEY_PREFIX). */
  keyPrefix: string;
}

/**
 * The Redis client shared by the replicas' rate limits and read cache (REDIS_URL). Short timeouts and one retry per
 * command: when Redis is away, the rate limit lets requests through and the cache misses, rather than requests waiting.
 */
export function connectRedis(url: string, keyPrefix: string, onError: (error: Error) => void = () => undefined): SharedRedis {
  const client = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  // Without a listener ioredis reports every reconnect failure as an unhandled error.
  client.on('error', onError);
  return { client, keyPrefix };
}
