import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';

import { RequestObject, SkipCacheQuery, errorResponses } from '../../lib/schemas';
import type { UsersService } from './users.service';
import { OwnProfileResponse } from './users.schemas';

export function registerUsersRoutes(app: FastifyInstance, service: UsersService): void {
  app.route({
    method: 'GET',
    url: API.profile,
    config: { policy: 'authenticated' },
    schema: {
      tags: ['users'],
      operationId: 'getProfile',
      summary: "The caller's own account and profile",
      querystring: RequestObject({ ...SkipCacheQuery }),
      response: { 200: OwnProfileResponse, ...errorResponses(401, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.ownProfile(request.actor!.id) }),
  });
}

