import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { API, TOKEN_STORAGE_KEY } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../test/http';
import { rememberLocale } from './remember-locale';

const localeCalls = () => sentRequests.filter((request) => pathOf(request) === API.updateLocale);

describe('rememberLocale', () => {
  afterEach(async () => {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    await i18next.changeLanguage('en');
  });

  it('saves the page language on the signed-in account', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stored.jwt.token');
    answerWith(() => ({ status: 200, body: { success: true, message: 'Language saved', data: { locale: 'ar' } } }));
    await i18next.changeLanguage('ar');
    await rememberLocale();
    expect(localeCalls().at(-1)?.method).toBe('post');
    expect(JSON.parse(String(localeCalls().at(-1)?.data))).toEqual({ locale: 'ar' });
  });

  it('sends nothing when nobody is signed in', async () => {
    const before = localeCalls().length;
    await rememberLocale('ar');
    expect(localeCalls()).toHaveLength(before);
  });

  it('keeps the session when the call fails', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stored.jwt.token');
    answerWith(() => ({ status: 401, body: { success: false, statusCode: 401, message: 'Authentication required' } }));
    await expect(rememberLocale('en')).resolves.toBeUndefined();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('stored.jwt.token');
  });
});
