import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, withQuery } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { alertKeys } from './my-alerts';

/** `GET /delete-my-job-alerts?id` (§7 uses GET for this delete). */
export async function deleteAlert(id: number): Promise<void> {
  await apiClient.get(withQuery(API.deleteMyJobAlerts, { id }));
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }) });
}
