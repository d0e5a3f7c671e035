import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, type CreateReportRequest } from '@fj/shared';
import { requestLocale } from '../../../i18n/request-locale';
import { errorResponses, IdParam } from '../../../lib/schemas';
import { optionalActor } from '../../../lib/optional-actor';
import type { UsersRepo } from '../../users/users.repo';
import { CreateReportBody, CreateReportResponse, ReportActionBody, ReportListResponse, ReportResponse, ReportsQuery } from './reports.schemas';
import type { ReportsService } from './reports.service';

const tags = ['moderation'];
const handleReports = { permission: 'handle_reports' } as const;

/** docs/reports.md: anyone reports (visitors jobs only); administrators work the queue. */
export function registerReportsRoutes(instance: FastifyInstance, deps: { service: ReportsService; users: UsersRepo }): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = deps;

  app.route({
    method: 'POST',
    url: API.report,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'createReport',
      summary: 'Report a job, profile, player, post or message (signed in: any kind; visitors: jobs only, throttled per address); one open report per reporter and object',
      body: CreateReportBody,
      response: { 201: CreateReportResponse, ...errorResponses(400, 401, 404, 409, 422, 429) },
    },
    handler: async (request, reply) => {
      const actor = await optionalActor(request, deps.users);
      const result = await service.create(actor, request.body as CreateReportRequest, request.ip, requestLocale(request));
      return reply.code(201).send({ success: true as const, ...result });
    },
  });

  app.route({
    method: 'GET',
    url: API.adminReports,
    config: { policy: handleReports, cacheTtl: false },
    schema: {
      tags,
      operationId: 'adminReports',
      summary: 'The reports queue by status (open: oldest first; resolved: latest decision first) and kind',
      querystring: ReportsQuery,
      response: { 200: ReportListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const q = request.query;
      return { success: true as const, ...(await service.list(q.status ?? 'open', q.kind, q.offset ?? 0, q.limit ?? 20)) };
    },
  });

  app.route({
    method: 'POST',
    url: API.adminReportAction,
    config: { policy: handleReports },
    schema: {
      tags,
      operationId: 'adminReportAction',
      summary: 'Act on a report: hide the object, restore it, suspend its owner, or dismiss; audited, the reporter emailed',
      params: IdParam,
      body: ReportActionBody,
      response: { 200: ReportResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.act(request.actor!, request.params.id, request.body.action, request.body.note)) }),
  });
}
