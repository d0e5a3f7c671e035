import { Type } from 'typebox';
import { BILLING_INTERVALS, PLAN_AUDIENCES, SUBSCRIPTION_STATUSES, type BillingInterval, type PlanAudience, type SubscriptionStatus } from '@fj/shared';
import { RequestObject, SkipCacheQuery, Str, Id as IdSchema, Limit } from '../../lib/schemas';

const Id = IdSchema();
const IsoDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Str(100, { minLength: 1, description: 'A new random key per checkout attempt; repeating it returns the first checkout' }),
});

export const MembershipTypesQuery = RequestObject({
  audience: Type.Optional(Type.Unsafe<PlanAudience>({ type: 'string', enum: [...PLAN_AUDIENCES], default: 'candidate' })),
  ...SkipCacheQuery,
});

const Price = Type.Object({ planCode: Type.String(), amountMinor: Type.Integer(), currency: Type.String(), displayPrice: Type.String() });
const MembershipType = Type.Object({
  membership: Type.String(),
  label: Type.String(),
  credits: Type.Object({ standard: Type.Integer(), premium: Type.Integer() }),
  features: Type.Array(Type.String(), { description: '§6 feature keys this membership includes' }),
  prices: Type.Object({ month: Type.Optional(Price), year: Type.Optional(Price) }),
});
export const MembershipTypesResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(MembershipType) });

const CreditPackage = Type.Object({
  code: Type.String(),
  title: Type.String(),
  standardCredits: Type.Integer(),
  premiumCredits: Type.Integer(),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  displayPrice: Type.String(),
});
export const CreditPackagesResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(CreditPackage) });

export const MembershipCheckoutBody = RequestObject({
  planCode: Str(60, { minLength: 1 }),
  next: Type.Optional(Str(300, { description: 'Same-site SPA path the thank-you page continues to (sign-up)' })),
});
export const MembershipCheckoutResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ paymentId: Type.Integer(), subscriptionId: Type.Integer(), checkoutUrl: Type.String() }),
});

export const CreditPackageCheckoutBody = RequestObject({ packageCode: Str(60, { minLength: 1 }) });
export const CreditPackageCheckoutResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ paymentId: Type.Integer(), checkoutUrl: Type.String() }),
});

export const SubscriptionsBody = RequestObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Limit({ maximum: 50, default: 10 })),
});
export const SubscriptionIdParams = RequestObject({ id: Id });

const Subscription = Type.Object({
  id: Type.Integer(),
  planCode: Type.String(),
  membership: Type.String(),
  membershipLabel: Type.String(),
  interval: Type.Unsafe<BillingInterval>({ type: 'string', enum: [...BILLING_INTERVALS] }),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  displayAmount: Type.String(),
  status: Type.Unsafe<SubscriptionStatus>({ type: 'string', enum: [...SUBSCRIPTION_STATUSES] }),
  currentPeriodStart: IsoDate,
  currentPeriodEnd: IsoDate,
  cancelAtPeriodEnd: Type.Boolean(),
  cancelledAt: IsoDate,
  createdAt: Type.String({ format: 'date-time' }),
  lastFailureMessage: Type.Union([Type.String(), Type.Null()], { description: 'Why the newest payment failed, when it did' }),
  canRetry: Type.Boolean(),
  canCancel: Type.Boolean(),
});
export const SubscriptionResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: Subscription });
export const SubscriptionsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Subscription), total: Type.Integer() });
export const RetryResponse = MembershipCheckoutResponse;

export const BillingPortalResponse = Type.Object({ success: Type.Literal(true), data: Type.Object({ url: Type.Union([Type.String(), Type.Null()]) }) });

const LedgerRow = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('standard'), Type.Literal('premium')]),
  delta: Type.Integer(),
  balanceAfter: Type.Integer(),
  reason: Type.String(),
  refType: Type.Union([Type.String(), Type.Null()]),
  refId: Type.Union([Type.String(), Type.Null()]),
  actorUserId: Type.Union([Type.Integer(), Type.Null()]),
  period: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export const CreditLedgerResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(LedgerRow),
  balance: Type.Object({ standard: Type.Integer(), premium: Type.Integer() }),
});

export const CandidateLookupQuery = RequestObject({ input: Str(100), ...SkipCacheQuery });
export const CandidateLookupResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String(), email: Type.String(), standard_credits: Type.Integer(), premium_credits: Type.Integer() })),
});

/** Loose on purpose: the service answers 422 with a message per field, as the admin form shows them. */
export const UpdateCreditsBody = RequestObject({
  id: Type.Optional(Id),
  standardCredits: Type.Optional(Type.Number()),
  premiumCredits: Type.Optional(Type.Number()),
});
export const UpdateCreditsResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), standard_credits: Type.Integer(), premium_credits: Type.Integer() }),
});
