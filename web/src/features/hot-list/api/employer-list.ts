import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, withQuery, type ApiJson } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { hotListKeys } from './query-keys';
import type { HotListFilters, HotListPage } from './types';

/** `GET /job-api/hot-list`: freshest first, filtered, paged with the total. */
export function useHotList(filters: HotListFilters, offset: number, limit: number) {
  const path = withQuery(API.employerHotList, { role: filters.role || undefined, country: filters.country || undefined, offset, limit });
  return useQuery({
    queryKey: hotListKeys.list(path),
    queryFn: async (): Promise<HotListPage> => {
      const { data } = await apiClient.get<ApiJson<typeof API.employerHotList>>(path, { skipCache: true });
      return { data: data.data, total: data.total, contactAccess: data.contactAccess };
    },
    placeholderData: keepPreviousData,
  });
}

/** The weekly email of new entries: its state, and switching it on (POST) or off (DELETE). */
export function useHotListSubscription() {
  return useQuery({
    queryKey: hotListKeys.subscription(),
    queryFn: async () => (await apiClient.get<ApiJson<typeof API.hotListSubscription>>(API.hotListSubscription)).data.data,
  });
}

export function useSetHotListSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (wanted: boolean) =>
      (wanted ? await apiClient.post<ApiJson<typeof API.hotListSubscription, 'post'>>(API.hotListSubscription, {}) : await apiClient.delete<ApiJson<typeof API.hotListSubscription, 'delete'>>(API.hotListSubscription)).data.data,
    onSuccess: (state) => queryClient.setQueryData(hotListKeys.subscription(), state),
  });
}
