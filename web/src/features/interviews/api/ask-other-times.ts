import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { interviewPath } from './paths';
import { interviewKeys } from './query-keys';

/** `POST /interviews/{id}/other-times {message}`: none of the times suits; the employer is asked to reschedule. */
export async function askOtherTimes({ id, message }: { id: number; message: string }): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(interviewPath(API.askOtherTimes, id), { message });
  return data.data;
}

export function useAskOtherTimes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: askOtherTimes, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }) });
}
