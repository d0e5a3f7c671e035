import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API, LIMITS, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';
import { toOrganisationCard, type OrganisationCard } from './types';

/** §9: the directory's search list shows 9 per page, Load More until the total is reached. */
export const DIRECTORY_PAGE_SIZE = LIMITS.organisationsPerPage;

/** The organisations list call (offset, limit, featured, search → array and total); featured ones come first. */
export async function fetchOrganisations(params: { offset: number; limit: number; search: string }): Promise<{ rows: OrganisationCard[]; total: number }> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>[]>>(
    withQuery(API.organisations, { offset: params.offset, limit: params.limit, search: params.search || undefined }),
  );
  const rows = (Array.isArray(data.data) ? data.data : []).map(toOrganisationCard);
  return { rows, total: typeof data.total === 'number' ? data.total : rows.length };
}

/**
 * The list after the first `skip` organisations. The featured call answers the first featured organisations in the
 * list's own order (featured first, then by name, same search), so skipping as many as the Featured section shows
 * leaves exactly the organisations not already on the page.
 */
export const organisationsQuery = (search: string, skip = 0, enabled = true) =>
  infiniteQueryOptions({
    queryKey: organisationKeys.list(search, skip),
    queryFn: ({ pageParam }) => fetchOrganisations({ offset: pageParam, limit: DIRECTORY_PAGE_SIZE, search }),
    initialPageParam: skip,
    getNextPageParam: (last, pages) => {
      const next = skip + pages.reduce((sum, page) => sum + page.rows.length, 0);
      return next < last.total && last.rows.length > 0 ? next : undefined;
    },
    enabled,
  });

export function useOrganisations(search: string, skip = 0, enabled = true) {
  return useInfiniteQuery(organisationsQuery(search, skip, enabled));
}
