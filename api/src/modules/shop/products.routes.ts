import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import type { ProductsService } from './products.service';
import { ProductResponse, ProductSlugParams, ProductsQuery, ProductsResponse } from './shop.schemas';

const tags = ['shop'];

export function registerProductRoutes(instance: FastifyInstance, service: ProductsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.products,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'getProducts',
      summary: 'Active shop products in shop order as tiles (data + total; price in minor units, display_price formatted)',
      querystring: ProductsQuery,
      response: { 200: ProductsResponse, ...errorResponses(400) },
    },
    handler: async () => ({ success: true as const, ...(await service.list()) }),
  });

  app.route({
    method: 'GET',
    url: API.productBySlug,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'getProduct',
      summary: 'One active product with its description (404 "Product not found")',
      params: ProductSlugParams,
      response: { 200: ProductResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.bySlug(request.params.slug) }),
  });
}
