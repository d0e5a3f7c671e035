import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, BILLING_INTERVALS, MEMBERSHIPS, withQuery, type ApiSuccess, type BillingInterval, type Membership, type PlanAudience } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './query-keys';
import type { MembershipTypeResponse } from './responses';

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

function pricesOf(prices: MembershipTypeResponse['prices']): MembershipType['prices'] {
  const byInterval: MembershipType['prices'] = {};
  for (const interval of BILLING_INTERVALS) {
    const price = prices[interval];
    if (price) byInterval[interval] = { interval, planCode: price.planCode, amountMinor: price.amountMinor, currency: price.currency };
  }
  return byInterval;
}

/** `GET /get-membership-types?audience=`: the memberships in §6 order (FREE first). */
export async function fetchMembershipTypes(audience: PlanAudience): Promise<MembershipType[]> {
  const { data } = await apiClient.get<ApiSuccess<MembershipTypeResponse[]>>(withQuery(API.membershipTypes, { audience }));
  return data.data.flatMap(({ membership, credits, features, prices }) =>
    isMembership(membership) ? [{ membership, credits, features, prices: pricesOf(prices) }] : [],
  );
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
