import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** A Stripe event around `object`, as Stripe posts it. */
export function stripeEvent(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and headers of a webhook delivery of `event`, signed with `secret` the way Stripe signs them. */
export function signedStripeDelivery(event: object, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
}
