import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, type CreateApiKeyRequest } from '@fj/shared';
import { errorResponses, MessageResponse } from '../../lib/schemas';
import { ApiKeyIdParams, ApiKeyListResponse, CreateApiKeyBody, CreatedApiKeyResponse } from './api-keys.schemas';
import { API_KEY_SERVICE_MESSAGES, type ApiKeysService } from './api-keys.service';

const tags = ['api-keys'];

/**
 * docs/api-keys.md: a signed-in person manages their own keys. These routes declare no scope, so a key can never
 * create, list or revoke keys (a leaked key cannot make itself a successor).
 */
export function registerApiKeysRoutes(instance: FastifyInstance, service: ApiKeysService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.apiKeys,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'createApiKey',
      summary: 'Create an API key { name, scopes, expiresAt? }; the answer holds the whole key, shown this once',
      body: CreateApiKeyBody,
      response: { 200: CreatedApiKeyResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => ({
      success: true as const,
      message: API_KEY_SERVICE_MESSAGES.created,
      data: await service.create(request.actor!, request.body as CreateApiKeyRequest),
    }),
  });

  app.route({
    method: 'GET',
    url: API.apiKeys,
    config: { policy: 'authenticated', cacheTtl: false },
    schema: {
      tags,
      operationId: 'listApiKeys',
      summary: "The caller's API keys (name, prefix, scopes, created, expires, last used and from where), newest first",
      response: { 200: ApiKeyListResponse, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      const data = await service.list(request.actor!);
      return { success: true as const, data, total: data.length };
    },
  });

  app.route({
    method: 'DELETE',
    url: API.apiKey,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'revokeApiKey',
      summary: 'Revoke one of your API keys: refused from the next request on, by every server',
      params: ApiKeyIdParams,
      response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await service.revoke(request.actor!, request.params.id);
      return { success: true as const, message: API_KEY_SERVICE_MESSAGES.revoked };
    },
  });
}
