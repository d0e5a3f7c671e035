import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { CONTRACT_ADVICE_LIMITS } from '@fj/shared';

export const CONTRACT_MAX_BYTES = CONTRACT_ADVICE_LIMITS.contractMaxMb * 1024 * 1024;

export interface RequestFormValues {
  file: File | null;
  questions: string;
  deadline: string;
}

export const emptyRequest = (): RequestFormValues => ({ file: null, questions: '', deadline: '' });

/** Today as YYYY-MM-DD in UTC, the day the API compares the deadline with. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

const looksLikePdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The form's rules, the same as the API's: a PDF up to 20 MB, questions, a deadline after today. */
export function requestSchema(t: TFunction, now: Date = new Date()) {
  return yup.object({
    file: yup
      .mixed<File>()
      .nullable()
      .test('required', t('contractAdvice.form.fileRequired'), (file) => !!file)
      .test('pdf', t('contractAdvice.form.fileNotPdf'), (file) => !file || looksLikePdf(file))
      .test('size', t('contractAdvice.form.fileTooLarge', { mb: CONTRACT_ADVICE_LIMITS.contractMaxMb }), (file) => !file || file.size <= CONTRACT_MAX_BYTES),
    questions: yup
      .string()
      .trim()
      .required(t('contractAdvice.form.questionsRequired'))
      .max(CONTRACT_ADVICE_LIMITS.questionsMaxLength, t('contractAdvice.form.questionsTooLong', { max: CONTRACT_ADVICE_LIMITS.questionsMaxLength })),
    deadline: yup
      .string()
      .required(t('contractAdvice.form.deadlineRequired'))
      .test('future', t('contractAdvice.form.deadlineFuture'), (value) => !value || value > todayIso(now)),
  });
}
