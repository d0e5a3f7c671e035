import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';
import { toEmployerJobItem, type EmployerJobItem } from './types';

/** Job openings shown per page on the public company page. */
export const EMPLOYER_JOBS_PAGE_SIZE = 10;

/** §7 employer's jobs call by employer ID (`GET /get-employer-jobs?employerId&offset&limit`, read data.data): one page of current openings. */
export async function fetchEmployerJobs(employerId: number, offset = 0, limit = EMPLOYER_JOBS_PAGE_SIZE): Promise<{ rows: EmployerJobItem[]; total: number }> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>[]>>(withQuery(API.employerJobs, { employerId, offset, limit }), { skipCache: true });
  const rows = (Array.isArray(data.data) ? data.data : []).map(toEmployerJobItem);
  return { rows, total: typeof data.total === 'number' ? data.total : rows.length };
}

export const employerJobsQuery = (employerId: number, offset = 0) =>
  queryOptions({
    queryKey: organisationKeys.jobs(employerId, offset),
    queryFn: () => fetchEmployerJobs(employerId, offset),
    enabled: employerId > 0,
    placeholderData: keepPreviousData,
  });

export function useEmployerJobs(employerId: number, offset = 0) {
  return useQuery(employerJobsQuery(employerId, offset));
}
