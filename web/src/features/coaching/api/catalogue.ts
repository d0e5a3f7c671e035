import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, withQuery, type CoachingCourseCardDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_PAGE_SIZE, type CatalogueFilters } from '../lib/catalogue-filters';
import { coachingKeys } from './query-keys';

export interface CataloguePage {
  rows: CoachingCourseCardDto[];
  total: number;
}

/** `GET /coaching/courses?offset&limit&category&level&language&search`: published courses (the caller's enrollment on each). */
export async function fetchCatalogue(filters: CatalogueFilters): Promise<CataloguePage> {
  const { data } = await apiClient.get<{ data: CoachingCourseCardDto[]; total?: number }>(
    withQuery(API.coachingCourses, {
      offset: (filters.page - 1) * CATALOGUE_PAGE_SIZE,
      limit: CATALOGUE_PAGE_SIZE,
      category: filters.category || undefined,
      level: filters.level || undefined,
      language: filters.language || undefined,
      search: filters.search || undefined,
    }),
  );
  const rows = Array.isArray(data.data) ? data.data : [];
  return { rows, total: data.total ?? rows.length };
}

export function useCatalogue(filters: CatalogueFilters) {
  return useQuery({ queryKey: coachingKeys.catalogue(filters), queryFn: () => fetchCatalogue(filters), placeholderData: keepPreviousData });
}
