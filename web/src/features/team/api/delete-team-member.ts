import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, withQuery } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** `DELETE /job-api/team-member?id`: the member's sessions end at once (server side). */
export async function deleteTeamMember(id: number): Promise<void> {
  await apiClient.delete(withQuery(API.teamMember, { id }));
}

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeamMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}
