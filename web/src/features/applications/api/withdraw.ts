import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';

/** `POST /job-api/withdraw-application { id }` (designed): withdraws one of the candidate's applications (status Withdrew, code 10). */
export async function postWithdraw(applicationId: number): Promise<void> {
  await apiClient.post(APPLY_API.withdrawApplication, { id: applicationId });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdraw,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
