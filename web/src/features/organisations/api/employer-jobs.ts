import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';
import { toEmployerJobItem, type EmployerJobItem } from './types';

const JOBS_SHOWN = 50;

/** §7 employer's jobs call by employer ID (`GET /get-employer-jobs?employerId`, read data.data): current openings. */
export async function fetchEmployerJobs(employerId: number): Promise<{ rows: EmployerJobItem[]; total: number }> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>[]>>(withQuery(API.employerJobs, { employerId, offset: 0, limit: JOBS_SHOWN }), { skipCache: true });
  const rows = (Array.isArray(data.data) ? data.data : []).map(toEmployerJobItem);
  return { rows, total: typeof data.total === 'number' ? data.total : rows.length };
}

export const employerJobsQuery = (employerId: number) =>
  queryOptions({ queryKey: organisationKeys.jobs(employerId), queryFn: () => fetchEmployerJobs(employerId), enabled: employerId > 0 });

export function useEmployerJobs(employerId: number) {
  return useQuery(employerJobsQuery(employerId));
}
