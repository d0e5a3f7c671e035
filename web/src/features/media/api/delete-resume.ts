import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, withQuery } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { mediaKeys } from './query-keys';

/** `GET /delete-my-resume?id` (§7 uses GET for this delete). */
export async function deleteResume(id: number): Promise<void> {
  await apiClient.get(withQuery(API.deleteMyResume, { id }));
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
