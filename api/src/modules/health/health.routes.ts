import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { serviceUnavailable } from '../../lib/http-error';

/** A short, non-sensitive reason: the driver's error code (ECONNREFUSED, 57P03, …) or the error's kind. */
const reasonOf = (error: unknown): string => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && /^[A-Z0-9_]{3,40}$/.test(code)) return code;
  return name === 'KnexTimeoutError' ? 'no free connection in time' : 'no answer';
};

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Knex }): void {
  app.route({
    method: 'GET',
    url: API.health,
    config: { policy: 'public', cacheTtl: false, rateLimit: false },
    schema: {
      tags: ['operations'],
      operationId: 'health',
      summary: 'Liveness and database check for load balancers (503 names the reason, e.g. "Database unreachable (ECONNREFUSED)")',
      response: { 200: Type.Object({ success: Type.Literal(true), status: Type.Literal('ok'), database: Type.Literal('ok') }), ...errorResponses(503) },
    },
    handler: async (request) => {
      try {
        await deps.db.raw('select 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw serviceUnavailable(`Database unreachable (${reasonOf(error)})`, DATABASE_RETRY_AFTER_SECONDS, 'database-unavailable');
      }
      return { success: true as const, status: 'ok' as const, database: 'ok' as const };
    },
  });
}
