import type { Knex } from 'knex';
import type { BillingInterval, PaymentPurpose, PaymentStatus } from '@fj/shared';

/**
 * The seams of the payments engine (docs/payments.md). Providers turn checkouts into hosted pages and webhooks into
 * normalised events; the engine stores events once and hands their effects to the fulfilment registered per purpose
 * (memberships: 'subscription' and 'credit_package'; shop: 'order') and to the subscription-event handler.
 */

export interface CheckoutLine {
  description: string;
  amountMinor: number;
  quantity: number;
}

export interface ProviderCheckoutRequest {
  /** Our payment id: comes back in the checkout events as `reference`. */
  reference: string;
  /** Our subscription id for subscription checkouts: comes back in invoice/subscription events. */
  subscriptionReference?: string;
  mode: 'payment' | 'subscription';
  interval?: BillingInterval;
  currency: string;
  /** Sum of amountMinor × quantity equals the payment's amount. */
  lines: CheckoutLine[];
  /** What the customer pays for as one line (the payment's description), for the hosted page's heading. */
  description?: string;
  customerEmail?: string;
  /** Existing provider customer, reused for a second subscription of the same account. */
  customerId?: string | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface ProviderCheckout {
  checkoutId: string;
  url: string;
}

export interface SubscriptionPeriod {
  start: Date;
  end: Date;
}

export type PaymentEvent = { eventId: string; type: string } & (
  | {
      kind: 'checkout.completed';
      reference: string;
      amountMinor: number;
      currency: string;
      providerPaymentRef: string | null;
      customerId: string | null;
      providerSubscriptionId: string | null;
      period: SubscriptionPeriod | null;
    }
  | { kind: 'checkout.failed'; reference: string; message: string }
  | {
      kind: 'invoice.paid';
      invoiceId: string;
      subscriptionReference: string | null;
      providerSubscriptionId: string;
      amountMinor: number;
      currency: string;
      period: SubscriptionPeriod;
    }
  | {
      kind: 'invoice.failed';
      invoiceId: string;
      subscriptionReference: string | null;
      providerSubscriptionId: string;
      amountMinor: number;
      currency: string;
      message: string;
    }
  | {
      kind: 'subscription.updated';
      subscriptionReference: string | null;
      providerSubscriptionId: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    }
  | { kind: 'subscription.ended'; subscriptionReference: string | null; providerSubscriptionId: string }
  | { kind: 'ignored' }
);

/**
 * Provider methods other than createCheckout are network calls for a real provider and send events back through
 * the webhook: call them outside any open transaction (after the commit, e.g. from afterCommit work). On PGlite a
 * call from inside a transaction would wait forever for the single connection.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: ProviderCheckoutRequest): Promise<ProviderCheckout>;
  /** Verifies the signature and normalises the event; throws HttpError 400 when the signature or body is bad. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<PaymentEvent> | PaymentEvent;
  /** Stops renewing at the end of the current period. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Ends a subscription now (replaced by a new plan). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** Where the customer manages cards and cancels (Stripe's customer portal); null when the provider has none. */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
}

