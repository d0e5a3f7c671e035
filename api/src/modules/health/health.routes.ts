import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { HttpError } from '../../lib/http-error';

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Knex }): void {
  app.route({
    method: 'GET',
    url: API.health,
    config: { policy: 'public', cacheTtl: false, rateLimit: false },
    schema: {
      tags: ['operations'],
      operationId: 'health',
      summary: 'Liveness and database check for load balancers',
      response: { 200: Type.Object({ success: Type.Literal(true), status: Type.Literal('ok'), database: Type.Literal('ok') }), ...errorResponses(503) },
    },
    handler: async (request) => {
      try {
        await deps.db.raw('select 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'Database unreachable');
      }
      return { success: true as const, status: 'ok' as const, database: 'ok' as const };
    },
  });
}
