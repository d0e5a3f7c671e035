import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from '../../pipeline/api/query-keys';
import { interviewPath } from './paths';
import { interviewKeys } from './query-keys';
import type { AcceptInterviewRequestInput } from './types';

/** `POST /job-api/interviews/{id}/accept {slot, …}`: books one of the times a candidate proposed. */
export async function acceptInterviewRequest({ id, ...body }: AcceptInterviewRequestInput): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(interviewPath(API.acceptInterviewRequest, id), body);
  return data.data;
}

export function useAcceptInterviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInterviewRequest,
    // Booking moves the application to 1st (or 2nd) Interview: the pipeline's card and timeline change too.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
    },
  });
}
