import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, JOB_ALERT_API } from '@fj/shared';
import { errorResponses, MessageResponse } from '../../lib/schemas';
import { AlertIdQuery, JobAlertListResponse, JobAlertResponse, MyJobAlertsQuery, SaveJobAlertBody, UnsubscribeQuery } from './alerts.schemas';
import { ALERT_MESSAGES, type AlertsService } from './alerts.service';

const tags = ['alerts'];

export function registerAlertsRoutes(instance: FastifyInstance, service: AlertsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.saveJobAlerts,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'saveJobAlert',
      summary: 'Create a job alert, or edit an own one (send id): alert_name, alert_email, alert_frequency, alert_category, all required',
      body: SaveJobAlertBody,
      response: { 200: JobAlertResponse, ...errorResponses(400, 401, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, message: ALERT_MESSAGES.saved, data: await service.save(request.actor!, request.body) }),
  });

  app.route({
    method: 'GET',
    url: API.myJobAlerts,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getMyJobAlerts',
      summary: "The caller's job alerts, newest first (data + total)",
      querystring: MyJobAlertsQuery,
      response: { 200: JobAlertListResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.listMine(request.actor!, request.query)) }),
  });

  app.route({
    method: 'GET',
    url: API.deleteMyJobAlerts,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'deleteMyJobAlert',
      summary: 'Delete an own job alert (404 for anyone else’s)',
      querystring: AlertIdQuery,
      response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      await service.deleteMine(request.actor!, request.query.id);
      return { success: true as const, message: ALERT_MESSAGES.deleted };
    },
  });

  app.route({
    method: 'GET',
    url: JOB_ALERT_API.unsubscribe,
    // A signed link from an email: no account needed, never cached.
    config: { policy: 'public', cacheTtl: false },
    schema: {
      tags,
      operationId: 'unsubscribeJobAlert',
      summary: 'One-click unsubscribe from a job alert with the signed token of its email',
      querystring: UnsubscribeQuery,
      response: { 200: MessageResponse, ...errorResponses(400, 422) },
    },
    handler: async (request) => {
      await service.unsubscribe(request.query.token);
      return { success: true as const, message: ALERT_MESSAGES.unsubscribed };
    },
  });
}
