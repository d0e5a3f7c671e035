import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { teamKeys } from './query-keys';
import { toTeamMember, type TeamMember } from './types';

export interface TeamMembersParams {
  offset: number;
  limit: number;
}

/** `GET /job-api/get-team-members{query}`: the employer's team (needs view_team_members). */
export async function fetchTeamMembers(params: TeamMembersParams): Promise<{ rows: TeamMember[]; total: number }> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>[]>>(withQuery(API.teamMembers, { ...params }), { skipCache: true });
  const rows = (Array.isArray(data.data) ? data.data : []).map(toTeamMember);
  return { rows, total: typeof data.total === 'number' ? data.total : rows.length };
}

export const teamMembersQuery = (params: TeamMembersParams) =>
  queryOptions({ queryKey: teamKeys.list({ ...params }), queryFn: () => fetchTeamMembers(params), placeholderData: keepPreviousData });

export function useTeamMembers(params: TeamMembersParams) {
  return useQuery(teamMembersQuery(params));
}
