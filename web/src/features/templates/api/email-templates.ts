import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { templateKeys } from './query-keys';
import { toEmailTemplate, type EmailTemplate } from './types';

/** `GET /get-email-templates`: the employer's templates, last edited first (up to 100: one screen's worth). */
export async function fetchEmailTemplates(): Promise<EmailTemplate[]> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>[]>>(withQuery(API.emailTemplates, { offset: 0, limit: 100 }), { skipCache: true });
  return (Array.isArray(data.data) ? data.data : []).map(toEmailTemplate);
}

export const emailTemplatesQuery = () => queryOptions({ queryKey: templateKeys.list(), queryFn: fetchEmailTemplates });

export function useEmailTemplates() {
  return useQuery(emailTemplatesQuery());
}
