import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type EmployerProfileForm } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';
import { toEmployerProfile, type EmployerProfile } from './types';

/** `POST /update-employer-profile` with every §3 employer field. */
export async function updateEmployerProfile(values: EmployerProfileForm): Promise<EmployerProfile | undefined> {
  const { data } = await apiClient.post<ApiSuccess<Record<string, unknown> | undefined>>(API.updateEmployerProfile, values);
  return data.data && typeof data.data === 'object' ? toEmployerProfile(data.data) : undefined;
}

export function useUpdateEmployerProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEmployerProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }) });
}
