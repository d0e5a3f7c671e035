import { useMutation } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { MediaItem, UploadValues } from '../../media';

/** `POST /media` (multipart: file, title) through the media rules; the id becomes the profile's logo. */
export async function uploadLogo({ title, file }: UploadValues): Promise<MediaItem> {
  const body = new FormData();
  body.append('title', title);
  body.append('attachmentType', 'logo');
  body.append('file', file);
  const { data } = await apiClient.post<ApiSuccess<MediaItem>>(API.media, body);
  return data.data;
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
