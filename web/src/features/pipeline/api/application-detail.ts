import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { PIPELINE_PATHS } from './paths';
import { pipelineKeys } from './query-keys';
import type { ApplicationDetail } from './types';

/** `GET /job-api/get-job-application?id`: one application with notes and timeline (opening it marks Received as Viewed). */
export async function fetchApplicationDetail(id: number): Promise<ApplicationDetail> {
  const { data } = await apiClient.get<ApiSuccess<ApplicationDetail>>(`${PIPELINE_PATHS.application}?id=${id}`, { skipCache: true });
  return data.data;
}

export const applicationDetailQuery = (id: number) =>
  queryOptions({ queryKey: pipelineKeys.detail(id), queryFn: () => fetchApplicationDetail(id) });

export function useApplicationDetail(id: number) {
  return useQuery(applicationDetailQuery(id));
}
