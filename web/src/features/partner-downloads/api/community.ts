import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { CommunityAdminState } from './types';

const adminKey = ['community-link', 'admin'] as const;

/** `GET /admin-api/community-link`: the current link, the previous ones and the latest reveals. */
export function useCommunityAdmin() {
  return useQuery({
    queryKey: adminKey,
    queryFn: async () => (await apiClient.get<{ data: CommunityAdminState }>(API.adminCommunityLink, { skipCache: true })).data.data,
  });
}

/** `POST /admin-api/community-link`: set or rotate the invite link. */
export function useSetCommunityLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => (await apiClient.post<{ data: CommunityAdminState }>(API.adminCommunityLink, { url })).data.data,
    onSuccess: (state) => queryClient.setQueryData(adminKey, state),
  });
}

/** `GET /get-community-link` (UNLIMITED): asked only when the member presses the button, as each call is a recorded reveal. */
export function useRevealCommunityLink() {
  return useMutation({
    mutationFn: async () => (await apiClient.get<{ data: { url: string; version: number; setAt: string } }>(API.communityLink, { skipCache: true })).data.data,
  });
}
