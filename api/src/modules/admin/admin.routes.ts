import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { RequestObject, SkipCacheQuery, errorResponses } from '../../lib/schemas';
import type { Mailer } from '../../mail';

const OutboxEntry = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  sentAt: Type.String({ format: 'date-time' }),
  file: Type.String({ description: '.eml file name inside the outbox folder' }),
});

export function registerAdminRoutes(app: FastifyInstance, deps: { mailer: Mailer }): void {
  app.route({
    method: 'GET',
    url: API.adminMailOutbox,
    config: { policy: { roles: ['administrator'] } },
    schema: {
      tags: ['admin'],
      operationId: 'adminMailOutbox',
      summary: 'Messages written to the local mail outbox, newest first (empty when SMTP_URL is set)',
      querystring: RequestObject({ ...SkipCacheQuery }),
      response: {
        200: Type.Object({ success: Type.Literal(true), data: Type.Array(OutboxEntry), total: Type.Integer(), message: Type.Optional(Type.String()) }),
        ...errorResponses(401, 403),
      },
    },
    handler: async () => {
      if (!deps.mailer.outbox) return { success: true as const, data: [], total: 0, message: 'Mail is sent through SMTP; there is no local outbox.' };
      const entries = await deps.mailer.outbox.list();
      return { success: true as const, data: entries, total: entries.length };
    },
  });
}
