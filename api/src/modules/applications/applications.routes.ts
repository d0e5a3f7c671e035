import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, APPLY_API, CANDIDATE_ROLES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { SafeguardingRefusalResponse } from '../candidates/background-checks.schemas';
import {
  AppliedJobsQuery,
  AppliedJobsResponse,
  ApplyBody,
  ApplyResponse,
  MyAppliedJobsQuery,
  MyAppliedJobsResponse,
  WithdrawBody,
  WithdrawResponse,
} from './applications.schemas';
import { APPLICATION_MESSAGES, type ApplicationsService } from './applications.service';

const tags = ['applications'];
const candidates = { roles: CANDIDATE_ROLES };

export function registerApplicationsRoutes(instance: FastifyInstance, service: ApplicationsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.apply,
    config: { policy: candidates, scope: 'applications:write' },
    schema: {
      tags,
      operationId: 'applyForJob',
      summary: 'Apply for a job with a CV, screening answers and a cover note (spends one credit of the job class)',
      description:
        'On-site and email jobs: one application per candidate and job (409 on a repeat), one standard credit for a free job or ' +
        'one premium credit for a Premium job (402 when none are left, or for a Premium job without access, code premium-access-required), 422 for a ' +
        'missing CV, a required screening answer left blank or a job that no longer accepts applications; for a job with ' +
        'safeguardingRequired, 422 code safeguarding-check-required (with refusal and link) unless the candidate holds a verified, unexpired background check. ' +
        'External-link jobs record the click and answer the link in data.redirect.',
      body: ApplyBody,
      response: { 200: ApplyResponse, ...errorResponses(400, 401, 402, 403, 404, 409), 422: SafeguardingRefusalResponse },
    },
    handler: async (request) => {
      const result = await service.apply(request.actor!, request.body);
      return { success: true as const, message: result.message, data: result.data };
    },
  });

  app.route({
    method: 'GET',
    url: API.appliedJobs,
    config: { policy: candidates, scope: 'applications:read' },
    schema: {
      tags,
      operationId: 'getAppliedJobs',
      summary: "The caller's applications with their jobs, newest first (data + total)",
      querystring: AppliedJobsQuery,
      response: { 200: AppliedJobsResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.appliedJobs(request.actor!, request.query)) }),
  });

  app.route({
    method: 'GET',
    url: API.myAppliedJobs,
    config: { policy: candidates, scope: 'applications:read' },
    schema: {
      tags,
      operationId: 'getMyAppliedJobs',
      summary: 'Which of the given jobs the caller has applied to, with the date and the application (job pages and cards)',
      description:
        'Public job reads are cached and the same for everyone; this small call adds the signed-in candidate\'s own marks. ' +
        'Only the caller\'s applications are read; ids the caller never applied to are simply absent.',
      querystring: MyAppliedJobsQuery,
      response: { 200: MyAppliedJobsResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, data: await service.myAppliedJobs(request.actor!, request.query.ids) }),
  });

  app.route({
    method: 'POST',
    url: APPLY_API.withdrawApplication,
    config: { policy: candidates, scope: 'applications:write' },
    schema: {
      tags,
      operationId: 'withdrawApplication',
      summary: 'Withdraw an own open application (status 10 Withdrew); the credit is not refunded',
      body: WithdrawBody,
      response: { 200: WithdrawResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({
      success: true as const,
      message: APPLICATION_MESSAGES.withdrawn,
      data: await service.withdraw(request.actor!, request.body.id),
    }),
  });
}
