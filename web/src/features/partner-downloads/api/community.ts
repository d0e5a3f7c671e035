import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ApiJson } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

const adminKey = ['community-link', 'admin'] as const;

/** `GET /admin-api/community-link`: the current link, the previous ones and the latest reveals. */
export function useCommunityAdmin() {
  return useQuery({
    queryKey: adminKey,
    queryFn: async () => (await apiClient.get<ApiJson<typeof API.adminCommunityLink>>(API.adminCommunityLink, { skipCache: true })).data.data,
  });
}

/** `POST /admin-api/community-link`: set or rotate the invite link. */
export function useSetCommunityLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => (await apiClient.post<ApiJson<typeof API.adminCommunityLink, 'post'>>(API.adminCommunityLink, { url })).data.data,
    onSuccess: (state) => queryClient.setQueryData(adminKey, state),
  });
}

/** `GET /get-community-link` (UNLIMITED): asked only when the member presses the button, as each call is a recorded reveal. */
export function useRevealCommunityLink() {
  return useMutation({
    mutationFn: async () => (await apiClient.get<ApiJson<typeof API.communityLink>>(API.communityLink, { skipCache: true })).data.data,
  });
}
