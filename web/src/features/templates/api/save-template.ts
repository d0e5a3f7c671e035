import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { templateKeys } from './query-keys';
import { toEmailTemplate, type EmailTemplate } from './types';

/** `POST /create-email-template`; with `template_id` it edits that template. */
export interface EmailTemplateInput {
  template_id?: number;
  email_temp_name: string;
  email_temp_subject: string;
  email_temp_for: string;
  email_temp_details: string;
}

export async function saveTemplate(values: EmailTemplateInput): Promise<EmailTemplate | undefined> {
  const { data } = await apiClient.post<ApiSuccess<Record<string, unknown> | undefined>>(API.createEmailTemplate, values);
  return data.data && typeof data.data === 'object' ? toEmailTemplate(data.data) : undefined;
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }) });
}
