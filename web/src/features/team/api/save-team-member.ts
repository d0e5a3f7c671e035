import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export interface TeamMemberInput {
  id?: number;
  name: string;
  email: string;
  role: string;
  password?: string;
  confirm_password?: string;
}

/** `POST /job-api/create-team-member`; with `id` it edits that member (an empty password keeps the old one). */
export async function saveTeamMember(input: TeamMemberInput): Promise<void> {
  const body = { ...input };
  if (!body.password) {
    delete body.password;
    delete body.confirm_password;
  }
  await apiClient.post(API.createTeamMember, body);
}

export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTeamMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}
