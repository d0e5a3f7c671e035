import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from './query-keys';
import type { StatusCount } from './types';

/** `GET /job-api/get-job-application-status-count?id`: every status (pipeline order) with its count, and the total. */
export async function fetchStatusCounts(jobId: number): Promise<{ counts: StatusCount[]; total: number }> {
  const { data } = await apiClient.get<ApiSuccess<StatusCount[]>>(withQuery(API.applicationStatusCount, { id: jobId }), { skipCache: true });
  const counts = Array.isArray(data.data) ? data.data : [];
  return { counts, total: typeof data.total === 'number' ? data.total : counts.reduce((sum, entry) => sum + entry.count, 0) };
}

export const statusCountsQuery = (jobId: number) =>
  queryOptions({ queryKey: pipelineKeys.counts(jobId), queryFn: () => fetchStatusCounts(jobId), enabled: jobId > 0 });

export function useStatusCounts(jobId: number) {
  return useQuery(statusCountsQuery(jobId));
}
