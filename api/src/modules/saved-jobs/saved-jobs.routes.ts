import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CANDIDATE_ROLES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { SavedJobsQuery, SavedJobsResponse, SaveJobBody, SaveJobResponse } from './saved-jobs.schemas';
import { SAVED_JOB_MESSAGES, type SavedJobsService } from './saved-jobs.service';

const tags = ['saved-jobs'];
const candidates = { roles: CANDIDATE_ROLES };

/** docs/jobs.md "Saved jobs": candidates only; every read and write is of the caller's own saves. */
export function registerSavedJobsRoutes(instance: FastifyInstance, service: SavedJobsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.saveJob,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'saveJob',
      summary: 'Save a job ({ jobId }) or unsave it ({ jobId, saved: false }); idempotent either way',
      body: SaveJobBody,
      response: { 200: SaveJobResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const data = await service.setSaved(request.actor!, request.body.jobId, request.body.saved ?? true);
      return { success: true as const, message: data.saved ? SAVED_JOB_MESSAGES.saved : SAVED_JOB_MESSAGES.unsaved, data };
    },
  });

  app.route({
    method: 'GET',
    url: API.savedJobs,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'getSavedJobs',
      summary: "The caller's saved jobs, most recently saved first (data + total); ids= narrows to those jobs",
      querystring: SavedJobsQuery,
      response: { 200: SavedJobsResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.list(request.actor!, request.query)) }),
  });
}
