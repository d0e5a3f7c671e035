import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, DISPLAY_NAME_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@fj/shared';
import { apiClient, setUnauthorizedHandler } from './api-client';
import { answerWith, pathOf, sentRequests } from '../test/http';
import { apiErrorMessage, apiFieldErrors } from './api-errors';

describe('the api client', () => {
  const onUnauthorized = vi.fn();
  let restore: () => void;

  beforeEach(() => {
    onUnauthorized.mockReset();
    restore = setUnauthorizedHandler(onUnauthorized);
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stored.jwt.token');
    window.localStorage.setItem(DISPLAY_NAME_STORAGE_KEY, 'Alex');
  });
  afterEach(() => restore());

  it('sends the stored token as a bearer token', async () => {
    answerWith(() => ({ status: 200, body: { success: true, data: [] } }));
    await apiClient.get(API.headerData);
    expect(sentRequests.at(-1)?.headers.get('Authorization')).toBe('Bearer stored.jwt.token');
  });

  it('sends the page language as Accept-Language, so the API answers its own messages in it', async () => {
    answerWith(() => ({ status: 200, body: { success: true, data: [] } }));
    await apiClient.get(API.headerData);
    expect(sentRequests.at(-1)?.headers.get('Accept-Language')).toBe('en');
    await i18next.changeLanguage('ar');
    try {
      await apiClient.get(API.headerData);
      expect(sentRequests.at(-1)?.headers.get('Accept-Language')).toBe('ar');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('adds skip_cache=1 when asked to bypass the read cache', async () => {
    answerWith(() => ({ status: 200, body: { success: true, data: [] } }));
    await apiClient.get(API.myJobAlerts, { skipCache: true, params: { offset: 0 } });
    expect(sentRequests.at(-1)?.params).toEqual({ offset: 0, skip_cache: 1 });
  });

  it('a 401 answer (no, expired or revoked token) clears the token and display name and hands over to /signin/', async () => {
    answerWith(() => ({ status: 401, body: { success: false, statusCode: 401, message: 'No' } }));
    await expect(apiClient.get(API.profile)).rejects.toMatchObject({ response: { status: 401 } });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(DISPLAY_NAME_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 403 answer ("not for you") never ends the session: the caller gets the refusal to show', async () => {
    answerWith(() => ({ status: 403, body: { success: false, statusCode: 403, message: 'Forbidden' } }));
    await expect(apiClient.get(API.dashboardData)).rejects.toMatchObject({ response: { status: 403 } });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('stored.jwt.token');
    expect(window.localStorage.getItem(DISPLAY_NAME_STORAGE_KEY)).toBe('Alex');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    ['the token-auth call', API.authToken],
    ['the cart-detail call', API.cartDetail],
  ])('%s keeps the session on 401 and 403', async (_name, path) => {
    for (const status of [401, 403]) {
      answerWith(() => ({ status, body: { success: false, statusCode: status, message: 'Invalid login details' } }));
      await expect(apiClient.request({ url: path, method: 'GET' })).rejects.toBeTruthy();
    }
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('stored.jwt.token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('the exception is by path, not by prefix: a query string still counts, other auth paths do not', async () => {
    answerWith(() => ({ status: 401 }));
    await expect(apiClient.get(`${API.cartDetail}?skip_cache=1`)).rejects.toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(apiClient.post(API.logout)).rejects.toBeTruthy();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('other failures keep the session', async () => {
    answerWith(() => ({ status: 500, body: { success: false, statusCode: 500, message: 'Internal Server Error' } }));
    await expect(apiClient.get(API.profile)).rejects.toBeTruthy();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('stored.jwt.token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('error messages from the envelope', () => {
  it('reads message and per-field errors, and falls back to the §8 generic text', async () => {
    answerWith((config) =>
      pathOf(config) === API.candidateRegister
        ? { status: 409, body: { success: false, statusCode: 409, error: 'Conflict', message: 'Email already registered', errors: { email: 'Email already registered' } } }
        : { status: 502, body: '<html>bad gateway</html>' },
    );
    const conflict = await apiClient.post(API.candidateRegister, {}).catch((error: unknown) => error);
    expect(apiErrorMessage(conflict)).toBe('Email already registered');
    expect(apiFieldErrors(conflict)).toEqual({ email: 'Email already registered' });

    const outage = await apiClient.get(API.headerData).catch((error: unknown) => error);
    expect(apiErrorMessage(outage)).toBe('Some error occured, pls try again');
    expect(apiFieldErrors(outage)).toBeUndefined();
    expect(apiErrorMessage(new Error('network down'))).toBe('Some error occured, pls try again');
  });
});
