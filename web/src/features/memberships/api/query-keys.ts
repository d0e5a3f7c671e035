import type { PlanAudience } from '@fj/shared';

/** React Query keys of memberships, payments and credits; a payment or plan change invalidates `all`. */
export const billingKeys = {
  all: ['billing'] as const,
  membershipTypes: (audience: PlanAudience) => ['billing', 'membership-types', audience] as const,
  creditPackages: () => ['billing', 'credit-packages'] as const,
  subscriptions: (page: number, limit: number) => ['billing', 'subscriptions', page, limit] as const,
  subscription: (id: number) => ['billing', 'subscription', id] as const,
  payments: (page: number, limit: number) => ['billing', 'payments', page, limit] as const,
  payment: (id: number) => ['billing', 'payment', id] as const,
  creditLedger: () => ['billing', 'credit-ledger'] as const,
};

/**
 * Queries other features own that a successful payment changes: the dashboards (membership, credit balances) and
 * the header basket (an order empties the cart). Invalidated by prefix so their exact keys may grow.
 */
export const PAYMENT_AFFECTED_KEYS: readonly (readonly string[])[] = [
  billingKeys.all,
  ['candidates', 'dashboard'],
  ['employer-dashboard'],
  ['shop'],
];
