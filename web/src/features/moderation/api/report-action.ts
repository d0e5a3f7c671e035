import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type ReportAction, type ReportDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { moderationKeys, withId } from './query-keys';

export interface ReportActionInput {
  reportId: number;
  action: ReportAction;
  note?: string;
}

/** `POST /admin-api/reports/:id/action {action, note?}`: hide, restore, suspend the owner or dismiss; the reporter is told. */
export async function actOnReport({ reportId, action, note }: ReportActionInput): Promise<ReportDto> {
  const { data } = await apiClient.post<ApiSuccess<ReportDto>>(withId(API.adminReportAction, reportId), { action, ...(note ? { note } : {}) });
  return data.data;
}

export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: actOnReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.reports() }) });
}
