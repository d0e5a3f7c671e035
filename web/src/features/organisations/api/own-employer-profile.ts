import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';
import { toEmployerProfile, type EmployerProfile } from './types';

/** `GET /get-profile` for an employer-type account: its organisation's §3 profile. */
export async function fetchOwnEmployerProfile(): Promise<EmployerProfile> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>>>(API.profile, { skipCache: true });
  return toEmployerProfile(data.data);
}

export const ownEmployerProfileQuery = () => queryOptions({ queryKey: organisationKeys.own(), queryFn: fetchOwnEmployerProfile });

export function useOwnEmployerProfile() {
  return useQuery(ownEmployerProfileQuery());
}
