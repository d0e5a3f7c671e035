import { useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { footballKeys } from './query-keys';
import type { Club, ClubOption, Staff } from './types';

/** `GET /get-staff?slug`. */
export const useStaff = (slug: string) =>
  useQuery({
    queryKey: footballKeys.staff(slug),
    queryFn: async () => (await apiClient.get<ApiSuccess<Staff>>(withQuery(API.staff, { slug }))).data.data,
    enabled: !!slug,
  });

/** `GET /get-club?slug&season` (designed): colours, squad by line, staff, the season's results and fixtures, competitions. */
export const useClub = (slug: string, season?: string) =>
  useQuery({
    queryKey: footballKeys.club(slug, season),
    queryFn: async () => (await apiClient.get<ApiSuccess<Club>>(withQuery(API.club, { slug, season }))).data.data,
    enabled: !!slug,
    // Switching season keeps the page while the next one loads; another club starts blank.
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });

/** `GET /get-clubs?input`: options for the club async select (asked from 4 characters). */
export async function fetchClubOptions(input: string): Promise<ClubOption[]> {
  return (await apiClient.get<ApiSuccess<ClubOption[]>>(withQuery(API.clubs, { input }))).data.data;
}
