import { useMutation } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

/** The §3 job alert the sign-up preferences step creates (`POST /save-job-alerts`, the alerts area's own call). */
export interface SignupJobAlert {
  alert_name: string;
  alert_email: string;
  alert_frequency: number;
  alert_category: string;
}

export async function postSignupJobAlert(alert: SignupJobAlert): Promise<unknown> {
  const { data } = await apiClient.post<ApiSuccess<unknown>>(API.saveJobAlerts, alert);
  return data.data;
}

export function useCreateSignupJobAlert() {
  return useMutation({ mutationFn: postSignupJobAlert });
}
