import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from './query-keys';

/** `POST /job-api/delete-note` (`id` = note). */
export async function deleteNote(noteId: number): Promise<void> {
  await apiClient.post(API.deleteNote, { id: noteId });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNote, onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }) });
}
