import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ApiKeyDto, type ApiSuccess, type CreateApiKeyRequest, type CreatedApiKeyDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { developerPath } from './paths';
import { developerKeys } from './query-keys';

/** `GET /api-keys`: the signed-in person's keys (never the keys themselves: a prefix and when each was last used). */
export function useApiKeys() {
  return useQuery({
    queryKey: developerKeys.apiKeys(),
    queryFn: async () => (await apiClient.get<ApiSuccess<ApiKeyDto[]>>(API.apiKeys, { skipCache: true })).data.data,
  });
}

/** `POST /api-keys`: answers the whole key, this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateApiKeyRequest) => (await apiClient.post<ApiSuccess<CreatedApiKeyDto>>(API.apiKeys, request)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.apiKeys() }),
  });
}

/** `DELETE /api-keys/:id`: the key is refused from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(developerPath(API.apiKey, { id }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.apiKeys() }),
  });
}
