import { useMutation } from '@tanstack/react-query';
import { API, type LostPasswordValues, type ResetPasswordValues } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

/** Always answers 200 on the server (no account enumeration). */
export async function postLostPassword(values: LostPasswordValues): Promise<void> {
  await apiClient.post(API.lostPassword, values);
}

export async function postResetPassword(values: ResetPasswordValues): Promise<void> {
  await apiClient.post(API.resetPassword, values);
}

export function useLostPasswordMutation() {
  return useMutation({ mutationFn: postLostPassword });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: postResetPassword });
}
