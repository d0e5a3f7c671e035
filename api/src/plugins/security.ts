import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/http-error';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Requests per IP per minute across all routes. */
  rateLimitPerMinute: number;
  /** Requests per API key per minute (docs/api-keys.md), counted besides the address's own limit. */
  apiKeyRateLimitPerMinute: number;
  /** With REDIS_URL: the counts live in Redis under `<keyPrefix>rate-limit:`, so replicas share one limit. */
  redis?: { client: Redis; keyPrefix: string };
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    // The API answers JSON; the only HTML is the docs UI, which needs its inline bootstrap script.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(fastifyCors, {
    origin: options.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
    // Content-Disposition: the SPA names downloads (CVs, the ATS CV, my data) as the API does.
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(options.redis
      ? {
          redis: options.redis.client,
          nameSpace: `${options.redis.keyPrefix}rate-limit:`,
          // Redis down: serve rather than fail every request (the limit is protection, not correctness).
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`, context.ttl / 1000),
  });

  // An API key's own limit, in the same store (Redis when configured, so replicas share it). It runs after the auth
  // plugin's check (a preParsing hook registered after it), so only a key that checked out is counted: a guessed key
  // is a 401 under the address's limit, and cannot open a fresh bucket of its own.
  const perKey = app.createRateLimit({
    max: options.apiKeyRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? 0}`,
  });
  app.addHook('preParsing', async (request, reply) => {
    if (!request.apiKey) return;
    const limit = await perKey(request);
    if (limit.isAllowed) return;
    reply.header('RateLimit-Limit', limit.max);
    reply.header('RateLimit-Remaining', limit.remaining);
    reply.header('RateLimit-Reset', limit.ttlInSeconds);
    if (limit.isExceeded) {
      throw tooManyRequests(`This API key made too many requests. Please try again in ${limit.ttlInSeconds} seconds.`, limit.ttlInSeconds);
    }
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['errors'] });
