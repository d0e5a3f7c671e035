import * as yup from 'yup';
import { requiredText } from './fields';
import { FORM_MESSAGES as M } from './messages';

/** What an email template is for (§3 email_temp_for); `rejection` templates fill a job's rejection email. */
export const EMAIL_TEMPLATE_PURPOSES = [
  { value: 'rejection', label: 'Rejection' },
  { value: 'interview', label: 'Interview invitation' },
  { value: 'shortlist', label: 'Short listed' },
  { value: 'offer', label: 'Offer' },
  { value: 'general', label: 'General' },
] as const;

export const EMAIL_TEMPLATE_LIMITS = { name: 120, subject: 200, details: 20_000 } as const;

/** Merge fields a template may contain; anything else in braces is left as typed. */
export const EMAIL_MERGE_FIELDS = ['candidate_name', 'job_title', 'company_name'] as const;
export type EmailMergeField = (typeof EMAIL_MERGE_FIELDS)[number];
export type EmailMergeValues = Record<EmailMergeField, string>;

/** Replaces {candidate_name}, {job_title} and {company_name}; `escape` is applied to the values (HTML bodies). */
export function renderMergeFields(template: string, values: EmailMergeValues, escape: (value: string) => string = (value) => value): string {
  return template.replace(/\{(candidate_name|job_title|company_name)\}/g, (_match, field: EmailMergeField) => escape(values[field]));
}

/** §3 email template form (`POST /create-email-template`; `template_id` present = edit that template). */
export const emailTemplateSchema = yup.object({
  template_id: yup.number().typeError(M.choose).integer(M.choose).positive(M.choose).optional(),
  email_temp_name: requiredText(EMAIL_TEMPLATE_LIMITS.name),
  email_temp_subject: requiredText(EMAIL_TEMPLATE_LIMITS.subject),
  email_temp_for: requiredText(40).oneOf(
    EMAIL_TEMPLATE_PURPOSES.map((purpose) => purpose.value),
    M.choose,
  ),
  email_temp_details: requiredText(EMAIL_TEMPLATE_LIMITS.details),
});

export type EmailTemplateForm = yup.InferType<typeof emailTemplateSchema>;
