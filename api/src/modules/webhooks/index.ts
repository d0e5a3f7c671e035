import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { createWebhookDispatcher, type WebhookDispatcher } from './dispatcher';
import { createWebhooksRepo } from './webhooks.repo';
import { registerWebhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

export { recordWebhookEvent, type WebhookEventInput } from './outbox';
export { recordApplicationEvent } from './application-events';
export { createWebhookDispatcher, type WebhookDispatcher } from './dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhook dispatcher (docs/webhooks.md): the server runs `start()`, tests call `runDue()`. */
    webhooks: WebhookDispatcher;
  }
}

export interface WebhooksModuleDeps {
  db: Knex;
  mailer: Mailer;
  /** WEBHOOK_ALLOW_PRIVATE: private and loopback endpoints, over http too (development and tests only). */
  allowPrivate: boolean;
  publicWebUrl: string;
  now: () => Date;
}

/** Routes of docs/webhooks.md, and `app.webhooks`: the dispatcher the routes' ping and redelivery use and the server runs. */
export function createWebhooksModule(app: FastifyInstance, deps: WebhooksModuleDeps): WebhookDispatcher {
  const policy = { allowPrivate: deps.allowPrivate };
  const dispatcher = createWebhookDispatcher({ db: deps.db, mailer: deps.mailer, policy, publicWebUrl: deps.publicWebUrl, now: deps.now, log: app.log });
  registerWebhooksRoutes(app, createWebhooksService({ db: deps.db, repo: createWebhooksRepo(deps.db), dispatcher, policy, now: deps.now }));
  app.decorate('webhooks', dispatcher);
  return dispatcher;
}
