import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { templateKeys } from './query-keys';

/** `POST /delete-email-template` (`template_id`). */
export async function deleteTemplate(id: number): Promise<void> {
  await apiClient.post(API.deleteEmailTemplate, { template_id: id });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }) });
}
