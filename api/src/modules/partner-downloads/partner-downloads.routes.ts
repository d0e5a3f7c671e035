import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CANDIDATE_ROLES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { contentDisposition } from '../media/content-disposition';
import { FileResponse } from '../media/media.schemas';
import { PARTNER_MULTIPART_LIMITS, readPartnerUpload } from './partner-file';
import { AdminItemResponse, AdminListResponse, ListQuery, MemberListResponse, PartnerDownloadParams, UpdateBody, UPLOAD_DESCRIPTION } from './partner-downloads.schemas';
import { downloadName, PARTNER_DOWNLOAD_TEXT, type PartnerDownloadsService } from './partner-downloads.service';

const tags = ['partner-downloads'];
const candidates = { roles: CANDIDATE_ROLES };
const administrators = { roles: ['administrator'] } as const;

/** docs/partner-downloads.md: members list and download (STANDARD+, per-resource tier); administrators upload and edit. */
export function registerPartnerDownloadsRoutes(instance: FastifyInstance, service: PartnerDownloadsService): void {
  instance.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: PARTNER_MULTIPART_LIMITS });
    scope.withTypeProvider<TypeBoxTypeProvider>().route({
      method: 'POST',
      url: API.adminPartnerDownloads,
      config: { policy: administrators },
      schema: {
        tags,
        operationId: 'adminUploadPartnerDownload',
        summary: 'Upload a partner resource with its title, partner, description, category and minimum tier',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: AdminItemResponse, ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
      handler: async (request, reply) => {
        const data = await service.upload(request.actor!, await readPartnerUpload(request));
        return reply.status(201).send({ success: true as const, message: PARTNER_DOWNLOAD_TEXT.uploaded, data });
      },
    });
  });

  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'PUT',
    url: API.adminPartnerDownload,
    config: { policy: administrators },
    schema: {
      tags,
      operationId: 'adminUpdatePartnerDownload',
      summary: 'Edit a partner resource’s fields, or publish / unpublish it ({ published })',
      params: PartnerDownloadParams,
      body: UpdateBody,
      response: { 200: AdminItemResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, message: PARTNER_DOWNLOAD_TEXT.saved, data: await service.update(request.params.id, request.body) }),
  });

  app.route({
    method: 'GET',
    url: API.adminPartnerDownloads,
    config: { policy: administrators, cacheTtl: false },
    schema: {
      tags,
      operationId: 'adminPartnerDownloads',
      summary: 'Every partner resource (published or not) with its downloads: total and distinct members',
      querystring: ListQuery,
      response: { 200: AdminListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async () => ({ success: true as const, data: await service.adminList() }),
  });

  app.route({
    method: 'GET',
    url: API.partnerDownloads,
    config: { policy: candidates, cacheTtl: false },
    schema: {
      tags,
      operationId: 'partnerDownloads',
      summary: 'Published partner resources, each `locked` when above the caller’s membership (any candidate may list them)',
      querystring: ListQuery,
      response: { 200: MemberListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.memberList(request.actor!)) }),
  });

  app.route({
    method: 'GET',
    url: API.partnerDownloadFile,
    config: { policy: candidates, feature: 'partnerDownloads', cacheTtl: false },
    schema: {
      tags,
      operationId: 'partnerDownloadFile',
      summary: 'Download a partner resource (Standard membership and above, and at least the resource’s own minimum tier); counted',
      params: PartnerDownloadParams,
      response: { 200: FileResponse('The file, as an attachment'), ...errorResponses(400, 401, 402, 403, 404) },
    },
    handler: async (request, reply) => {
      const { row, object } = await service.open(request.actor!, request.params.id);
      return reply
        .header('Content-Type', row.mime)
        .header('Content-Length', object.size)
        .header('Content-Disposition', contentDisposition('attachment', downloadName(row), row.mime))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(object.stream);
    },
  });
}
