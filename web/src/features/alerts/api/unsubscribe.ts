import { useMutation } from '@tanstack/react-query';
import { JOB_ALERT_API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

/** `GET /unsubscribe-job-alert?token=` (designed): the one-click unsubscribe of an alert email; no login needed. */
export async function unsubscribeAlert(token: string): Promise<string | undefined> {
  const { data } = await apiClient.get<ApiSuccess<unknown>>(withQuery(JOB_ALERT_API.unsubscribe, { token }));
  return data.message;
}

export function useUnsubscribeAlert() {
  return useMutation({ mutationFn: unsubscribeAlert });
}
