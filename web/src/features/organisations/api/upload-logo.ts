import { useMutation } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { MediaItem, UploadValues } from '../../media';

/**
 * `POST /upload-profile-pic` (multipart: file, title, userType employer) through the media rules: for an employer
 * the stored picture comes back, and its id then becomes the profile's logo (`logo_media_id`).
 */
export async function uploadLogo({ title, file }: UploadValues): Promise<MediaItem> {
  const body = new FormData();
  body.append('title', title);
  body.append('userType', 'employer');
  body.append('file', file);
  const { data } = await apiClient.post<ApiSuccess<MediaItem>>(API.uploadProfilePic, body);
  return data.data;
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
