import { AxiosError, AxiosHeaders } from 'axios';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@fj/shared';
import { apiErrorMessage } from './api-errors';

const refused = (data: unknown) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });

describe('apiErrorMessage', () => {
  it('shows a message the shared form messages know in the page language, anything else as the API wrote it', async () => {
    await i18next.changeLanguage('ar');
    expect(apiErrorMessage(refused({ success: false, message: FORM_MESSAGES.required }))).toBe(i18next.t('validation.required'));
    expect(apiErrorMessage(refused({ success: false, message: FORM_MESSAGES.required }))).not.toMatch(/[A-Za-z]/);
    expect(apiErrorMessage(refused({ success: false, errors: { name: FORM_MESSAGES.required } }))).not.toMatch(/[A-Za-z]/);
    expect(apiErrorMessage(refused({ success: false, message: 'Something only the API says' }))).toBe('Something only the API says');
    await i18next.changeLanguage('en');
    expect(apiErrorMessage(refused({ success: false, message: FORM_MESSAGES.required }))).toBe(FORM_MESSAGES.required);
  });
});
