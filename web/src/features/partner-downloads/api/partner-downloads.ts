import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ApiJson } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../media/api/download-file';
import type { DownloadFieldsInput, MemberDownload } from './types';

export const partnerDownloadKeys = {
  all: ['partner-downloads'] as const,
  member: ['partner-downloads', 'member'] as const,
  admin: ['partner-downloads', 'admin'] as const,
};

const byId = (pattern: string, id: number) => pattern.replace(':id', encodeURIComponent(String(id)));

/** `GET /partner-downloads`: published resources, `locked` for the caller's membership now. */
export function useMemberDownloads() {
  return useQuery({
    queryKey: partnerDownloadKeys.member,
    queryFn: async () => (await apiClient.get<ApiJson<typeof API.partnerDownloads>>(API.partnerDownloads, { skipCache: true })).data,
  });
}

/** `GET /admin-api/partner-downloads`: every resource with its downloads. */
export function useAdminDownloads() {
  return useQuery({
    queryKey: partnerDownloadKeys.admin,
    queryFn: async () => (await apiClient.get<ApiJson<typeof API.adminPartnerDownloads>>(API.adminPartnerDownloads, { skipCache: true })).data.data,
  });
}

/** `GET /partner-downloads/:id/file` through the api client (the bearer token), saved under the server's file name. */
export const downloadPartnerFile = (item: Pick<MemberDownload, 'id' | 'fileName'>) => downloadFile(byId(API.partnerDownloadFile, item.id), item.fileName);

/** `POST /admin-api/partner-downloads` (multipart): the file with every field. */
export function useUploadDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DownloadFieldsInput & { file: File }) => {
      const form = new FormData();
      form.append('title', input.title);
      form.append('partner', input.partner);
      form.append('description', input.description);
      form.append('category', input.category);
      form.append('minimumTier', input.minimumTier);
      form.append('published', String(input.published));
      form.append('file', input.file);
      return (await apiClient.post<ApiJson<typeof API.adminPartnerDownloads, 'post', 201>>(API.adminPartnerDownloads, form)).data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerDownloadKeys.all }),
  });
}

/** `PUT /admin-api/partner-downloads/:id`: changed fields, or `{ published }` alone. */
export function useUpdateDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...changes }: Partial<DownloadFieldsInput> & { id: number }) =>
      (await apiClient.put<ApiJson<typeof API.adminPartnerDownload, 'put'>>(byId(API.adminPartnerDownload, id), changes)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerDownloadKeys.all }),
  });
}
