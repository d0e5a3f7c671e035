import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { interviewPath } from './paths';
import { interviewKeys } from './query-keys';

/** `POST /interviews/{id}/decline {reason}`: the candidate turns the interview down. */
export async function declineInterview({ id, reason }: { id: number; reason: string }): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(interviewPath(API.declineInterview, id), { reason });
  return data.data;
}

export function useDeclineInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineInterview, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }) });
}
