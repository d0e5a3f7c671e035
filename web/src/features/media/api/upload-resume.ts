import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { uploadBody } from './multipart';
import { mediaKeys } from './query-keys';
import type { MediaItem, UploadValues } from './types';

/** `POST /upload-my-resumes` (multipart: file, title, optional attachmentType). */
export async function postResume(values: UploadValues & { attachmentType?: string }): Promise<MediaItem> {
  const { data } = await apiClient.post<ApiSuccess<MediaItem>>(
    API.uploadMyResumes,
    uploadBody(values, { attachmentType: values.attachmentType }),
  );
  return data.data;
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
