import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';
import { toOrganisationCard, type OrganisationCard } from './types';

/** `GET /get-featured-employers?search`: the directory's Featured list. */
export async function fetchFeaturedEmployers(search: string): Promise<OrganisationCard[]> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>[]>>(withQuery(API.featuredEmployers, { search: search || undefined }));
  return (Array.isArray(data.data) ? data.data : []).map(toOrganisationCard);
}

export const featuredEmployersQuery = (search: string) =>
  queryOptions({ queryKey: organisationKeys.featured(search), queryFn: () => fetchFeaturedEmployers(search) });

export function useFeaturedEmployers(search: string) {
  return useQuery(featuredEmployersQuery(search));
}
