import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { BlockedWord } from './moderation-words';
import { moderationKeys } from './query-keys';

/** `POST /admin-api/moderation/words {word}`: answers the whole list. */
export async function addWord(word: string): Promise<BlockedWord[]> {
  const { data } = await apiClient.post<ApiSuccess<BlockedWord[]>>(API.adminModerationWords, { word });
  return data.data;
}

export function useAddWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addWord, onSuccess: (words) => queryClient.setQueryData(moderationKeys.words(), words) });
}
