import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { applicationKeys, type AppliedJobsParams } from './query-keys';
import type { AppliedJob } from './types';

/** `GET /job-api/get-applied-jobs{query}&status`: the candidate's applications, newest first. */
export async function fetchAppliedJobs(params: AppliedJobsParams): Promise<{ rows: AppliedJob[]; total: number }> {
  const { data } = await apiClient.get<ApiSuccess<AppliedJob[]>>(
    withQuery(API.appliedJobs, { offset: params.offset, limit: params.limit, status: params.status === '' ? undefined : params.status }),
    { skipCache: true },
  );
  const rows = Array.isArray(data.data) ? data.data : [];
  return { rows, total: data.total ?? rows.length };
}

export const appliedJobsQuery = (params: AppliedJobsParams) =>
  queryOptions({ queryKey: applicationKeys.applied(params), queryFn: () => fetchAppliedJobs(params), placeholderData: keepPreviousData });

export function useAppliedJobs(params: AppliedJobsParams) {
  return useQuery(appliedJobsQuery(params));
}
