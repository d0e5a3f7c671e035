import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess, type JobListStatus } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './query-keys';
import { listOf } from './read-envelope';
import type { JobListItem } from './types';

export interface MyJobsParams {
  status: JobListStatus;
  offset: number;
  limit: number;
  search?: string;
  /** Administrators: every employer's jobs (/admin/job/list-all). */
  all?: boolean;
}

/** The employer's own view of a job's moderation (docs/moderation.md): waiting, or sent back with a reason. */
export interface JobModerationState {
  status: 'pending' | 'rejected' | null;
  /** Reason codes (MODERATION_REASON_CODES) while pending. */
  reasons: string[];
  rejectionReason: string | null;
  submittedAt: string | null;
}

export interface MyJobRow extends JobListItem {
  applications?: number;
  status?: string;
  moderation?: JobModerationState;
}

/** `GET /job-api/get-jobs{query}&status` (active / in-active, default active): the caller's employer's jobs. */
export async function fetchMyJobs(params: MyJobsParams): Promise<{ rows: MyJobRow[]; total: number }> {
  const query = { status: params.status, offset: params.offset, limit: params.limit, search: params.search || undefined, all: params.all ? 1 : undefined };
  const { data } = await apiClient.get<ApiSuccess<MyJobRow[]>>(withQuery(API.jobs, query), { skipCache: true });
  return listOf(data);
}

export const myJobsQuery = (params: MyJobsParams) =>
  queryOptions({ queryKey: jobKeys.mine({ ...params }), queryFn: () => fetchMyJobs(params), placeholderData: keepPreviousData });

export function useMyJobs(params: MyJobsParams) {
  return useQuery(myJobsQuery(params));
}
