import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type ModerationJobDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { moderationKeys, withId } from './query-keys';

export interface RejectJobInput {
  jobId: number;
  /** Emailed to the employer, shown on their edit page. */
  reason: string;
}

/** `POST /admin-api/moderation/jobs/:id/reject {reason}`: back to a draft, a spent credit returned, the employer emailed. */
export async function rejectJob({ jobId, reason }: RejectJobInput): Promise<ModerationJobDto> {
  const { data } = await apiClient.post<ApiSuccess<ModerationJobDto>>(withId(API.adminModerationReject, jobId), { reason });
  return data.data;
}

export function useRejectJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.jobs() }) });
}
