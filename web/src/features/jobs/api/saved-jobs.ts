import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, LIMITS, isCandidateRole, withQuery, type ApiItem, type ApiJson } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { apiClient } from '../../../lib/api-client';

/** One saved job as `GET /get-saved-jobs` lists it (the route's schema): when it was saved, and the job's card data. */
export type SavedJob = ApiItem<typeof API.savedJobs>;

export const savedJobKeys = {
  all: ['saved-jobs'] as const,
  page: (offset: number, limit: number) => ['saved-jobs', 'page', offset, limit] as const,
  marks: (ids: readonly number[]) => ['saved-jobs', 'marks', ids] as const,
};

/** `GET /get-saved-jobs`: the candidate's saved jobs, most recently saved first; `ids` narrows to those jobs. */
export async function fetchSavedJobs(query: { offset?: number; limit?: number; ids?: readonly number[] }): Promise<{ rows: SavedJob[]; total: number }> {
  const { ids, ...paging } = query;
  const { data } = await apiClient.get<ApiJson<typeof API.savedJobs>>(withQuery(API.savedJobs, { ...paging, ids: ids?.join(',') }));
  return { rows: data.data, total: data.total };
}

/** `POST /save-job`: `{ jobId, saved }` saves (true) or unsaves (false) a job. */
export async function postSaveJob(body: { jobId: number; saved: boolean }): Promise<void> {
  await apiClient.post(API.saveJob, body);
}

const useIsCandidate = () => {
  const { isLoggedIn, roles } = useSession();
  return isLoggedIn && isCandidateRole(roles);
};

export function useSavedJobs(offset: number, limit: number) {
  const enabled = useIsCandidate();
  return useQuery({
    queryKey: savedJobKeys.page(offset, limit),
    queryFn: () => fetchSavedJobs({ offset, limit }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Which of these jobs the signed-in candidate saved (the cards' Saved badge and button). Others send nothing;
 * `enabled` says whether the caller may save at all (a candidate).
 */
export function useSavedMarks(jobIds: readonly (number | undefined)[]): { saved: Set<number>; enabled: boolean; pending: boolean } {
  const enabled = useIsCandidate();
  const ids = [...new Set(jobIds.filter((id): id is number => Number.isInteger(id) && (id as number) > 0))].sort((a, b) => a - b).slice(0, LIMITS.maxPageSize);
  const query = useQuery({
    queryKey: savedJobKeys.marks(ids),
    queryFn: () => fetchSavedJobs({ ids, limit: LIMITS.maxPageSize }),
    enabled: enabled && ids.length > 0,
    staleTime: 60_000,
  });
  return { saved: new Set((query.data?.rows ?? []).map((row) => row.jobId)), enabled, pending: enabled && ids.length > 0 && query.isPending };
}

/** Save or unsave; every saved list and badge refreshes after. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSaveJob, onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobKeys.all }) });
}
