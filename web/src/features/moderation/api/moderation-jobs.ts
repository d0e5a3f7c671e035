import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess, type ModerationJobDto, type ModerationQueueStatus } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { QUEUE_PAGE_SIZE, moderationKeys } from './query-keys';

export interface ModerationJobsPage {
  rows: ModerationJobDto[];
  total: number;
}

/** `GET /admin-api/moderation/jobs?status`: pending oldest first; approved and rejected most recent decision first. */
export async function fetchModerationJobs(status: ModerationQueueStatus, offset: number): Promise<ModerationJobsPage> {
  const { data } = await apiClient.get<ApiSuccess<ModerationJobDto[]>>(withQuery(API.adminModerationJobs, { status, offset, limit: QUEUE_PAGE_SIZE }), {
    skipCache: true,
  });
  return { rows: data.data, total: data.total ?? data.data.length };
}

export const moderationJobsQuery = (status: ModerationQueueStatus, offset: number) =>
  queryOptions({ queryKey: moderationKeys.jobQueue(status, offset), queryFn: () => fetchModerationJobs(status, offset), placeholderData: keepPreviousData });

export function useModerationJobs(status: ModerationQueueStatus, offset: number) {
  return useQuery(moderationJobsQuery(status, offset));
}
