import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type ModerationJobDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { moderationKeys, withId } from './query-keys';

/** `POST /admin-api/moderation/jobs/:id/approve`: published now, the employer's credit spent (422 when short). */
export async function approveJob(jobId: number): Promise<ModerationJobDto> {
  const { data } = await apiClient.post<ApiSuccess<ModerationJobDto>>(withId(API.adminModerationApprove, jobId), {});
  return data.data;
}

export function useApproveJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.jobs() }) });
}
