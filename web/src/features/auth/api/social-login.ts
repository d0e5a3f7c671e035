import { useMutation } from '@tanstack/react-query';
import { API, type LoginResponse } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /social-login with the Google ID token (the API verifies it against its configured client ids). */
export async function postSocialLogin(credential: string): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>(API.socialLogin, { credential });
  return data;
}

export function useSocialLoginMutation() {
  return useMutation({ mutationFn: postSocialLogin });
}
