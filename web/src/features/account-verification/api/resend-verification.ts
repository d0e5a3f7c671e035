import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { VerificationAnswer } from './verify-email';
import { verificationKeys } from './verification-status';

/** `POST /auth/resend-verification` (signed in; a few an hour, then 429). */
export async function postResendVerification(): Promise<VerificationAnswer> {
  const { data } = await apiClient.post<ApiSuccess<VerificationAnswer>>(API.resendVerification);
  return data.data;
}

export function useResendVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResendVerification,
    onSuccess: (answer) => {
      if (answer.emailVerified) void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    },
  });
}
