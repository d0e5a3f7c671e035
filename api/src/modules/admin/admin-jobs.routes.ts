import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';
import type { JobsAdminReads, JobsService } from '../jobs';
import { AllJobsQuery, BulkStatusBody } from './admin.schemas';
import { isoDay } from './period';

const tags = ['admin'];
/** /admin/job/list-all: administrators and data scouts (view_all_jobs). */
const allJobViewers = { permission: 'view_all_jobs' } as const;
const Open = Type.Object({}, { additionalProperties: true });

export function registerAdminJobRoutes(instance: FastifyInstance, deps: { jobsAdmin: JobsAdminReads; jobs: JobsService; now: () => Date }): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET', url: API.adminAllJobs, config: { policy: allJobViewers },
    schema: {
      tags, operationId: 'adminAllJobs', querystring: AllJobsQuery, response: { 200: Type.Object({ success: Type.Literal(true), data: Type.Array(Open), total: Type.Integer() }), ...errorResponses(400, 401, 403) },
      summary: 'Every job on the site with employer, state, class, dates and applications; filter by employer, state and title',
    },
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await deps.jobsAdmin.list({ q: q.q?.trim() || undefined, employerId: q.employer_id, state: q.state }, q.sort ?? 'newest', q.offset ?? 0, q.limit ?? 25, isoDay(deps.now()));
      return { success: true as const, data: rows, total };
    },
  });

  app.route({
    method: 'POST', url: API.adminJobsStatus, config: { policy: allJobViewers },
    schema: {
      tags, operationId: 'adminJobsStatus', body: BulkStatusBody,
      summary: 'Change the status of up to 100 jobs: each one is its own transaction with its event and audit row; the answer says which changed',
      response: { 200: Type.Object({ success: Type.Literal(true), data: Type.Array(Type.Object({ id: Type.Integer(), ok: Type.Boolean(), message: Type.Optional(Type.String()) })) }), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const results = [];
      for (const id of request.body.jobIds) {
        try {
          await deps.jobs.changeStatus(request.actor!, id, request.body.status);
          results.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ id, ok: false, message: error.message });
        }
      }
      return { success: true as const, data: results };
    },
  });
}
