import type { API, ApiData, ApiItem } from '@fj/shared';

/**
 * The API's answers as its route schemas declare them (generated into shared/src/generated/api-schema.ts from
 * /openapi.json; docs/memberships.md, docs/payments.md). The screens read them through ./readers.
 */
export type MembershipTypeResponse = ApiItem<typeof API.membershipTypes>;

export type CreditPackageResponse = ApiItem<typeof API.creditPackages>;

/** Membership checkouts and retries name the subscription; a credit package's checkout has none. */
export type CheckoutResponse = ApiData<typeof API.checkoutCreditPackage, 'post'> & { subscriptionId?: number };

export type SubscriptionResponse = ApiItem<typeof API.paymentSubscriptions, 'post'>;

export type PaymentResponse = ApiItem<typeof API.paymentPayments, 'post'>;

export type PaymentLineResponse = PaymentResponse['items'][number];

export type LedgerRowResponse = ApiItem<typeof API.creditLedger>;

/** The part of `GET /get-dashboard-data` (candidate or employer) the billing screens read. */
export type DashboardResponse = Pick<ApiData<typeof API.dashboardData>, 'membership' | 'standardCredits' | 'premiumCredits'>;

/** One account of `GET /get-candidate?input=` (administrator): the credit columns keep their table names. */
export type CreditAccountResponse = ApiItem<typeof API.candidateLookup>;

export type BillingPortalResponse = ApiData<typeof API.billingPortal, 'post'>;
