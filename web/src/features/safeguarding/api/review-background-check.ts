import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type AdminBackgroundCheckDto, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { safeguardingKeys, withId } from './query-keys';

export interface ReviewInput {
  id: number;
  decision: 'verify' | 'reject';
  /** Required to reject; emailed to the candidate. */
  reason?: string;
}

/** `POST /admin-api/background-checks/:id/review`: audited, the candidate emailed the outcome. */
export async function reviewBackgroundCheck({ id, ...body }: ReviewInput): Promise<AdminBackgroundCheckDto> {
  const { data } = await apiClient.post<ApiSuccess<AdminBackgroundCheckDto>>(withId(API.adminBackgroundCheckReview, id), body);
  return data.data;
}

export function useReviewBackgroundCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewBackgroundCheck, onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardingKeys.admin() }) });
}
