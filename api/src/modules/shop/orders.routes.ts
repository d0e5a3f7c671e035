import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import type { OrdersService } from './orders.service';
import { OrderIdParams, OrderResponse, OrdersQuery, OrdersResponse } from './shop.schemas';

const tags = ['shop'];

export function registerOrderRoutes(instance: FastifyInstance, service: OrdersService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.orders,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getOrders',
      summary: "The caller's orders, newest first, with lines, status, total and payment (data + total; ?page&limit)",
      querystring: OrdersQuery,
      response: { 200: OrdersResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await service.listOwn(request.actor!, { page: request.query.page ?? 1, limit: request.query.limit ?? 10 })),
    }),
  });

  app.route({
    method: 'GET',
    url: API.orderById,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getOrder',
      summary: 'One order of the caller (administrators: any); 404 for anyone else',
      params: OrderIdParams,
      response: { 200: OrderResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.one(request.actor!, request.params.id) }),
  });
}
