import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

export interface CategoriesAndLocations {
  categories: { value: string; label: string; count: number }[];
  locations: { country: string; label: string; city: string; count: number }[];
}

/** `GET /search/get-categories-and-locations`: active job counts per category and per location (§2 /home lookup). */
export async function fetchCategoriesAndLocations(): Promise<CategoriesAndLocations> {
  const { data } = await apiClient.get<ApiSuccess<CategoriesAndLocations>>(API.categoriesAndLocations);
  return { categories: data.data?.categories ?? [], locations: data.data?.locations ?? [] };
}

export const categoriesAndLocationsQuery = () =>
  queryOptions({ queryKey: ['jobs', 'categories-and-locations'] as const, queryFn: fetchCategoriesAndLocations, staleTime: 5 * 60_000 });

export function useCategoriesAndLocations() {
  return useQuery(categoriesAndLocationsQuery());
}
