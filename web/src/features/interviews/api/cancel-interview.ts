import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { interviewPath } from './paths';
import { interviewKeys } from './query-keys';

/** `POST /job-api/interviews/{id}/cancel {reason}`: the employer calls it off (a booked one sends a calendar cancel). */
export async function cancelInterview({ id, reason }: { id: number; reason: string }): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(interviewPath(API.cancelInterview, id), { reason });
  return data.data;
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInterview, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }) });
}
