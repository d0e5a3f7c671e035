import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from '../../pipeline/api/query-keys';
import { interviewKeys } from './query-keys';
import type { ScheduleInterviewInput } from './types';

/** `POST /job-api/interviews`: offers the candidate 1–5 slots (the candidate books one). */
export async function scheduleInterview(input: ScheduleInterviewInput): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(API.employerInterviews, input);
  return data.data;
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInterview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
    },
  });
}
