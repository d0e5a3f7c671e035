import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess, type CandidateProfile } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { candidateKeys } from './query-keys';

/** `GET /get-profile` for a candidate: the account plus every §3 profile field. */
export interface OwnCandidateProfile extends CandidateProfile {
  ID: number;
  user_login: string;
  /** Public profile slug (`/profile/{slug}`). */
  profile: string;
  membership: string;
}

export async function fetchOwnProfile(): Promise<OwnCandidateProfile> {
  const { data } = await apiClient.get<ApiSuccess<OwnCandidateProfile>>(API.profile, { skipCache: true });
  return data.data;
}

export const ownProfileQuery = () => queryOptions({ queryKey: candidateKeys.ownProfile(), queryFn: fetchOwnProfile });

export function useOwnProfile() {
  return useQuery(ownProfileQuery());
}
