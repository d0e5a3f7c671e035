import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

export const verificationKeys = { all: ['account-verification'] as const };

/** Whether the signed-in account's address is confirmed (`GET /get-profile` → emailVerified). */
export async function fetchEmailVerified(): Promise<boolean> {
  const { data } = await apiClient.get<ApiSuccess<{ emailVerified?: boolean }>>(API.profile, { skipCache: true });
  // Older servers do not say: no banner rather than a wrong one.
  return data.data.emailVerified ?? true;
}

export const emailVerifiedQuery = () => queryOptions({ queryKey: verificationKeys.all, queryFn: fetchEmailVerified, staleTime: 5 * 60_000 });

export function useEmailVerified(enabled: boolean) {
  return useQuery({ ...emailVerifiedQuery(), enabled });
}
