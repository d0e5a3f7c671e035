import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';
import { toEmployerProfile, type EmployerProfile } from './types';

/** `GET /get-employer-public-profile?slug`. */
export async function fetchEmployerPublicProfile(slug: string): Promise<EmployerProfile> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>>>(withQuery(API.employerPublicProfile, { slug }), { skipCache: true });
  return toEmployerProfile(data.data);
}

export const employerPublicProfileQuery = (slug: string) =>
  queryOptions({ queryKey: organisationKeys.publicProfile(slug), queryFn: () => fetchEmployerPublicProfile(slug), retry: false, enabled: !!slug });

export function useEmployerPublicProfile(slug: string) {
  return useQuery(employerPublicProfileQuery(slug));
}
