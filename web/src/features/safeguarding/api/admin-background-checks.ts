import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type AdminBackgroundCheckDto, type ApiSuccess, type BackgroundCheckStatus } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, safeguardingKeys } from './query-keys';

export interface AdminChecksPage {
  rows: AdminBackgroundCheckDto[];
  total: number;
}

/** `GET /admin-api/background-checks?status`: pending oldest first; verified and rejected the latest decision first. */
export async function fetchAdminBackgroundChecks(status: BackgroundCheckStatus, offset: number): Promise<AdminChecksPage> {
  const { data } = await apiClient.get<ApiSuccess<AdminBackgroundCheckDto[]>>(withQuery(API.adminBackgroundChecks, { status, offset, limit: ADMIN_PAGE_SIZE }), {
    skipCache: true,
  });
  return { rows: data.data, total: data.total ?? data.data.length };
}

export const adminBackgroundChecksQuery = (status: BackgroundCheckStatus, offset: number) =>
  queryOptions({ queryKey: safeguardingKeys.adminQueue(status, offset), queryFn: () => fetchAdminBackgroundChecks(status, offset), placeholderData: keepPreviousData });

export function useAdminBackgroundChecks(status: BackgroundCheckStatus, offset: number) {
  return useQuery(adminBackgroundChecksQuery(status, offset));
}
