import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { BACKGROUND_CHECK_LIMITS, BACKGROUND_CHECK_TYPES, isIsoDate } from '@fj/shared';

export const CERTIFICATE_MAX_BYTES = BACKGROUND_CHECK_LIMITS.certificateMb * 1024 * 1024;
export const CERTIFICATE_ACCEPT = 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png';

export interface CheckFormValues {
  checkType: string;
  referenceNumber: string;
  issuedOn: string;
  expiresOn: string;
  /** The certificate; named like the API's multipart field so its errors land under the input. */
  file: File | null;
}

export const emptyCheck = (): CheckFormValues => ({ checkType: '', referenceNumber: '', issuedOn: '', expiresOn: '', file: null });

/** Today as YYYY-MM-DD in UTC, the day the API compares the dates with. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

const looksAccepted = (file: File) => ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type) || /\.(pdf|jpe?g|png)$/i.test(file.name);

/** The form's rules, the same as the API's (shared BACKGROUND_CHECK_MESSAGES), in the page's language. */
export function checkSchema(t: TFunction, now: Date = new Date()) {
  const today = todayIso(now);
  return yup.object({
    checkType: yup.string().required(t('safeguarding.form.errors.checkType')).oneOf([...BACKGROUND_CHECK_TYPES], t('safeguarding.form.errors.checkType')),
    referenceNumber: yup
      .string()
      .trim()
      .required(t('safeguarding.form.errors.referenceNumber'))
      .max(BACKGROUND_CHECK_LIMITS.referenceNumber, t('validation.tooLong', { max: BACKGROUND_CHECK_LIMITS.referenceNumber })),
    issuedOn: yup
      .string()
      .required(t('safeguarding.form.errors.issuedOn'))
      .test('date', t('safeguarding.form.errors.issuedOn'), (value) => !value || isIsoDate(value))
      .test('not-future', t('safeguarding.form.errors.issuedFuture'), (value) => !value || value <= today),
    expiresOn: yup
      .string()
      .required(t('safeguarding.form.errors.expiresOn'))
      .test('date', t('safeguarding.form.errors.expiresOn'), (value) => !value || isIsoDate(value))
      .test('after-issue', t('safeguarding.form.errors.expiresBeforeIssued'), function afterIssue(value) {
        const issued = this.parent.issuedOn as string;
        return !value || !issued || value > issued;
      })
      .test('not-expired', t('safeguarding.form.errors.expired'), (value) => !value || value >= today),
    file: yup
      .mixed<File>()
      .nullable()
      .test('required', t('safeguarding.form.errors.certificate'), (file) => !!file)
      .test('type', t('safeguarding.form.errors.certificate'), (file) => !file || looksAccepted(file))
      .test('size', t('safeguarding.form.errors.certificateTooLarge', { mb: BACKGROUND_CHECK_LIMITS.certificateMb }), (file) => !file || file.size <= CERTIFICATE_MAX_BYTES),
  });
}
