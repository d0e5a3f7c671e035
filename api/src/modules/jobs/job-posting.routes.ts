import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, EMPLOYER_ROLES, MESSAGES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { JobIdQuery, JobPostFormResponse, ListResponse, OwnJobsQuery, StatusQuery, StatusResponse, SubmitJobBody, SubmitJobResponse } from './jobs.schemas';
import type { JobsService } from './jobs.service';

const tags = ['jobs'];
/** Object-level checks (own employer's jobs) are in the service. */
const jobManagers = { roles: [...EMPLOYER_ROLES, 'administrator', 'datascout'] };

export function registerJobPostingRoutes(instance: FastifyInstance, deps: { service: JobsService }): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = deps;

  app.route({
    method: 'POST',
    url: API.submitJob,
    config: { policy: { permission: 'manage_jobs' }, scope: 'jobs:write' },
    schema: {
      tags,
      operationId: 'submitJob',
      summary: "Create (no jobId) or edit (jobId) a job of the caller's employer; publishing spends one credit of the job's class",
      body: SubmitJobBody,
      response: { 200: SubmitJobResponse, 201: SubmitJobResponse, ...errorResponses(400, 401, 402, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const result = await service.submit(request.actor!, request.body as Record<string, unknown>, 'own');
      if (request.body.jobId === undefined) reply.status(201);
      return { success: true as const, ...result };
    },
  });

  app.route({
    method: 'POST',
    url: API.submitJobAll,
    config: { policy: { permission: 'create_all_job' } },
    schema: {
      tags,
      operationId: 'submitJobAll',
      summary: 'Administrators and data scouts: create or edit a job for any employer (employerId or employerName); no credit spent',
      body: SubmitJobBody,
      response: { 200: SubmitJobResponse, 201: SubmitJobResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const result = await service.submit(request.actor!, request.body as Record<string, unknown>, 'any');
      if (request.body.jobId === undefined) reply.status(201);
      return { success: true as const, ...result };
    },
  });

  app.route({
    method: 'GET',
    url: API.jobDetail,
    config: { policy: jobManagers, scope: 'jobs:read' },
    schema: {
      tags,
      operationId: 'getJobDetail',
      summary: 'A job as the post form edits it (owning employer and its team; administrators and data scouts)',
      querystring: JobIdQuery,
      response: { 200: JobPostFormResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.jobForEditing(request.actor!, request.query.jobId) }),
  });

  app.route({
    method: 'GET',
    url: API.jobs,
    config: { policy: { permission: 'view_jobs' }, scope: 'jobs:read' },
    schema: {
      tags,
      operationId: 'getJobs',
      summary: "The caller's employer's jobs: active (default) or in-active (closed, filled, expired, draft, pending)",
      querystring: OwnJobsQuery,
      response: { 200: ListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.ownJobs(request.actor!, request.query.status ?? 'active', request.query)) }),
  });

  app.route({
    method: 'GET',
    url: API.updateJobPostStatus,
    config: { policy: jobManagers, scope: 'jobs:write' },
    schema: {
      tags,
      operationId: 'updateJobPostStatus',
      summary: 'Change a job’s status: publish|active, closed|in-active, filled, draft (transitions in docs/jobs.md)',
      querystring: StatusQuery,
      response: { 200: StatusResponse, ...errorResponses(400, 401, 402, 403, 404, 422) },
    },
    handler: async (request) => ({
      success: true as const,
      message: MESSAGES.updated,
      data: await service.changeStatus(request.actor!, request.query.jobId, request.query.status),
    }),
  });
}
