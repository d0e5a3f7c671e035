import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess, type CandidateProfileTabCode } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { candidateKeys } from './query-keys';

/** `GET /get-dashboard-data` (candidate). */
export interface CandidateDashboardData {
  membership: string;
  /** Subscription status of docs/payments.md (`active`, `past_due`, …); `active` for FREE. */
  membershipStatus: string;
  /** `month` or `year` for a paid plan, null for FREE. */
  interval: string | null;
  /** The live subscription, when the API names it: its retry page pays a past-due renewal. */
  subscriptionId?: number | null;
  standardCredits: number;
  premiumCredits: number;
  appliedJobs: number;
  profile: string;
  profileUrl: string;
  profileImage: string | null;
  candProfile: string;
  completeness: { percent: number; missingTabs: CandidateProfileTabCode[]; hasPicture: boolean };
}

export async function fetchDashboardData(): Promise<CandidateDashboardData> {
  const { data } = await apiClient.get<ApiSuccess<CandidateDashboardData>>(API.dashboardData, { skipCache: true });
  return data.data;
}

export const dashboardDataQuery = () => queryOptions({ queryKey: candidateKeys.dashboard(), queryFn: fetchDashboardData });

export function useDashboardData() {
  return useQuery(dashboardDataQuery());
}
