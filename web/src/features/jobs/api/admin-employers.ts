import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { AsyncOption } from '../../../components/AsyncSelect';

interface EmployerMatch {
  id?: number;
  ID?: number;
  value?: number;
  name?: string;
  label?: string;
  display_name?: string;
}

/** `GET /admin-api/get-employers?str`: employers whose name matches (the async select asks after 4 characters). */
export async function searchEmployers(text: string): Promise<AsyncOption[]> {
  const { data } = await apiClient.get<ApiSuccess<EmployerMatch[]>>(withQuery(API.adminEmployers, { str: text }));
  return (Array.isArray(data.data) ? data.data : [])
    .map((row) => ({ value: Number(row.value ?? row.id ?? row.ID), label: String(row.label ?? row.name ?? row.display_name ?? '') }))
    .filter((option) => Number.isFinite(option.value) && option.label);
}
