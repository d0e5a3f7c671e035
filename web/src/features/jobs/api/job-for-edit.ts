import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/** `GET /job-api/get-job-detail?jobId`: the job post form's fields of a job the caller may edit. */
export async function fetchJobForEdit(jobId: number | string): Promise<Record<string, unknown>> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>>>(withQuery(API.jobDetail, { jobId }), { skipCache: true });
  return data.data;
}

export const jobForEditQuery = (jobId: number | string) =>
  queryOptions({ queryKey: jobKeys.forEdit(jobId), queryFn: () => fetchJobForEdit(jobId), staleTime: 0 });

export function useJobForEdit(jobId: number | string | undefined) {
  return useQuery({ ...jobForEditQuery(jobId ?? ''), enabled: jobId !== undefined && jobId !== '' });
}
