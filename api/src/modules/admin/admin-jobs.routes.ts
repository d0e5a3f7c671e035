import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';
import type { JobsAdminReads, JobsService } from '../jobs';
import { AllJobsQuery, BulkStatusBody } from './admin.schemas';
import { pageOf, registerListRoute, searchText, tags } from './list-routes';
import { isoDay } from './period';

/** /admin/job/list-all: administrators and data scouts (view_all_jobs). */
const allJobViewers = { permission: 'view_all_jobs' } as const;

export function registerAdminJobRoutes(instance: FastifyInstance, deps: { jobsAdmin: JobsAdminReads; jobs: JobsService; now: () => Date }): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  registerListRoute(app, {
    url: API.adminAllJobs, policy: allJobViewers, operationId: 'adminAllJobs', querystring: AllJobsQuery,
    summary: 'Every job on the site with employer, state, class, dates and applications; filter by employer, state and title',
    list: (q) => deps.jobsAdmin.list({ q: searchText(q), employerId: q.employer_id, state: q.state }, ...pageOf(q, 'newest'), isoDay(deps.now())),
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
