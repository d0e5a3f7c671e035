import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { templateKeys } from './query-keys';
import { toEmailTemplate, type EmailTemplate } from './types';

/** `GET /get-email-templates`: the employer's templates. */
export async function fetchEmailTemplates(): Promise<EmailTemplate[]> {
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>[]>>(API.emailTemplates, { skipCache: true });
  return (Array.isArray(data.data) ? data.data : []).map(toEmailTemplate);
}

export const emailTemplatesQuery = () => queryOptions({ queryKey: templateKeys.list(), queryFn: fetchEmailTemplates });

export function useEmailTemplates() {
  return useQuery(emailTemplatesQuery());
}
