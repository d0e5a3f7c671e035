import type Stripe from 'stripe';
import type { ProviderCheckoutRequest } from '../../contracts';

/**
 * A Checkout Session for one of our payments: prices are sent inline (`price_data`), so the catalogue lives in our
 * database only. Our ids travel as `client_reference_id` and metadata, and come back in the webhook events.
 */
export function checkoutSessionParams(request: ProviderCheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const currency = request.currency.toLowerCase();
  const subscription = request.mode === 'subscription';
  if (subscription && !request.interval) throw new Error('A subscription checkout needs a billing interval');

  const metadata: Record<string, string> = { reference: request.reference };
  if (request.subscriptionReference) metadata.subscriptionReference = request.subscriptionReference;

  return {
    mode: request.mode,
    client_reference_id: request.reference,
    metadata,
    line_items: request.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency,
        unit_amount: line.amountMinor,
        product_data: { name: line.description },
        ...(subscription ? { recurring: { interval: request.interval! } } : {}),
      },
    })),
    ...(subscription
      ? { subscription_data: { metadata: { ...metadata } } }
      : { payment_intent_data: { metadata: { ...metadata } } }),
    ...(request.customerId ? { customer: request.customerId } : request.customerEmail ? { customer_email: request.customerEmail } : {}),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}
