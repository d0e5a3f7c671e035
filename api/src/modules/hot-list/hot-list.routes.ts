import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CANDIDATE_ROLES, EMPLOYER_ROLES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { HotListQuery, HotListResponse, OwnEntryResponse, SubscriptionChangeResponse, SubscriptionResponse, UpdateHotListBody, UpdateHotListResponse } from './hot-list.schemas';
import type { HotListService } from './hot-list.service';

const tags = ['hot-list'];
const candidates = { roles: CANDIDATE_ROLES };
const employers = { roles: EMPLOYER_ROLES };
const blank = (value: string | undefined) => value?.trim() || undefined;

/** docs/hot-list.md: candidates write their own entry (STANDARD+); employers read the list and ask for the weekly email. */
export function registerHotListRoutes(instance: FastifyInstance, service: HotListService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.updateHotList,
    config: { policy: candidates, feature: 'hotList' },
    schema: {
      tags,
      operationId: 'updateHotList',
      summary: 'Join the hot list ({ available: true, availableFrom, roles ≤ 3, regions }) or leave it ({ available: false }); Standard membership and above',
      body: UpdateHotListBody,
      response: { 200: UpdateHotListResponse, ...errorResponses(400, 401, 402, 403, 422) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.update(request.actor!, request.body)) }),
  });

  app.route({
    method: 'GET',
    url: API.hotListEntry,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'getHotListEntry',
      summary: "The caller's hot-list entry, whether their membership includes the list and whether employers see them now",
      response: { 200: OwnEntryResponse, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ success: true as const, data: await service.ownEntry(request.actor!) }),
  });

  app.route({
    method: 'GET',
    url: API.employerHotList,
    config: { policy: employers },
    schema: {
      tags,
      operationId: 'getHotList',
      summary: 'Candidates on the hot list, freshest first (role and country filters, paged with the total); contact details as in the CV database',
      querystring: HotListQuery,
      response: { 200: HotListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { role, country, offset, limit } = request.query;
      return { success: true as const, ...(await service.list(request.actor!, { role: blank(role), country: blank(country) }, { offset, limit })) };
    },
  });

  app.route({
    method: 'GET',
    url: API.hotListSubscription,
    config: { policy: employers },
    schema: { tags, operationId: 'getHotListSubscription', summary: 'Whether the caller gets the weekly email of new hot-list candidates', response: { 200: SubscriptionResponse, ...errorResponses(401, 403) } },
    handler: async (request) => ({ success: true as const, data: await service.subscription(request.actor!) }),
  });

  for (const [method, wanted] of [['POST', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: API.hotListSubscription,
      config: { policy: employers },
      schema: {
        tags,
        operationId: wanted ? 'subscribeHotList' : 'unsubscribeHotList',
        summary: wanted ? 'Get the weekly email of new hot-list candidates (idempotent)' : 'Stop the weekly hot-list email (idempotent)',
        response: { 200: SubscriptionChangeResponse, ...errorResponses(401, 403) },
      },
      handler: async (request) => ({ success: true as const, ...(await service.setSubscribed(request.actor!, wanted)) }),
    });
  }
}
