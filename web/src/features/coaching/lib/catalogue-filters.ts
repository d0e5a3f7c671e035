import { COACHING_CATEGORIES, COACHING_LANGUAGES, COACHING_LEVELS } from '@fj/shared';

export const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueFilters {
  category: string;
  level: string;
  language: string;
  search: string;
  page: number;
}

const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');

/** The catalogue's filters from the address (shareable, and Back restores them); unknown values are dropped. */
export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  return {
    category: oneOf(params.get('category'), COACHING_CATEGORIES),
    level: oneOf(params.get('level'), COACHING_LEVELS),
    language: oneOf(params.get('language'), COACHING_LANGUAGES),
    search: (params.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a set of filters: empty ones and page 1 are left out. */
export function paramsFromFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['category', 'level', 'language', 'search'] as const) if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasFilters = (filters: CatalogueFilters) => Boolean(filters.category || filters.level || filters.language || filters.search);

export const sameFilters = (a: CatalogueFilters, b: CatalogueFilters) =>
  a.category === b.category && a.level === b.level && a.language === b.language && a.search === b.search && a.page === b.page;
