import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';

import { RequestObject, SkipCacheQuery, errorResponses } from '../../lib/schemas';
import type { UsersService } from './users.service';
import { OwnProfileResponse, UpdateLocaleBody, UpdateLocaleResponse, UpdateTimezoneBody, UpdateTimezoneResponse } from './users.schemas';

export function registerUsersRoutes(app: FastifyInstance, service: UsersService): void {
  app.route({
    method: 'GET',
    url: API.profile,
    config: { policy: 'authenticated', scope: 'profile:read' },
    schema: {
      tags: ['users'],
      operationId: 'getProfile',
      summary: "The caller's own account and profile",
      querystring: RequestObject({ ...SkipCacheQuery }),
      response: { 200: OwnProfileResponse, ...errorResponses(401, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.ownProfile(request.actor!.id) }),
  });

  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: 'POST',
    url: API.updateLocale,
    config: { policy: 'authenticated' },
    schema: {
      tags: ['users'],
      operationId: 'updateLocale',
      summary: "Set the caller's language (en or ar): the emails the platform sends them are written in it",
      body: UpdateLocaleBody,
      response: { 200: UpdateLocaleResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => ({ success: true as const, message: 'Language saved', data: await service.updateLocale(request.actor!.id, request.body.locale) }),
  });

  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: 'POST',
    url: API.updateTimezone,
    config: { policy: 'authenticated' },
    schema: {
      tags: ['users'],
      operationId: 'updateTimezone',
      summary: "Set the caller's IANA time zone (e.g. Europe/London): interview times in their emails are written in it",
      body: UpdateTimezoneBody,
      response: { 200: UpdateTimezoneResponse, ...errorResponses(400, 401, 422) },
    },
    handler: async (request) => ({ success: true as const, message: 'Time zone saved', data: await service.updateTimezone(request.actor!.id, request.body.timezone) }),
  });
}
