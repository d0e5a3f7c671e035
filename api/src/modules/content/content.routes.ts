import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { RequestObject, SkipCacheQuery } from '../../lib/schemas';
import { ConfigDataResponse, HeaderDataResponse } from './content.schemas';
import type { ContentService } from './content.service';

export function registerContentRoutes(app: FastifyInstance, service: ContentService): void {
  app.route({
    method: 'GET',
    url: API.configData,
    config: { policy: 'public', cacheTtl: 60 },
    schema: {
      tags: ['content'],
      operationId: 'getConfigData',
      summary: 'Every lookup list of the global state (§3)',
      querystring: RequestObject({ ...SkipCacheQuery }),
      response: { 200: ConfigDataResponse },
    },
    handler: async () => ({ success: true as const, data: service.configData() }),
  });

  app.route({
    method: 'GET',
    url: API.headerData,
    config: { policy: 'public', cacheTtl: 60 },
    schema: {
      tags: ['content'],
      operationId: 'getHeaderData',
      summary: 'Header menu items (label, link, subMenu, hide, hideSubMenu, col, isExternal)',
      querystring: RequestObject({ ...SkipCacheQuery }),
      response: { 200: HeaderDataResponse },
    },
    handler: async () => {
      const menu = service.headerMenu();
      return { success: true as const, data: menu, total: menu.length };
    },
  });
}
