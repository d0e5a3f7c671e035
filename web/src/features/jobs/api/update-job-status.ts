import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, withQuery } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/** Statuses an employer sets from the jobs table (docs/jobs.md lists the allowed changes). */
export type JobStatusChange = 'publish' | 'closed' | 'filled' | 'draft';

/** `GET /job-api/update-job-post-status?jobId&status`. */
export async function updateJobStatus({ jobId, status }: { jobId: number; status: JobStatusChange }): Promise<void> {
  await apiClient.get(withQuery(API.updateJobPostStatus, { jobId, status }));
}

export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateJobStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }) });
}
