import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { takeInlineAnswer } from '../../../lib/inline-api';
import { jobKeys } from './query-keys';
import type { JobDetail } from './types';

/**
 * `GET /job-api/get-job-detail-by-slug?slug` (read data.data). The token, when stored, decides `access`. A first
 * visit without a session finds the answer in the page already (lib/inline-api.ts).
 */
export async function fetchJobBySlug(slug: string): Promise<JobDetail> {
  const url = withQuery(API.jobDetailBySlug, { slug });
  const data = takeInlineAnswer<ApiSuccess<JobDetail>>(url) ?? (await apiClient.get<ApiSuccess<JobDetail>>(url)).data;
  return data.data;
}

export const jobBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: jobKeys.detailBySlug(slug), queryFn: () => fetchJobBySlug(slug), staleTime: 30_000 });

/** The job the web server put in the page, if this is that first visit: the first render then shows it, no skeleton. */
function inlineJob(slug: string): JobDetail | undefined {
  return takeInlineAnswer<ApiSuccess<JobDetail>>(withQuery(API.jobDetailBySlug, { slug }))?.data;
}

export function useJobBySlug(slug: string) {
  return useQuery({ ...jobBySlugQuery(slug), enabled: !!slug, initialData: () => (slug ? inlineJob(slug) : undefined) });
}
