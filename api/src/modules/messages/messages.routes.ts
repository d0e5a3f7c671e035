import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { MULTIPART_LIMITS, readMultipartMessage, type IncomingFile } from './message-files';
import {
  MessageResponse,
  POST_MESSAGE_DESCRIPTION,
  PostMessageBody,
  ThreadPageQuery,
  ThreadPageResponse,
  ThreadParams,
  ThreadResponse,
  ThreadsQuery,
  ThreadsResponse,
  UnreadCountResponse,
} from './messages.schemas';
import type { MessagesService } from './messages.service';

const tags = ['messages'];
// Anyone signed in may call these; which threads they see is the context policies' answer (docs/messages.md).
const signedIn = 'authenticated' as const;

export function registerMessagesRoutes(instance: FastifyInstance, service: MessagesService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.messageThreads,
    config: { policy: signedIn, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getMessageThreads',
      summary: "The caller's conversations, newest activity first, with the last message and the unread count (data + total)",
      querystring: ThreadsQuery,
      response: { 200: ThreadsResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const { offset = 0, limit = 20, unread, context } = request.query;
      return { success: true as const, ...(await service.listThreads(request.actor!.id, { offset, limit, unreadOnly: unread === '1', context })) };
    },
  });

  app.route({
    method: 'GET',
    url: API.messagesUnreadCount,
    config: { policy: signedIn, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getMessagesUnreadCount',
      summary: 'Unread messages and threads with unread messages, for the badge',
      response: { 200: UnreadCountResponse, ...errorResponses(401) },
    },
    handler: async (request) => ({ success: true as const, data: await service.unreadCount(request.actor!.id) }),
  });

  app.route({
    method: 'GET',
    url: API.messageThread,
    config: { policy: signedIn, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getMessageThread',
      summary: 'A page of a conversation, newest message first; reading the first page marks it read. 404 for anyone who may not use it',
      params: ThreadParams,
      querystring: ThreadPageQuery,
      response: { 200: ThreadPageResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { offset = 0, limit = 30 } = request.query;
      return { success: true as const, ...(await service.threadPage(request.actor!.id, request.params.id, { offset, limit })) };
    },
  });

  app.route({
    method: 'POST',
    url: API.applicationThread,
    config: { policy: signedIn },
    schema: {
      tags,
      operationId: 'openApplicationThread',
      summary: "Opens (or returns) the conversation of an application: the applicant or the employer's team; 404 for anyone else",
      params: ThreadParams,
      response: { 200: ThreadResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.openThread(request.actor!.id, 'application', request.params.id) }),
  });

  // Multipart parsing exists only for the posting route of this scope.
  const filesOf = new WeakMap<FastifyRequest, IncomingFile[]>();
  instance.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
    scope.withTypeProvider<TypeBoxTypeProvider>().route({
      method: 'POST',
      url: API.messageThread,
      config: { policy: signedIn },
      schema: {
        tags,
        operationId: 'postMessage',
        summary: 'Writes a message in a conversation, with up to 5 attachments',
        description: POST_MESSAGE_DESCRIPTION,
        params: ThreadParams,
        body: PostMessageBody,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: MessageResponse, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
      // A multipart post is read before validation, so its body field meets the same schema as a JSON one.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const { body, files } = await readMultipartMessage(request);
        request.body = { body };
        filesOf.set(request, files);
      },
      handler: async (request, reply) => {
        const input = { body: request.body.body, files: filesOf.get(request) ?? [] };
        const data = await service.postAsUser(request.actor!.id, request.params.id, input);
        return reply.status(201).send({ success: true as const, message: 'Message sent', data });
      },
    });
  });
}
