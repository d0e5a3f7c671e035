import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiJson } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { filtersToParams, type CvFilters } from '../lib/cv-filters';
import { cvDatabaseKeys } from './query-keys';
import { toCvResult, type CvResult } from './types';

export interface CvSearchAnswer {
  rows: CvResult[];
  total: number;
  /** Whether the caller's organisation may see contact details at all (paid membership or administrator). */
  contactAccess: boolean;
  /** The API's explanation when it may not. */
  contactNotice: string;
}

/** `GET /search/get-cv-database/{query}`: discoverable profiles only, paged with the total. */
export async function fetchCvDatabase(filters: CvFilters, offset: number, limit: number): Promise<CvSearchAnswer> {
  const params = filtersToParams(filters);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  const { data } = await apiClient.get<ApiJson<typeof API.cvDatabase>>(
    withQuery(API.cvDatabase, Object.fromEntries([...params.keys()].map((key) => [key, params.getAll(key)]))),
    { skipCache: true },
  );
  return { rows: data.data.map(toCvResult), total: data.total, contactAccess: data.contactAccess, contactNotice: data.contactNotice };
}

export const cvDatabaseQuery = (filters: CvFilters, offset: number, limit: number) =>
  queryOptions({
    queryKey: cvDatabaseKeys.search(`${filtersToParams(filters).toString()}&offset=${offset}&limit=${limit}`),
    queryFn: () => fetchCvDatabase(filters, offset, limit),
    placeholderData: keepPreviousData,
  });

export function useCvDatabase(filters: CvFilters, offset: number, limit: number) {
  return useQuery(cvDatabaseQuery(filters, offset, limit));
}
