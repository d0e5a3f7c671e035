import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { templateKeys } from './query-keys';
import { toEmailTemplate, type EmailTemplate } from './types';

/** `GET /get-template-details?template_id`. */
export async function fetchTemplateDetails(id: number): Promise<EmailTemplate> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>>>(withQuery(API.templateDetails, { template_id: id }), { skipCache: true });
  return toEmailTemplate(data.data);
}

export const templateDetailsQuery = (id: number) =>
  queryOptions({ queryKey: templateKeys.detail(id), queryFn: () => fetchTemplateDetails(id), enabled: id > 0, retry: false });

export function useTemplateDetails(id: number) {
  return useQuery(templateDetailsQuery(id));
}
