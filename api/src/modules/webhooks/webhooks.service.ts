import type { Knex } from 'knex';
import { WEBHOOK_EVENTS, type CreatedWebhookDto, type WebhookDeliveryDto, type WebhookDeliveryEventType, type WebhookDto, type WebhookEventType } from '@fj/shared';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { FormRuleError } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import { AddressRefused, checkEndpointUrl, resolveAllowedAddress, type AddressPolicy } from './address-guard';
import type { WebhookDispatcher } from './dispatcher';
import { recordEventFor } from './outbox';
import { messageIdOf, newSigningSecret } from './signing';
import type { AttemptRow, DeliveryWithEvent, WebhooksRepo, WebhookRow } from './webhooks.repo';

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  created: 'Webhook created. Copy its signing secret now: it is not shown again.',
  updated: 'Webhook saved',
  deleted: 'Webhook deleted',
  tooMany: (max: number) => `You can have at most ${max} webhooks. Delete one you no longer use first.`,
  eventsRequired: 'Choose at least one event.',
  unknownEvent: (name: string) => `Unknown event: ${name}.`,
  busy: 'This delivery is being attempted right now. Try again in a minute.',
} as const;

export const MAX_WEBHOOKS_PER_USER = 20;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const webhookOut = (row: WebhookRow): WebhookDto => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.enabled ? null : row.disabled_reason,
  failingSince: iso(row.failing_since),
  created: iso(row.created_at)!,
  updated: iso(row.updated_at)!,
});

const deliveryOut = (row: DeliveryWithEvent, attempts: AttemptRow[]): WebhookDeliveryDto => ({
  id: row.id,
  messageId: messageIdOf(row),
  event: row.event_type as WebhookDeliveryEventType,
  status: row.status,
  attempts: row.attempts,
  lastResponseCode: row.last_response_code,
  lastDurationMs: row.last_duration_ms,
  lastError: row.last_error,
  nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  deliveredAt: iso(row.delivered_at),
  created: iso(row.created_at)!,
  attemptLog: attempts.map((attempt) => ({ attempt: attempt.attempt, at: iso(attempt.created_at)!, responseCode: attempt.response_code, durationMs: attempt.duration_ms, error: attempt.error })),
});

export interface WebhookInput {
  url?: string;
  events?: string[];
  description?: string;
  enabled?: boolean;
}

