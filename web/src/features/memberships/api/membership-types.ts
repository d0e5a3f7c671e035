import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  BILLING_INTERVALS,
  MEMBERSHIP_CREDITS,
  MEMBERSHIPS,
  withQuery,
  type ApiSuccess,
  type BillingInterval,
  type Membership,
  type PlanAudience,
} from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { isRaw, num, pick, rawList, str, type Raw } from './normalize';
import { billingKeys } from './query-keys';

export interface PlanPrice {
  interval: BillingInterval;
  planCode: string;
  amountMinor: number;
  currency: string;
}

/** One membership of `GET /get-membership-types`: FREE has no prices (nothing to pay). */
export interface MembershipType {
  membership: Membership;
  credits: { standard: number; premium: number };
  /** The §6 feature keys this membership includes, in table order. */
  features: string[];
  prices: Partial<Record<BillingInterval, PlanPrice>>;
}

const isMembership = (value: string): value is Membership => MEMBERSHIPS.some((tier) => tier.value === value);
const isInterval = (value: string): value is BillingInterval => (BILLING_INTERVALS as readonly string[]).includes(value);

function toPrice(raw: Raw, interval: string): PlanPrice | null {
  const planCode = str(pick(raw, 'planCode', 'plan_code', 'code'));
  const amountMinor = num(pick(raw, 'amountMinor', 'amount_minor'));
  if (!isInterval(interval) || !planCode || amountMinor <= 0) return null;
  return { interval, planCode, amountMinor, currency: str(pick(raw, 'currency'), 'GBP') };
}

/** Prices come as a list (`[{ interval, planCode, … }]`) or keyed by interval (`{ month: {…}, year: {…} }`). */
function pricesOf(raw: unknown): MembershipType['prices'] {
  const prices: MembershipType['prices'] = {};
  const entries: [string, Raw][] = Array.isArray(raw)
    ? rawList(raw).map((entry) => [str(entry.interval), entry])
    : isRaw(raw)
      ? Object.entries(raw).filter((entry): entry is [string, Raw] => isRaw(entry[1]))
      : [];
  for (const [interval, entry] of entries) {
    const price = toPrice(entry, str(entry.interval) || interval);
    if (price) prices[price.interval] = price;
  }
  return prices;
}

export function toMembershipType(raw: Raw): MembershipType | null {
  const membership = str(pick(raw, 'membership', 'value', 'code')).toUpperCase();
  if (!isMembership(membership)) return null;
  const credits = isRaw(raw.credits) ? raw.credits : raw;
  return {
    membership,
    credits: {
      standard: num(pick(credits, 'standard', 'standardCredits', 'standard_credits'), MEMBERSHIP_CREDITS[membership].standard),
      premium: num(pick(credits, 'premium', 'premiumCredits', 'premium_credits'), MEMBERSHIP_CREDITS[membership].premium),
    },
    features: Array.isArray(raw.features) ? raw.features.filter((key): key is string => typeof key === 'string') : [],
    prices: pricesOf(pick(raw, 'prices', 'plans')),
  };
}

/** `GET /get-membership-types?audience=`: the memberships in §6 order (FREE first). */
export async function fetchMembershipTypes(audience: PlanAudience): Promise<MembershipType[]> {
  const { data } = await apiClient.get<ApiSuccess<unknown>>(withQuery(API.membershipTypes, { audience }));
  const list = Array.isArray(data.data) ? data.data : isRaw(data.data) && Array.isArray(data.data.memberships) ? data.data.memberships : [];
  const order = MEMBERSHIPS.map((tier) => tier.value);
  return rawList(list)
    .map(toMembershipType)
    .filter((type): type is MembershipType => type !== null)
    .sort((a, b) => order.indexOf(a.membership) - order.indexOf(b.membership));
}

export const membershipTypesQuery = (audience: PlanAudience) =>
  queryOptions({ queryKey: billingKeys.membershipTypes(audience), queryFn: () => fetchMembershipTypes(audience), staleTime: 5 * 60_000 });

export function useMembershipTypes(audience: PlanAudience) {
  return useQuery(membershipTypesQuery(audience));
}

/** The plan a choice stands for, or null for FREE (or a price the API does not offer). */
export function priceOf(types: readonly MembershipType[] | undefined, membership: Membership, interval: BillingInterval): PlanPrice | null {
  return types?.find((type) => type.membership === membership)?.prices[interval] ?? null;
}
