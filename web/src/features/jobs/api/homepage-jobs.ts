import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './query-keys';
import { listOf } from './read-envelope';
import type { JobListItem } from './types';

export type HomepageJobsType = 'premium' | 'normal';

/** `GET /payment/get-jobs-homepage/{query}` with type=premium|normal and limit (§7, §9: 6 each). */
export async function fetchHomepageJobs(type: HomepageJobsType, limit: number): Promise<JobListItem[]> {
  const { data } = await apiClient.get<ApiSuccess<JobListItem[]>>(withQuery(API.jobsHomepage, { type, limit }));
  return listOf(data).rows;
}

export const homepageJobsQuery = (type: HomepageJobsType, limit: number) =>
  queryOptions({ queryKey: jobKeys.homepage(type, limit), queryFn: () => fetchHomepageJobs(type, limit), staleTime: 60_000 });

export function useHomepageJobs(type: HomepageJobsType, limit: number) {
  return useQuery(homepageJobsQuery(type, limit));
}
