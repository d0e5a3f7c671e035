import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CANDIDATE_ROLES } from '@fj/shared';
import { errorResponses, IdParam } from '../../lib/schemas';
import { contentDisposition } from '../media/content-disposition';
import { FileResponse } from '../media/media.schemas';
import { CONTRACT_MULTIPART_LIMITS, readContractAdviceUpload } from './contract-upload';
import { CREATE_DESCRIPTION, DetailResponse, OwnListQuery, OwnListResponse, QueueQuery, QueueResponse, StatusBody } from './contract-advice.schemas';
import { CONTRACT_ADVICE_MESSAGES, type ContractAdviceService } from './contract-advice.service';

const tags = ['contract-advice'];
const members = { roles: CANDIDATE_ROLES };
const advisers = { permission: 'advise_contracts' } as const;

/** docs/contract-advice.md: the member's requests (creating is UNLIMITED; reading stays after a downgrade) and the advisers' queue. */
export function registerContractAdviceRoutes(instance: FastifyInstance, service: ContractAdviceService): void {
  instance.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: CONTRACT_MULTIPART_LIMITS });
    scope.withTypeProvider<TypeBoxTypeProvider>().route({
      method: 'POST',
      url: API.contractAdviceRequests,
      config: { policy: members, feature: 'contractAdvice' },
      schema: {
        tags,
        operationId: 'createContractAdviceRequest',
        summary: 'Ask the contract advisers about a contract (UNLIMITED, 3 a month)',
        description: CREATE_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: DetailResponse, ...errorResponses(400, 401, 402, 403, 413, 415, 422, 429) },
      },
      handler: async (request, reply) => {
        const data = await service.create(request.actor!, await readContractAdviceUpload(request));
        return reply.status(201).send({ success: true as const, message: CONTRACT_ADVICE_MESSAGES.created, data });
      },
    });
  });

  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.contractAdviceRequests,
    config: { policy: members, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getContractAdviceRequests',
      summary: "The caller's contract advice requests, newest first, and what is left this month",
      querystring: OwnListQuery,
      response: { 200: OwnListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.listOwn(request.actor!, request.query)) }),
  });

  app.route({
    method: 'GET',
    url: API.contractAdviceRequest,
    config: { policy: members, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getContractAdviceRequest',
      summary: "One of the caller's requests with its status history (404 for anyone else's)",
      params: IdParam,
      response: { 200: DetailResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.getOwn(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'GET',
    url: API.contractAdviceContract,
    // The member or a contract adviser; everyone else (administrators included) gets 404.
    config: { policy: 'authenticated', cacheTtl: false },
    schema: {
      tags,
      operationId: 'getContractAdviceContract',
      summary: 'Download the contract of a request (the member and the advisers only)',
      params: IdParam,
      response: { 200: FileResponse('The contract PDF, as an attachment'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const file = await service.openContract(request.actor!, request.params.id);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', file.object.size)
        .header('Content-Disposition', contentDisposition('attachment', file.title, file.mime))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(file.object.stream);
    },
  });

  app.route({
    method: 'GET',
    url: API.adminContractAdvice,
    config: { policy: advisers, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getContractAdviceQueue',
      summary: 'The advisers’ queue: overdue requests first, then by due time; status narrows it',
      querystring: QueueQuery,
      response: { 200: QueueResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.queue(request.query)) }),
  });

  app.route({
    method: 'GET',
    url: API.adminContractAdviceRequest,
    config: { policy: advisers, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getContractAdviceForAdviser',
      summary: 'One request with its status history (who moved it and when)',
      params: IdParam,
      response: { 200: DetailResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.adviserDetail(request.params.id) }),
  });

  app.route({
    method: 'PUT',
    url: API.adminContractAdviceStatus,
    config: { policy: advisers },
    schema: {
      tags,
      operationId: 'setContractAdviceStatus',
      summary: 'Move a request on: open → in_review (assigns the caller) → answered → closed; anything else is 409',
      params: IdParam,
      body: StatusBody,
      response: { 200: DetailResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      message: CONTRACT_ADVICE_MESSAGES.statusChanged,
      data: await service.changeStatus(request.actor!, request.params.id, request.body.status),
    }),
  });
}
