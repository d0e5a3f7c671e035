import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { BlockedWord } from './moderation-words';
import { moderationKeys, withId } from './query-keys';

/** `DELETE /admin-api/moderation/words/:id`: answers the list that remains. */
export async function removeWord(id: number): Promise<BlockedWord[]> {
  const { data } = await apiClient.delete<ApiSuccess<BlockedWord[]>>(withId(API.adminModerationWord, id));
  return data.data;
}

export function useRemoveWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeWord, onSuccess: (words) => queryClient.setQueryData(moderationKeys.words(), words) });
}
