import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { interviewPath } from './paths';
import { interviewKeys } from './query-keys';

/** `POST /job-api/interviews/{id}/decline-request {reason}`: the employer turns down a candidate's request. */
export async function declineInterviewRequest({ id, reason }: { id: number; reason: string }): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(interviewPath(API.declineInterviewRequest, id), { reason });
  return data.data;
}

export function useDeclineInterviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineInterviewRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }) });
}
