import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { JobAlert } from './types';

export const alertKeys = { all: ['alerts'] as const, mine: ['alerts', 'mine'] as const };

/** `GET /get-my-job-alerts?skip_cache=1`. */
export async function fetchMyAlerts(): Promise<JobAlert[]> {
  const { data } = await apiClient.get<ApiSuccess<JobAlert[]>>(API.myJobAlerts, { skipCache: true });
  return Array.isArray(data.data) ? data.data : [];
}

export const myAlertsQuery = () => queryOptions({ queryKey: alertKeys.mine, queryFn: fetchMyAlerts });

export function useMyAlerts() {
  return useQuery(myAlertsQuery());
}
