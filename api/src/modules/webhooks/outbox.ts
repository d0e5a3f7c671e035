import type { Knex } from 'knex';
import type { WebhookDeliveryEventType, WebhookEventType } from '@fj/shared';
import { createWebhooksRepo } from './webhooks.repo';

export interface WebhookEventInput {
  type: WebhookEventType;
  /** The organisation whose object changed: every member's endpoints subscribed to the type hear it. */
  employerId?: number | null;
  /** The person whose object changed (a candidate's application, a payer's payment). */
  userId?: number | null;
  data: Record<string, unknown>;
}

/**
 * The outbox (docs/webhooks.md): records an event and one pending delivery per enabled endpoint subscribed to its
 * type whose owner is the event's user or currently belongs to its employer, in the caller's transaction. A change
 * that rolls back leaves no event; a crash after the commit loses none (the dispatcher finds the deliveries). When
 * no endpoint listens, nothing is written.
 */
export async function recordWebhookEvent(trx: Knex | Knex.Transaction, event: WebhookEventInput): Promise<void> {
  await recordEvent(trx, event.type, event.userId ?? null, event.employerId ?? null, event.data);
}

/** Records an event for exactly these endpoints (the test ping); answers the delivery ids. */
export async function recordEventFor(trx: Knex | Knex.Transaction, type: WebhookDeliveryEventType, userId: number, webhookIds: readonly number[], data: Record<string, unknown>): Promise<number[]> {
  const repo = createWebhooksRepo(trx as Knex);
  const eventId = await repo.insertEvent({ type, employer_id: null, user_id: userId, data }, trx);
  return repo.insertDeliveries(eventId, webhookIds, trx);
}

async function recordEvent(trx: Knex | Knex.Transaction, type: WebhookEventType, userId: number | null, employerId: number | null, data: Record<string, unknown>): Promise<void> {
  const repo = createWebhooksRepo(trx as Knex);
  const webhookIds = await repo.subscribers(type, userId, employerId, trx);
  if (webhookIds.length === 0) return;
  const eventId = await repo.insertEvent({ type, employer_id: employerId, user_id: userId, data }, trx);
  await repo.insertDeliveries(eventId, webhookIds, trx);
}