export function createWebhooksService(deps: { db: Knex; repo: WebhooksRepo; dispatcher: WebhookDispatcher; policy: AddressPolicy; now: () => Date }) {
  const { repo } = deps;

  async function own(actor: Actor, id: number): Promise<WebhookRow> {
    const row = await repo.findOwn(id, actor.id);
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  /** The URL and events checked field by field (422): the address is resolved now and must be a public one. */
  async function checked(input: WebhookInput, required: boolean): Promise<{ url?: string; events?: WebhookEventType[]; description?: string }> {
    const errors: Record<string, string> = {};
    let url: string | undefined;
    if (input.url !== undefined || required) {
      const parsed = checkEndpointUrl(input.url ?? '', deps.policy);
      if (!parsed.ok) errors.url = parsed.message;
      else {
        try {
          await resolveAllowedAddress(parsed.url, deps.policy);
          url = parsed.url.toString();
        } catch (error) {
          if (!(error instanceof AddressRefused)) throw error;
          errors.url = error.message;
        }
      }
    }
    let events: WebhookEventType[] | undefined;
    if (input.events !== undefined || required) {
      const wanted = [...new Set(input.events ?? [])];
      const unknown = wanted.find((name) => !(WEBHOOK_EVENTS as readonly string[]).includes(name));
      if (unknown !== undefined) errors.events = WEBHOOK_MESSAGES.unknownEvent(unknown);
      else if (wanted.length === 0) errors.events = WEBHOOK_MESSAGES.eventsRequired;
      else events = WEBHOOK_EVENTS.filter((name) => wanted.includes(name));
    }
    if (Object.keys(errors).length > 0) throw new FormRuleError(errors);
    return { url, events, description: input.description?.trim() };
  }

  async function deliveryOf(webhook: WebhookRow, deliveryId: number): Promise<WebhookDeliveryDto> {
    const delivery = await repo.delivery(deliveryId);
    if (!delivery || delivery.webhook_id !== webhook.id) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    return deliveryOut(delivery, (await repo.attemptsOf([delivery.id])).get(delivery.id) ?? []);
  }

  /** One attempt now; the delivery as it stands afterwards (a failure stays on the retry schedule). */
  async function attemptNow(webhook: WebhookRow, deliveryId: number): Promise<WebhookDeliveryDto> {
    const outcome = await deps.dispatcher.attemptNow(deliveryId);
    if (outcome === null) throw new HttpError(409, WEBHOOK_MESSAGES.busy);
    return deliveryOf(webhook, deliveryId);
  }

  return {
    list: async (actor: Actor) => (await repo.listOwn(actor.id)).map(webhookOut),

    get: async (actor: Actor, id: number) => webhookOut(await own(actor, id)),

    async create(actor: Actor, input: WebhookInput): Promise<CreatedWebhookDto> {
      const fields = await checked(input, true);
      const row = await deps.db.transaction(async (trx) => {
        // The owner's row serialises two creations at once, so the cap holds.
        await trx('users').where({ id: actor.id }).forUpdate().first('id');
        if ((await repo.countOwn(actor.id, trx)) >= MAX_WEBHOOKS_PER_USER) throw conflict(WEBHOOK_MESSAGES.tooMany(MAX_WEBHOOKS_PER_USER));
        return repo.insert({ user_id: actor.id, url: fields.url!, events: fields.events!, description: fields.description ?? '', secret: newSigningSecret() }, trx);
      });
      return { ...webhookOut(row), secret: row.secret };
    },

    /** Enabling again clears the reason it was disabled and starts a new run of failures from zero. */
    async update(actor: Actor, id: number, input: WebhookInput): Promise<WebhookDto> {
      await own(actor, id);
      const fields = await checked(input, false);
      const changes: Parameters<WebhooksRepo['update']>[1] = {};
      if (fields.url !== undefined) changes.url = fields.url;
      if (fields.events !== undefined) changes.events = fields.events;
      if (fields.description !== undefined) changes.description = fields.description;
      if (input.enabled === true) Object.assign(changes, { enabled: true, disabled_reason: null, failing_since: null });
      if (input.enabled === false) Object.assign(changes, { enabled: false, disabled_reason: 'Disabled by its owner.' });
      return webhookOut(await repo.update(id, changes));
    },

    async remove(actor: Actor, id: number): Promise<{ id: number }> {
      await own(actor, id);
      await repo.delete(id);
      return { id };
    },

    /** A `webhook.ping` delivered at once (enabled or not), logged like any delivery. */
    async ping(actor: Actor, id: number): Promise<WebhookDeliveryDto> {
      const webhook = await own(actor, id);
      const [deliveryId] = await deps.db.transaction((trx) =>
        recordEventFor(trx, 'webhook.ping', actor.id, [webhook.id], { webhookId: webhook.id, message: 'A test event from Football Jobs.' }),
      );
      return attemptNow(webhook, deliveryId!);
    },

    async deliveries(actor: Actor, id: number, page: { offset: number; limit: number }): Promise<{ data: WebhookDeliveryDto[]; total: number }> {
      await own(actor, id);
      const { rows, total } = await repo.deliveriesPage(id, page);
      const attempts = await repo.attemptsOf(rows.map((row) => row.id));
      return { data: rows.map((row) => deliveryOut(row, attempts.get(row.id) ?? [])), total };
    },

    /** Sends a delivery again now (succeeded, failed or waiting): same `webhook-id`, a new attempt in its log. */
    async redeliver(actor: Actor, id: number, deliveryId: number): Promise<WebhookDeliveryDto> {
      const webhook = await own(actor, id);
      await deliveryOf(webhook, deliveryId);
      await repo.requeue(deliveryId, deps.now());
      return attemptNow(webhook, deliveryId);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
