import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API, CANDIDATE_ROLES, isCandidateRole, UPLOAD_MAX_BYTES } from '@fj/shared';
import type { UsersRepo } from '../users/users.repo';
import { errorResponses, MessageResponse } from '../../lib/schemas';
import { optionalActor } from '../../lib/optional-actor';
import { contentDisposition } from './content-disposition';
import { FileResponse, IdQuery, MediaItemResponse, MediaListResponse, MediaParams, MyResumesQuery, UPLOAD_FIELDS_DESCRIPTION } from './media.schemas';
import type { MediaItem, MediaService } from './media.service';
import { readMultipartUpload } from './multipart-upload';

const tags = ['media'];
const candidates = { roles: CANDIDATE_ROLES };
const uploadErrors = errorResponses(400, 401, 403, 413, 415, 422);

const uploaded = (data: MediaItem, reply: FastifyReply) =>
  reply.status(201).send({ success: true as const, message: 'File uploaded successfully', data });

export function registerMediaRoutes(instance: FastifyInstance, service: MediaService, users: UsersRepo): void {
  // Multipart parsing exists only for the upload routes of this scope.
  instance.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    app.route({
      method: 'POST',
      url: API.uploadProfilePic,
      config: { policy: 'authenticated' },
      schema: {
        tags,
        operationId: 'uploadProfilePic',
        summary: 'Upload a profile picture (JPEG, PNG, WebP or GIF); for candidates it becomes the profile photo',
        description: UPLOAD_FIELDS_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: MediaItemResponse, ...uploadErrors },
      },
      handler: async (request, reply) => {
        const upload = await readMultipartUpload(request, 'image');
        const asCandidate = upload.fields.userType !== 'employer' && isCandidateRole(request.actor!.roles);
        return uploaded(await service.uploadProfilePicture(request.actor!, upload, asCandidate), reply);
      },
    });

    app.route({
      method: 'POST',
      url: API.uploadMyResumes,
      config: { policy: candidates },
      schema: {
        tags,
        operationId: 'uploadMyResumes',
        summary: 'Upload a CV (PDF)',
        description: UPLOAD_FIELDS_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: MediaItemResponse, ...uploadErrors },
      },
      handler: async (request, reply) => uploaded(await service.uploadResume(request.actor!, await readMultipartUpload(request, 'cv')), reply),
    });

    app.route({
      method: 'POST',
      url: API.media,
      config: { policy: 'authenticated' },
      schema: {
        tags,
        operationId: 'uploadMedia',
        summary: 'Upload a document (PDF) or a picture',
        description: UPLOAD_FIELDS_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: MediaItemResponse, ...uploadErrors },
      },
      handler: async (request, reply) => uploaded(await service.uploadMedia(request.actor!, await readMultipartUpload(request, 'other')), reply),
    });
  });

  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.myResumes,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'getMyResumes',
      summary: "The caller's CVs, newest first",
      querystring: MyResumesQuery,
      response: { 200: MediaListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.listMyResumes(request.actor!, request.query)) }),
  });

  app.route({
    method: 'GET',
    url: API.deleteMyResume,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'deleteMyResume',
      summary: 'Delete one of the caller’s CVs (file included)',
      querystring: IdQuery,
      response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await service.deleteMyResume(request.actor!, request.query.id);
      return { success: true as const, message: 'CV deleted' };
    },
  });

  app.route({
    method: 'GET',
    url: API.mediaById,
    // Public so profile photos work in <img>; every other file needs its owner, an administrator or an employer
    // the candidate applied to (media-access.ts). Everyone else gets 404, whether or not the file exists.
    config: { policy: 'public', cacheTtl: false },
    schema: {
      tags,
      operationId: 'getMedia',
      summary: 'Download a stored file: CVs as attachments, pictures inline',
      params: MediaParams,
      response: { 200: FileResponse('The file: CVs and documents as attachments, pictures inline'), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const { row, object } = await service.open(await optionalActor(request, users), request.params.id);
      const inline = row.mime.startsWith('image/');
      return reply
        .header('Content-Type', row.mime)
        .header('Content-Length', object.size)
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', row.title, row.mime))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', inline ? 'private, max-age=300' : 'private, no-store')
        .send(object.stream);
    },
  });
}
