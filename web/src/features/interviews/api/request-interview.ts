import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

export interface RequestInterviewInput {
  applicationId: number;
  /** 1–3 times, ISO 8601 with the candidate's offset. */
  slots: string[];
  message: string;
}

/** `POST /interviews/request` (§6, UNLIMITED): the candidate proposes times; lower tiers get 402 with the upgrade path. */
export async function requestInterview(input: RequestInterviewInput): Promise<InterviewDto> {
  const { data } = await apiClient.post<ApiSuccess<InterviewDto>>(API.requestInterview, input);
  return data.data;
}

export function useRequestInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestInterview, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }) });
}
