import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type PublicCandidateProfile } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { candidateKeys } from './query-keys';

export type PublicProfileAnswer =
  | { type: 'candidate'; data: PublicCandidateProfile }
  | { type: 'employer'; data: { slug: string; name: string } };

/** `GET /get-public-profile?slug`: the profile and its type (candidate or employer). A former slug is redirected. */
export async function fetchPublicProfile(slug: string): Promise<PublicProfileAnswer> {
  const { data } = await apiClient.get<{ success: true } & PublicProfileAnswer>(withQuery(API.publicProfile, { slug }), {
    skipCache: true,
  });
  return { type: data.type, data: data.data } as PublicProfileAnswer;
}

export const publicProfileQuery = (slug: string) =>
  queryOptions({ queryKey: candidateKeys.publicProfile(slug), queryFn: () => fetchPublicProfile(slug), retry: false, enabled: slug !== '' });

export function usePublicProfile(slug: string) {
  return useQuery(publicProfileQuery(slug));
}
