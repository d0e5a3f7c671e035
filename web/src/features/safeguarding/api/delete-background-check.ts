import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { safeguardingKeys, withId } from './query-keys';

/** `DELETE /candidate-api/background-checks/:id`: the check and its certificate. */
export async function deleteBackgroundCheck(id: number): Promise<void> {
  await apiClient.delete(withId(API.backgroundCheck, id));
}

export function useDeleteBackgroundCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBackgroundCheck, onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardingKeys.mine() }) });
}
