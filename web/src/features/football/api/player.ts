import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { footballKeys } from './query-keys';
import type { ClubStatLine, Player, PlayerCard, PlayerMatch, PlayerStats, PlayingStats } from './types';

const read = async <T>(path: string, skipCache = false): Promise<T> => (await apiClient.get<ApiSuccess<T>>(path, { skipCache })).data.data;

/** `GET /get-player?slug`: basics, club, careers, national team, totals and the latest season's competitions. */
export const fetchPlayer = (slug: string) => read<Player>(withQuery(API.player, { slug }));
export const playerQuery = (slug: string) => queryOptions({ queryKey: footballKeys.player(slug), queryFn: () => fetchPlayer(slug), staleTime: 30_000 });
export const usePlayer = (slug: string) => useQuery({ ...playerQuery(slug), enabled: !!slug });

/** `GET /get-player-by-id?id&skip_cache=1` (§7): the edit-player screen always reads fresh data. */
export const fetchPlayerById = (id: number) => read<Player>(withQuery(API.playerById, { id }), true);
export const usePlayerById = (id: number) =>
  useQuery({ queryKey: footballKeys.playerById(id), queryFn: () => fetchPlayerById(id), enabled: id > 0 });

/** `GET /get-player-stats?slug&season`: refetched when the season dropdown changes (the previous data stays meanwhile). */
export const usePlayerStats = (slug: string, season: string | undefined) =>
  useQuery({
    queryKey: footballKeys.playerStats(slug, season),
    queryFn: () => read<PlayerStats>(withQuery(API.playerStats, { slug, season })),
    enabled: !!slug,
    placeholderData: keepPreviousData,
  });

/** `GET /get-competition-matches?slug&season`: the player's games of the season, newest first. */
export const usePlayerMatches = (slug: string, season: string | undefined) =>
  useQuery({
    queryKey: footballKeys.playerMatches(slug, season),
    queryFn: () => read<{ season: string | null; matches: PlayerMatch[] }>(withQuery(API.competitionMatches, { slug, season })),
    enabled: !!slug,
    placeholderData: keepPreviousData,
  });

export const useStatsByClub = (slug: string) =>
  useQuery({ queryKey: footballKeys.statsByClub(slug), queryFn: () => read<ClubStatLine[]>(withQuery(API.statsByClub, { slug })), enabled: !!slug });

export const usePlayingStats = (slug: string, season: string | undefined) =>
  useQuery({
    queryKey: footballKeys.playingStats(slug, season),
    queryFn: () => read<PlayingStats>(withQuery(API.playingStats, { slug, season })),
    enabled: !!slug,
    placeholderData: keepPreviousData,
  });

/** `GET /get-related-player?club`: the club's other players. */
export const useRelatedPlayers = (club: string, exclude: string) =>
  useQuery({
    queryKey: footballKeys.related(club, exclude),
    queryFn: () => read<PlayerCard[]>(withQuery(API.relatedPlayer, { club, exclude, limit: 12 })),
    enabled: !!club,
  });
