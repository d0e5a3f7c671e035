import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { browseQuery, type JobFilters } from '../lib/job-filters';
import { jobKeys } from './query-keys';
import { listOf } from './read-envelope';
import type { BrowseJobsPage, Facets, JobListItem } from './types';

type BrowseAnswer = ApiSuccess<JobListItem[]> & { facets?: Facets };

/** `GET /search/get-browse-job{query}`: one page of active jobs, the full count and the facet counts. */
export async function fetchBrowseJobs(query: ReturnType<typeof browseQuery>): Promise<BrowseJobsPage> {
  const { data } = await apiClient.get<BrowseAnswer>(withQuery(API.browseJobs, query));
  return { ...listOf(data), facets: data.facets ?? {} };
}

export const browseJobsQuery = (query: ReturnType<typeof browseQuery>) =>
  queryOptions({ queryKey: jobKeys.browse(query), queryFn: () => fetchBrowseJobs(query), placeholderData: keepPreviousData });

export function useBrowseJobs(filters: JobFilters) {
  return useQuery(browseJobsQuery(browseQuery(filters)));
}

/** §7 homepage latest jobs: the browse call with offset=0 and limit=6. */
export function useLatestJobs(limit: number) {
  const query = { offset: 0, limit };
  return useQuery({ queryKey: jobKeys.latest(limit), queryFn: () => fetchBrowseJobs(query) });
}
