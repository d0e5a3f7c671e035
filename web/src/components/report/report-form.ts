import * as yup from 'yup';
import { REPORT_LIMITS, REPORT_REASONS, type CreateReportRequest, type ReportKind, type ReportReason } from '@fj/shared';

export interface ReportFormValues {
  reason: ReportReason | '';
  details: string;
  email: string;
}

export const EMPTY_REPORT: ReportFormValues = { reason: '', details: '', email: '' };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The report form's rules in the page's language; a visitor's email is optional (only to hear the outcome). */
export function reportSchema(t: Translate) {
  return yup.object({
    reason: yup.string().required(t('moderation.report.errors.reason')).oneOf([...REPORT_REASONS], t('moderation.report.errors.reason')),
    details: yup.string().trim().max(REPORT_LIMITS.detailsMax, t('validation.tooLong', { max: REPORT_LIMITS.detailsMax })),
    email: yup.string().trim().email(t('validation.email')),
  });
}

/** The request body; the email only for a visitor who gave one. */
export function toReportRequest(kind: ReportKind, id: number, values: ReportFormValues, visitor: boolean): CreateReportRequest {
  const details = values.details.trim();
  const email = values.email.trim();
  return {
    kind,
    id,
    reason: values.reason as ReportReason,
    ...(details ? { details } : {}),
    ...(visitor && email ? { email } : {}),
  };
}
