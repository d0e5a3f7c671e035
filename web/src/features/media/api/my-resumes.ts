import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { mediaKeys, type MyResumesParams } from './query-keys';
import type { MediaItem } from './types';

/** `GET /get-my-resumes{query}&attachmentType`: the caller's CVs, newest first. */
export async function fetchMyResumes(params: MyResumesParams): Promise<{ rows: MediaItem[]; total: number }> {
  const { data } = await apiClient.get<ApiSuccess<MediaItem[]>>(withQuery(API.myResumes, { ...params }), { skipCache: true });
  const rows = Array.isArray(data.data) ? data.data : [];
  return { rows, total: data.total ?? rows.length };
}

export const myResumesQuery = (params: MyResumesParams = {}) =>
  queryOptions({ queryKey: mediaKeys.myResumes(params), queryFn: () => fetchMyResumes(params), placeholderData: keepPreviousData });

export function useMyResumes(params: MyResumesParams = {}) {
  return useQuery(myResumesQuery(params));
}
