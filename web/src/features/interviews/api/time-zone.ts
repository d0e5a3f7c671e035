import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { viewerTimeZone } from '../lib/time-zone';
import { interviewKeys } from './query-keys';

/** The saved IANA zone of the signed-in person (`timezone` of `GET /get-profile`, candidates and employers alike); null when none. */
export async function fetchSavedTimeZone(): Promise<string | null> {
  const { data } = await apiClient.get<ApiSuccess<{ timezone?: string | null }>>(API.profile, { skipCache: true });
  const zone = data.data?.timezone;
  return typeof zone === 'string' && zone ? zone : null;
}

export const savedTimeZoneQuery = () => queryOptions({ queryKey: interviewKeys.timeZone, queryFn: fetchSavedTimeZone, staleTime: 5 * 60_000 });

export function useSavedTimeZone() {
  return useQuery(savedTimeZoneQuery());
}

/** The zone interview times are shown and typed in: the saved one, else the browser's (also while it loads). */
export function useViewerTimeZone(): string {
  const { data } = useSavedTimeZone();
  return viewerTimeZone(data);
}
