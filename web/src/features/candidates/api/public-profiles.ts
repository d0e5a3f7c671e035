import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery, type ApiSuccess, type PublicCandidateProfile } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { CANDIDATE_API } from './paths';
import { candidateKeys, type PublicProfilesParams } from './query-keys';

/** `GET /get-public-profiles?offset&limit&search&profile_type`: public candidate profiles for `/profile/list`. */
export async function fetchPublicProfiles(params: PublicProfilesParams): Promise<{ rows: PublicCandidateProfile[]; total: number }> {
  const { data } = await apiClient.get<ApiSuccess<PublicCandidateProfile[]>>(
    withQuery(CANDIDATE_API.publicProfiles, { offset: params.offset, limit: params.limit, search: params.search || undefined, profile_type: params.profile_type || undefined }),
  );
  const rows = Array.isArray(data.data) ? data.data : [];
  return { rows, total: data.total ?? rows.length };
}

export const publicProfilesQuery = (params: PublicProfilesParams) =>
  queryOptions({
    queryKey: candidateKeys.publicProfiles(params),
    queryFn: () => fetchPublicProfiles(params),
    placeholderData: keepPreviousData,
  });

export function usePublicProfiles(params: PublicProfilesParams) {
  return useQuery(publicProfilesQuery(params));
}
