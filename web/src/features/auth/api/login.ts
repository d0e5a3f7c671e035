import { useMutation } from '@tanstack/react-query';
import { API, type LoginResponse, type LoginValues } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

export async function postLogin(values: LoginValues): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>(API.authToken, values);
  return data;
}

export function useLoginMutation() {
  return useMutation({ mutationFn: postLogin });
}
