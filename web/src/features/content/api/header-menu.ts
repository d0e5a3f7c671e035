import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess, type MenuItem } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

export async function fetchHeaderMenu(): Promise<MenuItem[]> {
  const { data } = await apiClient.get<ApiSuccess<MenuItem[]>>(API.headerData);
  return Array.isArray(data.data) ? data.data : [];
}

export const headerMenuQuery = () =>
  queryOptions({ queryKey: ['content', 'header-menu'], queryFn: fetchHeaderMenu, staleTime: 5 * 60_000 });

export function useHeaderMenu() {
  return useQuery(headerMenuQuery());
}
