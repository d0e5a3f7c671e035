import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/** A place the location box offers: a whole country (city empty) or one city, with its active jobs. */
export interface LocationSuggestion {
  kind: 'country' | 'city';
  country: string;
  city: string;
  label: string;
  count: number;
}

/** `GET /search/job-locations?q=`: countries and cities with active jobs whose name starts with the text. */
export async function fetchLocationSuggestions(text: string): Promise<LocationSuggestion[]> {
  const { data } = await apiClient.get<ApiSuccess<LocationSuggestion[]>>(withQuery(API.jobLocationSuggestions, { q: text, limit: 8 }));
  return Array.isArray(data.data) ? data.data : [];
}

export function useLocationSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...jobKeys.all, 'locations', q.toLowerCase()],
    queryFn: () => fetchLocationSuggestions(q),
    enabled: q.length >= 2,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
