import type { SubscriptionPeriod } from '../../contracts';

/**
 * The fields we read from the objects inside Stripe's events. Events are rendered in the API version of the webhook
 * endpoint, not the SDK's, so both shapes are described: since 2025-03-31 an invoice names its subscription under
 * `parent.subscription_details` and periods live on subscription items; before, `invoice.subscription`,
 * `invoice.subscription_details` and `subscription.current_period_*`.
 */

type Ref = string | { id: string } | null | undefined;
type Metadata = Record<string, string> | null | undefined;

export interface CheckoutSessionObject {
  id: string;
  mode: 'payment' | 'subscription' | 'setup';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Metadata;
  amount_total: number | null;
  currency: string | null;
  payment_intent?: Ref;
  invoice?: Ref;
  customer?: Ref;
  subscription?: Ref;
}

export interface InvoiceObject {
  id: string;
  amount_paid: number;
  amount_due: number;
  currency: string;
  parent?: { subscription_details?: { subscription: Ref; metadata: Metadata } | null } | null;
  subscription?: Ref;
  subscription_details?: { metadata: Metadata } | null;
  lines?: { data: Array<{ period?: { start: number; end: number } | null }> };
  last_finalization_error?: { message?: string | null } | null;
}

export interface SubscriptionObject {
  id: string;
  status: string;
  metadata: Metadata;
  cancel_at_period_end: boolean;
  cancel_at?: number | null;
  current_period_start?: number;
  current_period_end?: number;
  items?: { data: Array<{ current_period_start?: number; current_period_end?: number }> };
}

export const idOf = (ref: Ref): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));

const fromUnix = (seconds: number) => new Date(seconds * 1000);

export function invoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

export function invoiceSubscriptionReference(invoice: InvoiceObject): string | null {
  const metadata = invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata;
  return metadata?.subscriptionReference ?? null;
}

/**
 * The period an invoice pays for. With prorations an invoice has several lines; the one reaching furthest is the
 * period the subscription now runs to.
 */
export function invoicePeriod(invoice: InvoiceObject): SubscriptionPeriod | null {
  let latest: { start: number; end: number } | null = null;
  for (const line of invoice.lines?.data ?? []) {
    if (line.period && (!latest || line.period.end > latest.end)) latest = line.period;
  }
  return latest ? { start: fromUnix(latest.start), end: fromUnix(latest.end) } : null;
}

export function subscriptionPeriod(subscription: SubscriptionObject): SubscriptionPeriod | null {
  const item = subscription.items?.data[0];
  const start = item?.current_period_start ?? subscription.current_period_start;
  const end = item?.current_period_end ?? subscription.current_period_end;
  return start !== undefined && end !== undefined ? { start: fromUnix(start), end: fromUnix(end) } : null;
}

/** Cancelling in the portal sets `cancel_at_period_end`, or, on newer API versions, `cancel_at` to the period's end. */
export function cancelsAtPeriodEnd(subscription: SubscriptionObject): boolean {
  if (subscription.cancel_at_period_end) return true;
  const end = subscriptionPeriod(subscription)?.end;
  return Boolean(subscription.cancel_at && end && subscription.cancel_at * 1000 <= end.getTime());
}
