import axios from 'axios';
import i18next from 'i18next';
import type { ApiErrorBody } from '@fj/shared';
import { translateFormMessage } from './form-messages';

function errorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const body: unknown = error.response?.data;
  return body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : undefined;
}

/** §8 generic failure text, translated. */
export function genericErrorMessage(): string {
  return i18next.t('toast.genericError', { defaultValue: 'Some error occured, pls try again' });
}

/**
 * The message a person should read for a failed call: the envelope's `message`, else the §8 generic text. The API
 * speaks English; a message the shared catalogue of form messages knows is shown in the page's language.
 */
export function apiErrorMessage(error: unknown, fallback: string = genericErrorMessage()): string {
  const body = errorBody(error);
  if (typeof body?.message === 'string' && body.message.trim()) return translateFormMessage(body.message, i18next.t);
  const firstFieldError = body?.errors && Object.values(body.errors).find((text) => typeof text === 'string');
  return firstFieldError ? translateFormMessage(firstFieldError, i18next.t) : fallback;
}

/** Per-field messages of a 400/409/422 answer, ready for formik's `setErrors`. */
export function apiFieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = errorBody(error)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const entries = Object.entries(errors).filter(([, text]) => typeof text === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export { apiErrorStatus } from './api-error-status';
