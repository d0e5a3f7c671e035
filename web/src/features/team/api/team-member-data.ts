import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { teamKeys } from './query-keys';
import { toTeamMember, type TeamMember } from './types';

/** `GET /job-api/get-team-member-data?id`. */
export async function fetchTeamMember(id: number): Promise<TeamMember> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>>>(withQuery(API.teamMemberData, { id }), { skipCache: true });
  return toTeamMember(data.data);
}

export const teamMemberQuery = (id: number) => queryOptions({ queryKey: teamKeys.member(id), queryFn: () => fetchTeamMember(id), enabled: id > 0, retry: false });

export function useTeamMember(id: number) {
  return useQuery(teamMemberQuery(id));
}