export interface PaymentRow {
  id: number;
  user_id: number;
  purpose: PaymentPurpose;
  subscription_id: number | null;
  order_id: number | null;
  package_code: string | null;
  description: string;
  amount_minor: number;
  currency: string;
  status: PaymentStatus;
  provider: string;
  provider_checkout_id: string | null;
  provider_payment_ref: string | null;
  checkout_url: string | null;
  idempotency_key: string;
  /** sha256 of the checkout request that created it; null on rows older than the rule. */
  request_hash: string | null;
  failure_message: string | null;
  receipt_number: string | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What a checkout is for, built inside the checkout transaction only when the idempotency key is new. */
export interface CheckoutDraft {
  purpose: PaymentPurpose;
  description: string;
  currency: string;
  lines: CheckoutLine[];
  subscriptionId?: number;
  orderId?: number;
  packageCode?: string;
  /** Subscription checkouts: the billing interval; absent for one-off payments. */
  interval?: BillingInterval;
  customerId?: string | null;
  /** SPA path the provider's cancel/back link returns to. */
  cancelPath: string;
  /** SPA path appended as `&next=` to the thank-you page (sign-up goes on to its next step). */
  nextPath?: string;
}

export interface StartCheckout {
  userId: number;
  customerEmail: string;
  idempotencyKey: string;
  /** What was asked (operation and inputs): the same key with a different request answers 422 (Stripe's rule); default {}. */
  request?: Record<string, string | number | null | undefined>;
  build(trx: Knex.Transaction): Promise<CheckoutDraft>;
}

export interface CheckoutResult {
  paymentId: number;
  checkoutUrl: string;
  subscriptionId: number | null;
  orderId: number | null;
  /** false when the idempotency key had already been used: the first checkout is returned. */
  created: boolean;
}

export interface Fulfilment {
  /** Runs in the webhook's transaction once the payment is verified as paid (never twice for one payment). */
  paid(trx: Knex.Transaction, payment: PaymentRow, event: Extract<PaymentEvent, { kind: 'checkout.completed' }>): Promise<void>;
  /** Runs in the webhook's transaction when the payment failed (the payment row is already `failed`). */
  failed(trx: Knex.Transaction, payment: PaymentRow, message: string): Promise<void>;
}

export type SubscriptionEvent = Extract<PaymentEvent, { kind: 'invoice.paid' | 'invoice.failed' | 'subscription.updated' | 'subscription.ended' }>;

/** Applies renewal and lifecycle events to our subscriptions (memberships module). */
export type SubscriptionEventHandler = (trx: Knex.Transaction, event: SubscriptionEvent, provider: string) => Promise<void>;

/** After-commit work (emails) queued by fulfilment inside the webhook transaction. */
export type AfterCommit = () => Promise<void>;

/** What the payments module gives the others (api/src/modules/payments/index.ts). */
export interface PaymentsApi {
  readonly provider: PaymentProvider;
  startCheckout(request: StartCheckout): Promise<CheckoutResult>;
  /** Marks the pending payments of these (replaced) subscriptions cancelled; a late payment still succeeds. */
  cancelPendingForSubscriptions(trx: Knex.Transaction, subscriptionIds: readonly number[]): Promise<void>;
  /** One fulfilment per purpose; a later registration replaces the earlier one (tests wrap the real one). */
  registerFulfilment(purpose: PaymentPurpose, fulfilment: Fulfilment): void;
  /** One handler; a later registration replaces the earlier one. Without one, subscription events are ignored. */
  onSubscriptionEvent(handler: SubscriptionEventHandler): void;
  /**
   * Records a renewal payment made by the provider (invoice paid or failed); idempotent per invoice id (a failed
   * invoice paid later becomes succeeded). A succeeded one gets its receipt (issueReceipt) in the same call.
   */
  recordRenewalPayment(
    trx: Knex.Transaction,
    payment: { userId: number; subscriptionId: number; description: string; amountMinor: number; currency: string; invoiceId: string; succeeded: boolean; failureMessage?: string },
  ): Promise<PaymentRow>;
  /** Gives a succeeded payment its receipt number and queues its receipt email after the commit (once per payment). */
  issueReceipt(trx: Knex.Transaction, payment: PaymentRow): Promise<void>;
  /**
   * Queues work to run after the transaction commits (e.g. the past-due email): the webhook's transaction runs it
   * before answering; any other transaction runs it once it has committed. Errors are logged, never thrown.
   */
  afterCommit(trx: Knex.Transaction, work: AfterCommit): void;
  /**
   * The webhook route's own processing (signature check, store once, apply); the sandbox delivers its events here.
   * Throws 404 for a provider that is not the active one, 400 for a bad signature.
   */
  processWebhook(providerName: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ duplicate: boolean }>;
  /** Sandbox only (the `sandbox-renewals` task): charges due sandbox subscriptions; null with another provider. */
  renewSandboxSubscriptions: (() => Promise<SandboxRenewalResult>) | null;
}

export interface SandboxRenewalResult {
  renewed: number;
  failed: number;
  ended: number;
  /** Subscriptions whose event could not be applied; the next run tries them again. */
  errors: number;
}
