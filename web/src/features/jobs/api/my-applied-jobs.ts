import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, LIMITS, isCandidateRole, withQuery, type ApiSuccess } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/** The signed-in candidate's application to one job: when, and which (for the link to it). */
export interface AppliedMark {
  jobId: number;
  applicationId: number;
  appliedAt: string;
}

/** `GET /get-my-applied-jobs?ids=`: which of these jobs the candidate applied to (public job reads stay the same for all). */
export async function fetchMyAppliedJobs(ids: readonly number[]): Promise<AppliedMark[]> {
  const { data } = await apiClient.get<ApiSuccess<AppliedMark[]>>(withQuery(API.myAppliedJobs, { ids: ids.join(',') }));
  return Array.isArray(data.data) ? data.data : [];
}

// Under jobKeys.all: applying invalidates ['jobs'], so the marks refresh with the job page.
export const myAppliedJobsQuery = (ids: readonly number[]) =>
  queryOptions({ queryKey: jobKeys.myApplied(ids), queryFn: () => fetchMyAppliedJobs(ids), staleTime: 60_000 });

/**
 * The candidate's marks for these jobs, by job id. Visitors and other roles send nothing; `pending` is true only while
 * a candidate's marks are on their way (the job page holds the Apply button's place until then).
 */
export function useMyAppliedJobs(jobIds: readonly (number | undefined)[]): { marks: Map<number, AppliedMark>; pending: boolean } {
  const { isLoggedIn, roles } = useSession();
  const ids = [...new Set(jobIds.filter((id): id is number => Number.isInteger(id) && (id as number) > 0))]
    .sort((a, b) => a - b)
    .slice(0, LIMITS.maxPageSize);
  const enabled = isLoggedIn && isCandidateRole(roles) && ids.length > 0;
  const query = useQuery({ ...myAppliedJobsQuery(ids), enabled });
  return { marks: new Map((query.data ?? []).map((mark) => [mark.jobId, mark])), pending: enabled && query.isPending };
}
