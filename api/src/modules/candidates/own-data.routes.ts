import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CANDIDATE_ROLES } from '@fj/shared';
import { errorResponses, MessageResponse, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';
import { FileResponse } from '../media/media.schemas';
import type { OwnDataService } from './own-data.service';
import { CANDIDATE_API } from './paths';

const tags = ['own data'];
const candidates = { roles: CANDIDATE_ROLES };

export function registerOwnDataRoutes(instance: FastifyInstance, service: OwnDataService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: CANDIDATE_API.myDataExport,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'exportMyData',
      summary: 'Download everything held about the caller (account, profile incl. diversity answers, files, activity) as JSON',
      querystring: RequestObject({ ...SkipCacheQuery }),
      response: { 200: FileResponse('A JSON document, as an attachment'), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const data = await service.exportMyData(request.actor!.id);
      return reply
        .header('Content-Disposition', `attachment; filename="my-data-${data.account.user_login.replace(/[^A-Za-z0-9._-]/g, '_')}.json"`)
        .header('Cache-Control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ success: true, data }, null, 2));
    },
  });

  app.route({
    method: 'POST',
    url: CANDIDATE_API.deleteMyAccount,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'deleteMyAccount',
      summary: 'Delete the caller’s account: profile, CVs, pictures and personal data; the account row is anonymised',
      body: RequestObject({ confirmation: Str(20, { description: 'Must be DELETE' }) }),
      response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => {
      await service.deleteMyAccount(request.actor!.id, request.body);
      return { success: true as const, message: 'Your account and personal data have been deleted.' };
    },
  });
}

