import type { BillingInterval, PaymentPurpose, PaymentStatus, SubscriptionStatus } from '@fj/shared';

/** docs/payments.md shapes as the SPA uses them (readers.ts maps the API's answers, responses.ts, onto these). */
export interface CreditPackage {
  code: string;
  title: string;
  standardCredits: number;
  premiumCredits: number;
  amountMinor: number;
  currency: string;
}

export interface Subscription {
  id: number;
  planCode: string;
  membership: string;
  interval: BillingInterval;
  amountMinor: number;
  currency: string;
  status: SubscriptionStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Why the last payment of this subscription failed, when it did. */
  lastFailureMessage: string | null;
  createdAt: string | null;
  /** The API's word on what may be done now (unpaid: pay again; active and renewing, or unpaid: cancel). */
  canRetry: boolean;
  canCancel: boolean;
}

export interface OrderLine {
  title: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  /** Taken off the line by the members' services discount (0 when none). */
  discountMinor: number;
}

export interface Payment {
  id: number;
  purpose: PaymentPurpose;
  description: string;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  receiptNumber: string | null;
  failureMessage: string | null;
  subscriptionId: number | null;
  orderId: number | null;
  packageCode: string | null;
  paidAt: string | null;
  createdAt: string | null;
  lines: OrderLine[];
}

export interface CreditLedgerEntry {
  id: number;
  kind: 'standard' | 'premium';
  delta: number;
  balanceAfter: number;
  reason: string;
  createdAt: string | null;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}
