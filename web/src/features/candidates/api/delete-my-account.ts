import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CANDIDATE_API } from './paths';

/** `POST /delete-my-account { confirmation: 'DELETE' }`: removes the profile, CVs, pictures and personal data. */
export async function postDeleteMyAccount(confirmation: string): Promise<string | undefined> {
  const { data } = await apiClient.post<{ success: true; message?: string }>(CANDIDATE_API.deleteMyAccount, { confirmation });
  return data.message;
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: postDeleteMyAccount });
}
