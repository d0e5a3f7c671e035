import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import {
  CreatedWebhookResponse,
  CreateWebhookBody,
  DeletedWebhookResponse,
  DeliveriesQuery,
  DeliveriesResponse,
  DeliveryParams,
  DeliveryResponse,
  UpdateWebhookBody,
  WebhookParams,
  WebhookResponse,
  WebhooksResponse,
} from './webhooks.schemas';
import { WEBHOOK_MESSAGES, type WebhooksService } from './webhooks.service';

const tags = ['webhooks'];
// Anyone signed in may own endpoints; each hears only its owner's events. A key needs webhooks:manage.
const config = { policy: 'authenticated' as const, scope: 'webhooks:manage' as const };

export function registerWebhooksRoutes(instance: FastifyInstance, service: WebhooksService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.webhooks,
    config,
    schema: {
      tags,
      operationId: 'createWebhook',
      summary: 'Add an endpoint for events (201); its signing secret is answered this once',
      body: CreateWebhookBody,
      response: { 201: CreatedWebhookResponse, ...errorResponses(400, 401, 403, 409, 422) },
    },
    handler: async (request, reply) => {
      const data = await service.create(request.actor!, request.body);
      reply.status(201);
      return { success: true as const, message: WEBHOOK_MESSAGES.created, data };
    },
  });

  app.route({
    method: 'GET',
    url: API.webhooks,
    config,
    schema: { tags, operationId: 'listWebhooks', summary: "The caller's endpoints, newest first", response: { 200: WebhooksResponse, ...errorResponses(401, 403) } },
    handler: async (request) => {
      const data = await service.list(request.actor!);
      return { success: true as const, data, total: data.length };
    },
  });

  app.route({
    method: 'GET',
    url: API.webhook,
    config,
    schema: { tags, operationId: 'getWebhook', summary: "One of the caller's endpoints (404 for any other)", params: WebhookParams, response: { 200: WebhookResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, data: await service.get(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'PATCH',
    url: API.webhook,
    config,
    schema: {
      tags,
      operationId: 'updateWebhook',
      summary: 'Change the address, events or description, or enable/disable the endpoint',
      params: WebhookParams,
      body: UpdateWebhookBody,
      response: { 200: WebhookResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, message: WEBHOOK_MESSAGES.updated, data: await service.update(request.actor!, request.params.id, request.body) }),
  });

  app.route({
    method: 'DELETE',
    url: API.webhook,
    config,
    schema: { tags, operationId: 'deleteWebhook', summary: 'Delete the endpoint and its delivery log', params: WebhookParams, response: { 200: DeletedWebhookResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, message: WEBHOOK_MESSAGES.deleted, data: await service.remove(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: API.webhookPing,
    config,
    schema: {
      tags,
      operationId: 'pingWebhook',
      summary: 'Send a signed webhook.ping now and answer the delivery with its first attempt',
      params: WebhookParams,
      response: { 200: DeliveryResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ success: true as const, data: await service.ping(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'GET',
    url: API.webhookDeliveries,
    config,
    schema: {
      tags,
      operationId: 'listWebhookDeliveries',
      summary: 'The delivery log, newest first: event, status, response code, duration, attempts and the next one (data + total)',
      params: WebhookParams,
      querystring: DeliveriesQuery,
      response: { 200: DeliveriesResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await service.deliveries(request.actor!, request.params.id, { offset: request.query.offset ?? 0, limit: request.query.limit ?? 20 })),
    }),
  });

  app.route({
    method: 'POST',
    url: API.webhookRedeliver,
    config,
    schema: {
      tags,
      operationId: 'redeliverWebhook',
      summary: 'Send a delivery again now (same webhook-id); answers it with the new attempt in its log',
      params: DeliveryParams,
      response: { 200: DeliveryResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ success: true as const, data: await service.redeliver(request.actor!, request.params.id, request.params.deliveryId) }),
  });
}
