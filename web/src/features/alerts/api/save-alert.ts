import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { alertKeys } from './my-alerts';
import type { JobAlert, JobAlertValues } from './types';

/** `POST /save-job-alerts`: creates an alert, or edits the one named by `id`. */
export async function postSaveAlert(values: JobAlertValues): Promise<JobAlert | undefined> {
  const { data } = await apiClient.post<ApiSuccess<JobAlert>>(API.saveJobAlerts, values);
  return data.data;
}

export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSaveAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }) });
}
