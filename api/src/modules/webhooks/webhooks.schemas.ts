import { Type } from 'typebox';
import { WEBHOOK_EVENTS } from '@fj/shared';
import { Id, PagingFields, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

const EventName = Str(60, { description: `One of ${WEBHOOK_EVENTS.join(', ')}` });
const Events = Type.Array(EventName, { maxItems: WEBHOOK_EVENTS.length * 2, description: 'The events this endpoint hears' });

export const WebhookParams = RequestObject({ id: Id({ description: 'Webhook id' }) });
export const DeliveryParams = RequestObject({ id: Id({ description: 'Webhook id' }), deliveryId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Delivery id' }) });

export const CreateWebhookBody = RequestObject({
  url: Str(2000, { description: 'The endpoint: https, a public address (docs/webhooks.md)' }),
  events: Events,
  description: Type.Optional(Str(200)),
});

export const UpdateWebhookBody = RequestObject({
  url: Type.Optional(Str(2000)),
  events: Type.Optional(Events),
  description: Type.Optional(Str(200)),
  enabled: Type.Optional(Type.Boolean({ description: 'true enables again (clearing the failure run); false pauses deliveries' })),
});

export const DeliveriesQuery = RequestObject({ ...PagingFields({ default: 20, maximum: 100 }), ...SkipCacheQuery });

const Webhook = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  disabledReason: Type.Union([Type.String(), Type.Null()]),
  failingSince: Type.Union([Type.String(), Type.Null()]),
  created: Type.String(),
  updated: Type.String(),
});

const Attempt = Type.Object({
  attempt: Type.Integer(),
  at: Type.String(),
  responseCode: Type.Union([Type.Integer(), Type.Null()]),
  durationMs: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
});

const Delivery = Type.Object({
  id: Type.Integer(),
  messageId: Type.String({ description: 'The webhook-id header, the same on every attempt' }),
  event: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  lastResponseCode: Type.Union([Type.Integer(), Type.Null()]),
  lastDurationMs: Type.Union([Type.Integer(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  nextAttemptAt: Type.Union([Type.String(), Type.Null()]),
  deliveredAt: Type.Union([Type.String(), Type.Null()]),
  created: Type.String(),
  attemptLog: Type.Array(Attempt),
});

export const WebhookResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: Webhook });
export const CreatedWebhookResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ ...Webhook.properties, secret: Type.String({ description: 'The whsec_… signing secret, shown this once' }) }),
});
export const WebhooksResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Webhook), total: Type.Integer() });
export const DeletedWebhookResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Type.Object({ id: Type.Integer() }) });
export const DeliveryResponse = Type.Object({ success: Type.Literal(true), data: Delivery });
export const DeliveriesResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Delivery), total: Type.Integer() });
