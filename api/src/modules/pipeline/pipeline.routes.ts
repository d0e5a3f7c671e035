import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, EMPLOYER_ROLES } from '@fj/shared';
import { APPLICATION_STATUS } from '@fj/shared';
import { badRequest } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { htmlToText } from '../candidates/html-to-text';
import { errorResponses } from '../../lib/schemas';
import { PIPELINE_API } from './paths';
import {
  AddNoteBody,
  ApplicationsQuery,
  DataResponse,
  DeleteNoteBody,
  IdQuery,
  ListResponse,
  RatingBody,
  RatingParams,
  RatingResponse,
  TakeActionBody,
  TakeActionResponse,
} from './pipeline.schemas';
import { PIPELINE_MESSAGES, type PipelineService } from './pipeline.service';

const tags = ['pipeline'];
/** The employer and its team (ownership is checked in the service); administrators see every employer's. */
const pipelineRoles = { roles: [...EMPLOYER_ROLES, 'administrator'] };

export function registerPipelineRoutes(instance: FastifyInstance, service: PipelineService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.jobApplications,
    config: { policy: pipelineRoles, scope: 'applications:read' },
    schema: {
      tags,
      operationId: 'getJobApplications',
      summary: "A job's applications: status filter, keyword (name, headlines, skills), sort, paging (data + total)",
      querystring: ApplicationsQuery,
      response: { 200: ListResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id, status, search, sort, offset, limit } = request.query;
      return { success: true as const, ...(await service.list(request.actor!, { jobId: id, status, search: search?.trim() || undefined, sort: sort ?? 'newest', offset: offset ?? 0, limit: limit ?? 20 })) };
    },
  });

  app.route({
    method: 'GET',
    url: API.applicationStatusCount,
    config: { policy: pipelineRoles, scope: 'applications:read' },
    schema: {
      tags,
      operationId: 'getJobApplicationStatusCount',
      summary: "Applications of a job per status (every status, pipeline order) and the total",
      querystring: IdQuery,
      response: { 200: ListResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.statusCounts(request.actor!, request.query.id)) }),
  });

  app.route({
    method: 'GET',
    url: PIPELINE_API.application,
    config: { policy: pipelineRoles, scope: 'applications:read' },
    schema: {
      tags,
      operationId: 'getJobApplication',
      summary: 'One application with its private notes and timeline; opening a Received application marks it Viewed',
      querystring: IdQuery,
      response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.open(request.actor!, request.query.id) }),
  });

  app.route({
    method: 'GET',
    url: PIPELINE_API.timeline,
    config: { policy: pipelineRoles, scope: 'applications:read' },
    schema: {
      tags,
      operationId: 'getApplicationTimeline',
      summary: 'Every status change of an application: who, when, from, to, reason',
      querystring: IdQuery,
      response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.timeline(request.actor!, request.query.id) }),
  });

  app.route({
    method: 'POST',
    url: API.takeAction,
    config: { policy: pipelineRoles, scope: 'applications:write' },
    schema: {
      tags,
      operationId: 'takeAction',
      summary: 'Move one (id) or many (ids) applications to a status, all or nothing (422 when any move is not allowed)',
      body: TakeActionBody,
      response: { 200: TakeActionResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const { id, ids, status, reason, send_email: sendEmail, email } = request.body;
      const all = [...(ids ?? []), ...(id !== undefined ? [id] : [])];
      if (!all.length) throw badRequest('Name the applications to move', { ids: 'Please choose at least one application.' });
      const rejecting = status === APPLICATION_STATUS.REJECTED;
      if (rejecting && sendEmail !== false && email) {
        if (!email.subject.trim()) throw badRequest('The email has no subject', { 'email.subject': 'Please write a subject.' });
        if (!htmlToText(sanitizeRichText(email.body)).trim()) throw badRequest('The email is empty', { 'email.body': 'Please write the email.' });
      }
      return {
        success: true as const,
        ...(await service.takeAction(request.actor!, { ids: all, status, reason: reason?.trim() ?? '', sendEmail, email: rejecting ? email : undefined })),
      };
    },
  });

  app.route({
    method: 'PUT',
    url: PIPELINE_API.rating,
    config: { policy: pipelineRoles, scope: 'applications:write' },
    schema: {
      tags,
      operationId: 'rateApplication',
      summary: "The caller's 1-5 star rating of an application (team members of the job's employer); answers my rating, the team's average and count",
      params: RatingParams,
      body: RatingBody,
      response: { 200: RatingResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, message: PIPELINE_MESSAGES.rated, data: await service.rate(request.actor!, request.params.id, request.body.rating) }),
  });

  app.route({
    method: 'POST',
    url: API.addNote,
    config: { policy: pipelineRoles, scope: 'applications:write' },
    schema: {
      tags,
      operationId: 'addNote',
      summary: 'Add a private note to an application (visible to the employer and its team only)',
      body: AddNoteBody,
      response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const note = request.body.note.trim();
      if (!note) throw badRequest('The note is empty', { note: 'Please write a note.' });
      return { success: true as const, message: PIPELINE_MESSAGES.noteAdded, data: await service.addNote(request.actor!, request.body.id, note) };
    },
  });

  app.route({
    method: 'POST',
    url: API.deleteNote,
    config: { policy: pipelineRoles, scope: 'applications:write' },
    schema: {
      tags,
      operationId: 'deleteNote',
      summary: "Delete a note of the caller's employer (recorded in events with its text)",
      body: DeleteNoteBody,
      response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, message: PIPELINE_MESSAGES.noteDeleted, data: await service.deleteNote(request.actor!, request.body.id) }),
  });
}
