import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { uploadBody } from './multipart';
import { mediaKeys } from './query-keys';
import type { MediaItem, UploadValues } from './types';

/** `POST /upload-profile-pic` (multipart: file, title, userType); for a candidate it becomes the profile photo. */
export async function postProfilePic(values: UploadValues & { userType?: string }): Promise<MediaItem> {
  const { data } = await apiClient.post<ApiSuccess<MediaItem>>(API.uploadProfilePic, uploadBody(values, { userType: values.userType }));
  return data.data;
}

/** `onUploaded` lets the owning screen refresh what shows the photo (profile, dashboard). */
export function useUploadProfilePic(onUploaded?: () => Promise<unknown> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProfilePic,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: mediaKeys.all }), onUploaded?.()]);
    },
  });
}
