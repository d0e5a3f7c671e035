import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from './query-keys';
import type { ApplicationNote } from './types';

/** `POST /job-api/add-note` (`id` = application): a note private to the employer and its team. */
export async function addNote({ applicationId, note }: { applicationId: number; note: string }): Promise<ApplicationNote> {
  const { data } = await apiClient.post<ApiSuccess<ApplicationNote>>(API.addNote, { id: applicationId, note });
  return data.data;
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addNote, onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }) });
}
