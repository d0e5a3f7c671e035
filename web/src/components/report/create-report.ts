import { API, type ApiSuccess, type CreateReportRequest } from '@fj/shared';
import { apiClient } from '../../lib/api-client';

/** `POST /report`: 201 `{id, status:'open'}`; 409 when this reporter already has an open report of the object. */
export async function createReport(request: CreateReportRequest): Promise<{ id: number; status: string }> {
  const { data } = await apiClient.post<ApiSuccess<{ id: number; status: string }>>(API.report, request);
  return data.data;
}
