import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from './query-keys';
import type { ApplicationCard, ApplicationSort } from './types';

export interface ApplicationsParams {
  jobId: number;
  status?: number;
  search?: string;
  sort: ApplicationSort;
  offset: number;
  limit: number;
}

/** `GET /job-api/get-job-applications{query}&id`: one job's applications (status, keyword, sort, paging). */
export async function fetchJobApplications(params: ApplicationsParams): Promise<{ rows: ApplicationCard[]; total: number }> {
  const query = { id: params.jobId, status: params.status, search: params.search || undefined, sort: params.sort, offset: params.offset, limit: params.limit };
  const { data } = await apiClient.get<ApiSuccess<ApplicationCard[]>>(withQuery(API.jobApplications, query), { skipCache: true });
  const rows = Array.isArray(data.data) ? data.data : [];
  return { rows, total: typeof data.total === 'number' ? data.total : rows.length };
}

export const jobApplicationsQuery = (params: ApplicationsParams) =>
  queryOptions({
    queryKey: pipelineKeys.list({ ...params }),
    queryFn: () => fetchJobApplications(params),
    placeholderData: keepPreviousData,
    enabled: params.jobId > 0,
  });

export function useJobApplications(params: ApplicationsParams) {
  return useQuery(jobApplicationsQuery(params));
}
