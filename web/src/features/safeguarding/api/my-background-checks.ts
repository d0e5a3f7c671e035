import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess, type BackgroundCheckDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { safeguardingKeys } from './query-keys';

/** `GET /candidate-api/background-checks`: the caller's checks, the latest expiry first. */
export async function fetchMyBackgroundChecks(): Promise<BackgroundCheckDto[]> {
  const { data } = await apiClient.get<ApiSuccess<BackgroundCheckDto[]>>(API.backgroundChecks, { skipCache: true });
  return data.data;
}

export const myBackgroundChecksQuery = () => queryOptions({ queryKey: safeguardingKeys.mine(), queryFn: fetchMyBackgroundChecks });

export function useMyBackgroundChecks(enabled = true) {
  return useQuery({ ...myBackgroundChecksQuery(), enabled });
}
