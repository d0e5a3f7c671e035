import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';
import { toEmployerProfile, type EmployerProfile } from './types';

interface OwnAccount {
  employer?: { id: number; name: string; slug: string } | null;
  /** The organisation's §3 profile (organisations module); absent until it is set up. */
  employerProfile?: Record<string, unknown>;
}

/** `GET /get-profile` for an employer-type account: the organisation it acts for and its §3 profile. */
export async function fetchOwnEmployerProfile(): Promise<EmployerProfile> {
  const { data } = await apiClient.get<ApiSuccess<OwnAccount>>(API.profile, { skipCache: true });
  const account = data.data ?? {};
  const organisation = account.employer ? { ID: account.employer.id, name: account.employer.name, slug: account.employer.slug } : {};
  return toEmployerProfile({ ...organisation, ...(account.employerProfile ?? {}) });
}

export const ownEmployerProfileQuery = () => queryOptions({ queryKey: organisationKeys.own(), queryFn: fetchOwnEmployerProfile });

export function useOwnEmployerProfile() {
  return useQuery(ownEmployerProfileQuery());
}
