import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from '../../pipeline/api/query-keys';
import { interviewPath } from './paths';
import { interviewKeys } from './query-keys';
import type { RescheduleInterviewInput } from './types';

/** `POST /job-api/interviews/{id}/reschedule`: new slots for the candidate to book (the booked time, if any, is freed). */
export async function rescheduleInterview({ id, ...body }: RescheduleInterviewInput): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(interviewPath(API.rescheduleInterview, id), body);
  return data.data;
}

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleInterview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
    },
  });
}
