import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { moderationKeys } from './query-keys';

export interface BlockedWord {
  id: number;
  word: string;
  created: string;
}

/** `GET /admin-api/moderation/words`: the words that send a job to the queue. */
export async function fetchModerationWords(): Promise<BlockedWord[]> {
  const { data } = await apiClient.get<ApiSuccess<BlockedWord[]>>(API.adminModerationWords, { skipCache: true });
  return data.data;
}

export const moderationWordsQuery = () => queryOptions({ queryKey: moderationKeys.words(), queryFn: fetchModerationWords });

export function useModerationWords() {
  return useQuery(moderationWordsQuery());
}
