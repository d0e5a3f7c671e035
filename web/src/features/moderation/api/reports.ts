import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess, type ReportDto, type ReportStatus } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { QUEUE_PAGE_SIZE, moderationKeys } from './query-keys';

export interface ReportsPage {
  rows: ReportDto[];
  total: number;
}

/** `GET /admin-api/reports?status`: open ones oldest first. */
export async function fetchReports(status: ReportStatus, offset: number): Promise<ReportsPage> {
  const { data } = await apiClient.get<ApiSuccess<ReportDto[]>>(withQuery(API.adminReports, { status, offset, limit: QUEUE_PAGE_SIZE }), { skipCache: true });
  return { rows: data.data, total: data.total ?? data.data.length };
}

export const reportsQuery = (status: ReportStatus, offset: number) =>
  queryOptions({ queryKey: moderationKeys.reportQueue(status, offset), queryFn: () => fetchReports(status, offset), placeholderData: keepPreviousData });

export function useReports(status: ReportStatus, offset: number) {
  return useQuery(reportsQuery(status, offset));
}
