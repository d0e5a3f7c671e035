import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './query-keys';
import { listOf } from './read-envelope';
import type { JobListItem } from './types';

/** `GET /get-related-jobs{query}`: jobs sharing a category with the job (by job id and category ids). */
export async function fetchRelatedJobs(jobId: number, catIds: readonly (string | number)[]): Promise<JobListItem[]> {
  const { data } = await apiClient.get<ApiSuccess<JobListItem[]>>(withQuery(API.relatedJobs, { jobId, catIds: [...catIds] }));
  return listOf(data).rows;
}

export const relatedJobsQuery = (jobId: number, catIds: readonly (string | number)[]) =>
  queryOptions({ queryKey: jobKeys.related(jobId, catIds), queryFn: () => fetchRelatedJobs(jobId, catIds), staleTime: 60_000 });

export function useRelatedJobs(jobId: number | undefined, catIds: readonly (string | number)[]) {
  return useQuery({ ...relatedJobsQuery(jobId ?? 0, catIds), enabled: !!jobId });
}
