import Stripe from 'stripe';
import { HttpError } from '../../../../lib/http-error';
import type { PaymentProvider } from '../../contracts';
import { checkoutSessionParams } from './checkout-params';
import { createStripeClient } from './client';
import { callStripe } from './provider-errors';
import { subscriptionPeriod, type SubscriptionObject } from './stripe-objects';
import { toPaymentEvent } from './webhook-events';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (`STRIPE_API_BASE`), e.g. a local double in tests. */
  apiBase?: string;
}

/** Stripe Checkout, webhooks and the customer portal behind the engine's provider interface (docs/payments.md). */
export function createStripeProvider({ secretKey, webhookSecret, apiBase }: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(secretKey, apiBase);

  const readPeriod = async (providerSubscriptionId: string) => {
    const subscription = await callStripe('subscription retrieve', () => stripe.subscriptions.retrieve(providerSubscriptionId));
    return subscriptionPeriod(subscription as unknown as SubscriptionObject);
  };

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await callStripe('checkout', () =>
        stripe.checkout.sessions.create(checkoutSessionParams(request), { idempotencyKey: request.idempotencyKey }),
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no hosted page URL`);
      return { checkoutId: session.id, url: session.url };
    },

    async parseWebhook(rawBody, headers) {
      return toPaymentEvent(verifiedEvent(stripe, rawBody, headers['stripe-signature'], webhookSecret), readPeriod);
    },

    async cancelAtPeriodEnd(providerSubscriptionId) {
      await callStripe('cancel at period end', () => stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true }));
    },

    async cancelNow(providerSubscriptionId) {
      await callStripe('cancel', () => stripe.subscriptions.cancel(providerSubscriptionId));
    },

    async billingPortalUrl(customerId, returnUrl) {
      const session = await callStripe('billing portal', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}

function verifiedEvent(stripe: Stripe, rawBody: Buffer, signature: string | string[] | undefined, secret: string): Stripe.Event {
  if (typeof signature !== 'string' || !signature) throw new HttpError(400, 'Invalid webhook signature');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new HttpError(400, 'Invalid webhook signature');
    // Signed by Stripe but not JSON: nothing we can apply.
    if (error instanceof SyntaxError) throw new HttpError(400, 'Invalid webhook body');
    throw error;
  }
}
