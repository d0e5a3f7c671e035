import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CANDIDATE_ROLES } from '@fj/shared';
import { errorResponses, IdParam, MessageResponse } from '../../lib/schemas';
import { readMultipartParts, type MultipartLimits } from '../media/multipart-upload';
import { AdminListQuery, AdminListResponse, CREATE_DESCRIPTION, CreatedResponse, OwnListResponse, ReviewBody, ReviewResponse } from './background-checks.schemas';
import { BACKGROUND_CHECKS_MESSAGES, CERTIFICATE_MAX_BYTES, type BackgroundChecksService } from './background-checks.service';

const tags = ['safeguarding'];
const candidates = { roles: CANDIDATE_ROLES };
const reviewers = { permission: 'verify_background_checks' } as const;

/** The certificate up to its limit plus one byte (so a larger one is known), and the four short fields. */
const UPLOAD_LIMITS: MultipartLimits = { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 6, fieldSize: 1000, parts: 8 };

/** docs/safeguarding.md: the candidate's background checks and the administrators' review. */
export function registerBackgroundChecksRoutes(instance: FastifyInstance, service: BackgroundChecksService): void {
  instance.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: UPLOAD_LIMITS });
    scope.withTypeProvider<TypeBoxTypeProvider>().route({
      method: 'POST',
      url: API.backgroundChecks,
      config: { policy: candidates },
      schema: {
        tags,
        operationId: 'createBackgroundCheck',
        summary: 'Add a background check (DBS or equivalent) with its certificate, for an administrator to verify',
        description: CREATE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: CreatedResponse, ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
      handler: async (request, reply) => {
        const upload = await readMultipartParts(request, UPLOAD_LIMITS, 'file, checkType, referenceNumber, issuedOn and expiresOn');
        const data = await service.create(request.actor!, upload);
        return reply.status(201).send({ success: true as const, message: BACKGROUND_CHECKS_MESSAGES.created, data });
      },
    });
  });

  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.backgroundChecks,
    config: { policy: candidates, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getBackgroundChecks',
      summary: "The caller's background checks, the latest expiry first",
      response: { 200: OwnListResponse, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ success: true as const, data: await service.listOwn(request.actor!) }),
  });

  app.route({
    method: 'DELETE',
    url: API.backgroundCheck,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'deleteBackgroundCheck',
      summary: 'Delete one of the caller’s background checks and its certificate (404 for anyone else’s)',
      params: IdParam,
      response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await service.deleteOwn(request.actor!, request.params.id);
      return { success: true as const, message: BACKGROUND_CHECKS_MESSAGES.deleted };
    },
  });

  app.route({
    method: 'GET',
    url: API.adminBackgroundChecks,
    config: { policy: reviewers, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getAdminBackgroundChecks',
      summary: 'Background checks by status: pending (default, oldest first), verified or rejected (latest decision first)',
      querystring: AdminListQuery,
      response: { 200: AdminListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.adminList(request.query)) }),
  });

  app.route({
    method: 'POST',
    url: API.adminBackgroundCheckReview,
    config: { policy: reviewers },
    schema: {
      tags,
      operationId: 'reviewBackgroundCheck',
      summary: 'Verify or reject a background check (a reason is required to reject); audited, the candidate is emailed',
      params: IdParam,
      body: ReviewBody,
      response: { 200: ReviewResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.review(request.actor!, request.params.id, request.body)) }),
  });
}
