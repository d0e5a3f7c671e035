import type Stripe from 'stripe';
import type { PaymentEvent, SubscriptionPeriod } from '../../contracts';
import {
  type CheckoutSessionObject,
  type InvoiceObject,
  type SubscriptionObject,
  cancelsAtPeriodEnd,
  idOf,
  invoicePeriod,
  invoiceSubscriptionId,
  invoiceSubscriptionReference,
  subscriptionPeriod,
} from './stripe-objects';

export const CHECKOUT_FAILED_MESSAGE = 'Your payment could not be completed.';
export const CHECKOUT_EXPIRED_MESSAGE = 'The checkout expired before the payment was made.';
export const INVOICE_FAILED_MESSAGE = 'Your card was declined.';

/** Reads the current period of a provider subscription (the checkout session does not carry it). */
export type SubscriptionPeriodReader = (providerSubscriptionId: string) => Promise<SubscriptionPeriod | null>;

/** Turns a verified Stripe event into the engine's normalised event (docs/payments.md). */
export async function toPaymentEvent(event: Stripe.Event, readPeriod: SubscriptionPeriodReader): Promise<PaymentEvent> {
  const base = { eventId: event.id, type: event.type };
  const object = event.data.object as unknown;

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = object as CheckoutSessionObject;
      const reference = sessionReference(session);
      // 'unpaid' is a delayed payment method still settling: async_payment_succeeded or _failed follows.
      if (!reference || session.payment_status === 'unpaid') return { ...base, kind: 'ignored' };
      const providerSubscriptionId = idOf(session.subscription);
      return {
        ...base,
        kind: 'checkout.completed',
        reference,
        amountMinor: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        providerPaymentRef: idOf(session.payment_intent) ?? idOf(session.invoice),
        customerId: idOf(session.customer),
        providerSubscriptionId,
        period: providerSubscriptionId ? await periodOfSessionSubscription(session, providerSubscriptionId, readPeriod) : null,
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = object as CheckoutSessionObject;
      const reference = sessionReference(session);
      if (!reference) return { ...base, kind: 'ignored' };
      const message = event.type === 'checkout.session.expired' ? CHECKOUT_EXPIRED_MESSAGE : CHECKOUT_FAILED_MESSAGE;
      return { ...base, kind: 'checkout.failed', reference, message };
    }
    case 'invoice.paid': {
      const invoice = object as InvoiceObject;
      const providerSubscriptionId = invoiceSubscriptionId(invoice);
      if (!providerSubscriptionId) return { ...base, kind: 'ignored' };
      const period = invoicePeriod(invoice) ?? (await readPeriod(providerSubscriptionId));
      if (!period) throw new Error(`Stripe invoice ${invoice.id} has no period and its subscription none either`);
      return {
        ...base,
        kind: 'invoice.paid',
        invoiceId: invoice.id,
        subscriptionReference: invoiceSubscriptionReference(invoice),
        providerSubscriptionId,
        amountMinor: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        period,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = object as InvoiceObject;
      const providerSubscriptionId = invoiceSubscriptionId(invoice);
      if (!providerSubscriptionId) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'invoice.failed',
        invoiceId: invoice.id,
        subscriptionReference: invoiceSubscriptionReference(invoice),
        providerSubscriptionId,
        amountMinor: invoice.amount_due,
        currency: invoice.currency.toUpperCase(),
        message: invoice.last_finalization_error?.message || INVOICE_FAILED_MESSAGE,
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = object as SubscriptionObject;
      const subscriptionReference = subscription.metadata?.subscriptionReference ?? null;
      // A first payment never completed within 23 hours leaves the subscription 'incomplete_expired' (an update, not
      // a deletion): it has ended all the same.
      if (event.type === 'customer.subscription.deleted' || ['canceled', 'incomplete_expired'].includes(subscription.status)) {
        return { ...base, kind: 'subscription.ended', subscriptionReference, providerSubscriptionId: subscription.id };
      }
      return {
        ...base,
        kind: 'subscription.updated',
        subscriptionReference,
        providerSubscriptionId: subscription.id,
        cancelAtPeriodEnd: cancelsAtPeriodEnd(subscription),
        periodEnd: subscriptionPeriod(subscription)?.end ?? null,
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

/** Sessions created elsewhere (payment links, the dashboard) carry none of our ids and are not ours to fulfil. */
function sessionReference(session: CheckoutSessionObject): string | null {
  return session.client_reference_id ?? session.metadata?.reference ?? null;
}

async function periodOfSessionSubscription(
  session: CheckoutSessionObject,
  providerSubscriptionId: string,
  readPeriod: SubscriptionPeriodReader,
): Promise<SubscriptionPeriod | null> {
  const expanded = typeof session.subscription === 'object' ? (session.subscription as SubscriptionObject | null) : null;
  return (expanded && subscriptionPeriod(expanded)) ?? (await readPeriod(providerSubscriptionId));
}
