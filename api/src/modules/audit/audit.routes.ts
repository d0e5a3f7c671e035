import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { Id, PagingFields, RequestObject, SkipCacheQuery, Str, errorResponses } from '../../lib/schemas';
import { auditChanges } from './audit-changes';
import type { AuditRepo } from './audit.repo';

const AuditQuery = RequestObject({
  ...PagingFields({ maximum: 100, default: 25 }),
  ...SkipCacheQuery,
  action: Type.Optional(Str(60)),
  target_type: Type.Optional(Str(40)),
  target_id: Type.Optional(Str(60)),
  actor_id: Type.Optional(Id({ description: 'Only rows of this actor' })),
  from: Type.Optional(Str(10, { format: 'date', description: 'From this day (YYYY-MM-DD, UTC)' })),
  to: Type.Optional(Str(10, { format: 'date', description: 'Up to and including this day (YYYY-MM-DD, UTC)' })),
});

const AuditItem = Type.Object({
  id: Type.Integer(),
  actorUserId: Type.Union([Type.Integer(), Type.Null()]),
  actor: Type.String(),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  targetName: Type.Union([Type.String(), Type.Null()], { description: "The target's name now (user: display name (username)); null when it is gone" }),
  targetSlug: Type.Union([Type.String(), Type.Null()], { description: 'Public slug of a job, player or competition target' }),
  changes: Type.Array(Type.Object({ field: Type.String(), from: Type.Unknown(), to: Type.Unknown() }), {
    description: 'The fields that differ between before and after (nested objects as dotted fields); before and after stay as written',
  }),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: Type.String({ format: 'date-time' }),
});

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The audit log is read-only over HTTP: a list, never an edit or delete route (the table refuses both anyway). */
export function registerAuditRoutes(instance: FastifyInstance, repo: AuditRepo): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    method: 'GET',
    url: API.adminAuditLog,
    config: { policy: { roles: ['administrator'] } },
    schema: {
      tags: ['admin'],
      operationId: 'adminAuditLog',
      summary: 'The audit log, newest first, filtered by action, target, actor and period; `actions` lists every action written so far',
      querystring: AuditQuery,
      response: {
        200: Type.Object({ success: Type.Literal(true), data: Type.Array(AuditItem), total: Type.Integer(), actions: Type.Array(Type.String()) }),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await repo.list(
        {
          action: q.action || undefined,
          targetType: q.target_type || undefined,
          targetId: q.target_id || undefined,
          actorUserId: q.actor_id,
          from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
          to: q.to ? nextDay(q.to) : undefined,
        },
        q.offset ?? 0,
        q.limit ?? 25,
      );
      return {
        success: true as const,
        total,
        actions: await repo.actions(),
        data: rows.map((row) => ({
          id: Number(row.id),
          actorUserId: row.actor_user_id,
          actor: row.actor_label,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          targetName: row.target_name,
          targetSlug: row.target_slug,
          changes: auditChanges(row.before, row.after),
          before: row.before,
          after: row.after,
          at: new Date(row.at).toISOString(),
        })),
      };
    },
  });
}
