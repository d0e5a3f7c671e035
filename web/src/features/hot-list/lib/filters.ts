import type { HotListFilters } from '../api/types';

export const EMPTY_FILTERS: HotListFilters = { role: '', country: '' };

export const filtersFromParams = (params: URLSearchParams): HotListFilters => ({ role: params.get('role') ?? '', country: params.get('country') ?? '' });

export function filtersToParams(filters: HotListFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.role) params.set('role', filters.role);
  if (filters.country) params.set('country', filters.country);
  if (page > 1) params.set('page', String(page));
  return params;
}
