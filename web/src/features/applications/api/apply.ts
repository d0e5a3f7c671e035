import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';
import type { ApplyResult, ApplyValues } from './types';

/** `POST /job-api/apply`: spends one credit of the job's class; 402 when none are left, 409 when applied before. */
export async function postApply(values: ApplyValues): Promise<ApplyResult> {
  const { data } = await apiClient.post<ApiSuccess<ApplyResult | null>>(API.apply, values);
  return data.data ?? {};
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postApply,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        // The job page shows "already applied" and the dashboard the credits left.
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]),
  });
}
