import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { candidateKeys } from './query-keys';

export type Visibility = 'pub' | 'priv';

/** `POST /update-visibility`: the discoverable-profile switch. */
export async function postUpdateVisibility(cand_profile: Visibility): Promise<{ cand_profile: string }> {
  const { data } = await apiClient.post<ApiSuccess<{ cand_profile: string }>>(API.updateVisibility, { cand_profile });
  return data.data;
}

export function useUpdateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
