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
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
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
}

export default fp(securityPlugin, { name: 'security', dependencies: ['errors'] });
