import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess, type EmailMergeValues } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { templateKeys } from './query-keys';

export interface TemplatePreviewInput {
  email_temp_subject: string;
  email_temp_details: string;
  /** Sample values in the reader's language; the company name is always the employer's own, from the server. */
  candidate_name: string;
  job_title: string;
}

export interface RenderedTemplate {
  subject: string;
  /** Sanitised HTML, rendered by the same function that renders the e-mails sent. */
  html: string;
  values: EmailMergeValues;
}

/** `POST /preview-email-template`: the unsaved template as the candidate will receive it. */
export async function previewTemplate(input: TemplatePreviewInput): Promise<RenderedTemplate> {
  const { data } = await apiClient.post<ApiSuccess<RenderedTemplate>>(API.previewEmailTemplate, input);
  return data.data;
}

export function useTemplatePreview(input: TemplatePreviewInput) {
  return useQuery({
    queryKey: templateKeys.preview(input),
    queryFn: () => previewTemplate(input),
    enabled: input.email_temp_subject.trim() !== '' || input.email_temp_details.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
