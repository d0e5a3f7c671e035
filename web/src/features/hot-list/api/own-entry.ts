import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ApiJson } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { hotListKeys } from './query-keys';
import type { HotListChoice } from './types';

/** `GET /get-hot-list-entry`: the candidate's entry and whether their tier includes the list. */
export function useHotListEntry() {
  return useQuery({
    queryKey: hotListKeys.own(),
    queryFn: async () => (await apiClient.get<ApiJson<typeof API.hotListEntry>>(API.hotListEntry)).data.data,
  });
}

/** `POST /update-hot-list` (Standard and above; a lower tier gets 402). */
export function useUpdateHotList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: HotListChoice) => (await apiClient.post<ApiJson<typeof API.updateHotList, 'post'>>(API.updateHotList, choice)).data.data,
    onSuccess: (state) => queryClient.setQueryData(hotListKeys.own(), state),
  });
}
