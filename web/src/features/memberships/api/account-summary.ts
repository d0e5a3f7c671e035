import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, MEMBERSHIPS, type ApiSuccess, type Membership } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { num, pick } from './normalize';
import { billingKeys } from './query-keys';
import { dataOf } from './readers';

/** The plan and credit balances an account has now (from `GET /get-dashboard-data`, candidate or employer). */
export interface AccountSummary {
  membership: Membership;
  standardCredits: number;
  premiumCredits: number;
}

const asMembership = (value: unknown): Membership => {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return MEMBERSHIPS.find((tier) => tier.value === upper)?.value ?? 'FREE';
};

export async function fetchAccountSummary(): Promise<AccountSummary> {
  // Accounts without a dashboard (administrators) answer 403: that says nothing about the session, so it must not
  // end it; the screens then show the figures as unknown.
  const { data } = await apiClient.get<ApiSuccess<unknown>>(API.dashboardData, { skipCache: true, skipAuthRedirect: true });
  const raw = dataOf(data);
  return {
    membership: asMembership(raw.membership),
    standardCredits: num(pick(raw, 'standardCredits', 'standard_credits')),
    premiumCredits: num(pick(raw, 'premiumCredits', 'premium_credits')),
  };
}

export const accountSummaryQuery = () => queryOptions({ queryKey: [...billingKeys.all, 'account'] as const, queryFn: fetchAccountSummary, retry: false });

export function useAccountSummary(enabled = true) {
  return useQuery({ ...accountSummaryQuery(), enabled });
}
