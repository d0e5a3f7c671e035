import * as yup from 'yup';
import { toIsoDate } from '../dates';
import { BACKGROUND_CHECK_TYPES } from '../types/trust-safety';

/**
 * The background check form (`POST /candidate-api/background-checks`, docs/safeguarding.md): used by formik on
 * /candidate/background-checks and by the api, which answers 422 with these messages per field. Dates are
 * YYYY-MM-DD (what `<input type="date">` sends).
 */

export const BACKGROUND_CHECK_LIMITS = { referenceNumber: 60, rejectionReason: 1000, certificateMb: 10 } as const;

export const BACKGROUND_CHECK_MESSAGES = {
  checkType: 'Please choose the type of check.',
  referenceNumber: 'Please enter the reference number printed on the certificate.',
  referenceTooLong: `Please use at most ${BACKGROUND_CHECK_LIMITS.referenceNumber} characters.`,
  issuedOn: 'Please enter the date the certificate was issued.',
  issuedFuture: 'The issue date cannot be in the future.',
  expiresOn: 'Please enter the date the check expires.',
  expiresBeforeIssued: 'The expiry date must be after the issue date.',
  expired: 'This check has already expired. Please add a current one.',
  certificate: 'Please attach the certificate as a PDF, JPEG or PNG file.',
  reasonRequired: 'Please tell the candidate why the check is rejected.',
} as const;
const M = BACKGROUND_CHECK_MESSAGES;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export const isIsoDate = (value: string): boolean => ISO_DATE.test(value) && toIsoDate(new Date(`${value}T00:00:00Z`)) === value;

const date = (required: string) =>
  yup
    .string()
    .typeError(required)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(required)
    .test('iso-date', required, (value) => !value || isIsoDate(value));

/** `today` is the clock the dates are checked against (the api passes its own). */
export function createBackgroundCheckSchema(today: () => Date = () => new Date()) {
  return yup.object({
    checkType: yup.string().typeError(M.checkType).required(M.checkType).oneOf([...BACKGROUND_CHECK_TYPES], M.checkType),
    referenceNumber: yup
      .string()
      .typeError(M.referenceNumber)
      .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
      .required(M.referenceNumber)
      .max(BACKGROUND_CHECK_LIMITS.referenceNumber, M.referenceTooLong),
    issuedOn: date(M.issuedOn).test('not-future', M.issuedFuture, (value) => !value || !isIsoDate(value) || value <= toIsoDate(today())),
    expiresOn: date(M.expiresOn)
      .test('after-issue', M.expiresBeforeIssued, function afterIssue(value) {
        const issued = this.parent.issuedOn as unknown;
        return !value || typeof issued !== 'string' || !isIsoDate(issued) || !isIsoDate(value) || value > issued;
      })
      .test('not-expired', M.expired, (value) => !value || !isIsoDate(value) || value >= toIsoDate(today())),
  });
}

export const backgroundCheckSchema = createBackgroundCheckSchema();
export type BackgroundCheckValues = yup.InferType<typeof backgroundCheckSchema>;
