import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineRatingPath } from './paths';
import { pipelineKeys } from './query-keys';
import type { RatingSummary } from './types';

/** `PUT /job-api/applications/{id}/rating`: my 1-5 stars; answers my rating with the team's average and count. */
export async function rateApplication(input: { applicationId: number; rating: number }): Promise<RatingSummary> {
  const { data } = await apiClient.put<ApiSuccess<RatingSummary>>(pipelineRatingPath(input.applicationId), { rating: input.rating });
  return data.data;
}

export function useRateApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateApplication, onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }) });
}
