import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { verificationKeys } from './verification-status';

export interface VerificationAnswer {
  emailVerified: boolean;
}

/** `POST /auth/verify-email {token}`: public, idempotent; 400 for a bad or expired link. */
export async function postVerifyEmail(token: string): Promise<{ message: string; data: VerificationAnswer }> {
  const { data } = await apiClient.post<ApiSuccess<VerificationAnswer> & { message: string }>(API.verifyEmail, { token });
  return { message: data.message, data: data.data };
}

export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postVerifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
