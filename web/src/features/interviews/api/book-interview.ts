import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { applicationKeys } from '../../applications/api/query-keys';
import { interviewPath } from './paths';
import { interviewKeys } from './query-keys';

/** `POST /interviews/{id}/book {slot}`: the candidate takes one offered time (409 when it was taken meanwhile). */
export async function bookInterview({ id, slot }: { id: number; slot: string }): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(interviewPath(API.bookInterview, id), { slot });
  return data.data;
}

export function useBookInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookInterview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
