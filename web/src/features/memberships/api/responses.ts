import type { BillingInterval, PaymentPurpose, PaymentStatus, SubscriptionStatus } from '@fj/shared';

/**
 * The API's answers exactly as it sends them (the TypeBox schemas in api/src/modules/memberships/memberships.schemas.ts
 * and api/src/modules/payments/payments.schemas.ts; docs/memberships.md, docs/payments.md).
 */
export interface PriceResponse {
  planCode: string;
  amountMinor: number;
  currency: string;
  displayPrice: string;
}

export interface MembershipTypeResponse {
  membership: string;
  label: string;
  credits: { standard: number; premium: number };
  features: string[];
  prices: Partial<Record<BillingInterval, PriceResponse>>;
}

export interface CreditPackageResponse {
  code: string;
  title: string;
  standardCredits: number;
  premiumCredits: number;
  amountMinor: number;
  currency: string;
  displayPrice: string;
}

export interface CheckoutResponse {
  paymentId: number;
  checkoutUrl: string;
  /** Membership checkouts and retries only. */
  subscriptionId?: number;
}

export interface SubscriptionResponse {
  id: number;
  planCode: string;
  membership: string;
  membershipLabel: string;
  interval: BillingInterval;
  amountMinor: number;
  currency: string;
  displayAmount: string;
  status: SubscriptionStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  cancelledAt: string | null;
  createdAt: string;
  lastFailureMessage: string | null;
  canRetry: boolean;
  canCancel: boolean;
}

export interface PaymentLineResponse {
  title: string;
  quantity: number;
  listPriceMinor: number;
  unitPriceMinor: number;
  discountMinor: number;
  lineTotalMinor: number;
}

export interface PaymentResponse {
  id: number;
  purpose: PaymentPurpose;
  description: string;
  amountMinor: number;
  currency: string;
  displayAmount: string;
  status: PaymentStatus;
  failureMessage: string | null;
  receiptNumber: string | null;
  paidAt: string | null;
  createdAt: string;
  subscriptionId: number | null;
  orderId: number | null;
  packageCode: string | null;
  items: PaymentLineResponse[];
}

export interface LedgerRowResponse {
  id: number;
  kind: 'standard' | 'premium';
  delta: number;
  balanceAfter: number;
  reason: string;
  refType: string | null;
  refId: string | null;
  actorUserId: number | null;
  period: string | null;
  createdAt: string;
}

/** The part of `GET /get-dashboard-data` (candidate or employer) the billing screens read. */
export interface DashboardResponse {
  membership: string;
  standardCredits: number;
  premiumCredits: number;
}

/** One account of `GET /get-candidate?input=` (administrator): the credit columns keep their table names. */
export interface CreditAccountResponse {
  id: number;
  label: string;
  email: string;
  standard_credits: number;
  premium_credits: number;
}

export interface BillingPortalResponse {
  url: string | null;
}
