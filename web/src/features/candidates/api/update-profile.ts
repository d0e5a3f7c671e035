import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type CandidateProfile } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { candidateKeys } from './query-keys';

/** `POST /update-profile`: only the fields sent change (one edit-profile tab at a time). */
export async function postUpdateProfile(fields: Partial<Record<keyof CandidateProfile, unknown>>): Promise<CandidateProfile> {
  const { data } = await apiClient.post<ApiSuccess<CandidateProfile>>(API.updateProfile, fields);
  return data.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
