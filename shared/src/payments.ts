/** Memberships, payments and the shop (docs/payments.md): the vocabulary the API, the SPA and scripts share. */

export const PLAN_AUDIENCES = ['candidate', 'employer'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** incomplete: created, first payment not (yet) made. past_due: a renewal failed; the retry link can pay it. */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PURPOSES = ['subscription', 'credit_package', 'order'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The sandbox hosted checkout accepts Stripe's well-known test numbers (any future expiry, any CVC). */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  authenticationRequired: '4000002500003155',
} as const;

/** Cart lines hold 1 to 10 of a product. */
export const CART_MAX_QUANTITY = 10;

/** Header sent with every checkout call; the same key never creates a second payment. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 299 GBP minor units → '£2.99' (the locale decides symbol and separators; 'ar' gives 'UK£ 2.99'). */
export function formatMoney(amountMinor: number, currency: string, locale = 'en-GB'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountMinor / 100);
}
