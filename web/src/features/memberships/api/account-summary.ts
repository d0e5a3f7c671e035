import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, MEMBERSHIPS, type ApiSuccess, type Membership } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './query-keys';
import type { DashboardResponse } from './responses';

/** The plan and credit balances an account has now (from `GET /get-dashboard-data`, candidate or employer). */
export interface AccountSummary {
  membership: Membership;
  standardCredits: number;
  premiumCredits: number;
}

const asMembership = (value: string): Membership => MEMBERSHIPS.find((tier) => tier.value === value)?.value ?? 'FREE';

export async function fetchAccountSummary(): Promise<AccountSummary> {
  // Accounts without a dashboard (administrators) answer 403: that says nothing about the session, so it must not
  // end it; the screens then show the figures as unknown.
  const { data } = await apiClient.get<ApiSuccess<DashboardResponse>>(API.dashboardData, { skipCache: true, skipAuthRedirect: true });
  const { membership, standardCredits, premiumCredits } = data.data;
  return { membership: asMembership(membership), standardCredits, premiumCredits };
}

export const accountSummaryQuery = () => queryOptions({ queryKey: [...billingKeys.all, 'account'] as const, queryFn: fetchAccountSummary, retry: false });

export function useAccountSummary(enabled = true) {
  return useQuery({ ...accountSummaryQuery(), enabled });
}
