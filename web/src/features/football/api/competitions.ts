import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { footballKeys } from './query-keys';
import type { Competition, CompetitionTable } from './types';

/** `GET /get-competition-table?slug&season`: the table (adjustments applied) and the matches by round. */
export const useCompetitionTable = (slug: string, season: string | undefined) =>
  useQuery({
    queryKey: footballKeys.table(slug, season),
    queryFn: async () => (await apiClient.get<ApiSuccess<CompetitionTable>>(withQuery(API.competitionTable, { slug, season }))).data.data,
    enabled: !!slug,
    placeholderData: keepPreviousData,
  });

export const useCompetitions = () =>
  useQuery({
    queryKey: footballKeys.competitions,
    queryFn: async () => (await apiClient.get<ApiSuccess<Competition[]>>(API.competitions)).data.data,
    staleTime: 60_000,
  });
