import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS, searchPlayersPath, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { footballKeys } from './query-keys';
import type { PlayerCard } from './types';

export interface PlayerSearch {
  name: string;
  club_value: string;
  nationality_value: string;
  position_value: string;
  age: string;
  offset: number;
  includeUnpublished?: boolean;
}

/** `GET /search-players/{term}` with the §2 filters; an empty name searches by filters only ('all'). */
export async function fetchPlayerSearch(search: PlayerSearch): Promise<{ rows: PlayerCard[]; total: number }> {
  const term = search.name.trim() || 'all';
  const { data } = await apiClient.get<ApiSuccess<PlayerCard[]>>(
    withQuery(searchPlayersPath(term), {
      club_value: search.club_value || undefined,
      nationality_value: search.nationality_value || undefined,
      position_value: search.position_value || undefined,
      age: search.age || undefined,
      offset: search.offset || undefined,
      limit: PLAYER_PAGE_SIZE,
      include_unpublished: search.includeUnpublished ? 1 : undefined,
    }),
  );
  return { rows: data.data, total: data.total ?? data.data.length };
}

export const PLAYER_PAGE_SIZE = 20;

/** A name of 1–3 characters waits for more typing (§5: look-ups from 4 characters). */
export const searchReady = (search: PlayerSearch) => search.name.trim().length === 0 || search.name.trim().length >= LIMITS.asyncSelectMinChars;

export const usePlayerSearch = (search: PlayerSearch) =>
  useQuery({
    queryKey: footballKeys.search({ ...search, includeUnpublished: search.includeUnpublished ? 1 : 0 }),
    queryFn: () => fetchPlayerSearch(search),
    enabled: searchReady(search),
    placeholderData: keepPreviousData,
  });
