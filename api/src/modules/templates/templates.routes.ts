import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, EMPLOYER_ROLES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { DeletedResponse, PreviewBody, PreviewResponse, SaveTemplateBody, TemplateIdBody, TemplateIdQuery, TemplateResponse, TemplatesQuery, TemplatesResponse } from './templates.schemas';
import { TEMPLATE_MESSAGES, type TemplatesService } from './templates.service';

const tags = ['templates'];
const employerTeam = { roles: EMPLOYER_ROLES };

/** Designed: §7 gives no path for the preview. */
export const TEMPLATES_API = { preview: API.previewEmailTemplate } as const;

export function registerTemplatesRoutes(instance: FastifyInstance, service: TemplatesService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.createEmailTemplate,
    config: { policy: employerTeam },
    schema: {
      tags,
      operationId: 'createEmailTemplate',
      summary: "Create (no template_id, 201) or edit (template_id) an email template of the caller's employer",
      body: SaveTemplateBody,
      response: { 200: TemplateResponse, 201: TemplateResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const result = await service.save(request.actor!, request.body);
      if (result.created) reply.status(201);
      return { success: true as const, message: result.message, data: result.data };
    },
  });

  app.route({
    method: 'GET',
    url: API.emailTemplates,
    config: { policy: employerTeam },
    schema: {
      tags,
      operationId: 'getEmailTemplates',
      summary: "The employer's email templates, last edited first (data + total)",
      querystring: TemplatesQuery,
      response: { 200: TemplatesResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { search, email_temp_for, offset, limit } = request.query;
      return { success: true as const, ...(await service.list(request.actor!, { search: search?.trim() || undefined, purpose: email_temp_for || undefined, offset: offset ?? 0, limit: limit ?? 20 })) };
    },
  });

  app.route({
    method: 'GET',
    url: API.templateDetails,
    config: { policy: employerTeam },
    schema: {
      tags,
      operationId: 'getTemplateDetails',
      summary: 'One email template of the caller’s employer (404 for any other)',
      querystring: TemplateIdQuery,
      response: { 200: TemplateResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.details(request.actor!, request.query.template_id) }),
  });

  app.route({
    method: 'POST',
    url: API.deleteEmailTemplate,
    config: { policy: employerTeam },
    schema: {
      tags,
      operationId: 'deleteEmailTemplate',
      summary: 'Delete an email template of the caller’s employer (recorded in events with its content)',
      body: TemplateIdBody,
      response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, message: TEMPLATE_MESSAGES.deleted, data: await service.remove(request.actor!, request.body.template_id) }),
  });

  app.route({
    method: 'POST',
    url: TEMPLATES_API.preview,
    config: { policy: employerTeam },
    schema: {
      tags,
      operationId: 'previewEmailTemplate',
      summary: 'Render a saved or unsaved template with {candidate_name}, {job_title} and {company_name}',
      body: PreviewBody,
      response: { 200: PreviewResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.preview(request.actor!, request.body) }),
  });
}
