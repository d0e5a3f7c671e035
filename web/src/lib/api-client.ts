import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { API, ROUTES } from '@fj/shared';
import { clearStoredSession, readStoredToken } from './session-storage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Adds `skip_cache=1` so the API bypasses its short-lived read cache (§7). */
    skipCache?: boolean;
    /** Internal: a failed call that must not end the session (e.g. logout of an already revoked token). */
    skipAuthRedirect?: boolean;
  }
}

/** Calls whose 401 answer must NOT end the session (§4): the login itself and the basket count. */
export const UNAUTHORIZED_EXEMPT_PATHS: readonly string[] = [API.authToken, API.cartDetail];

export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return `${window.location.protocol}//${window.location.hostname}:4000`;
}

type UnauthorizedHandler = () => void;

function defaultUnauthorizedHandler(): void {
  if (!window.location.pathname.startsWith(ROUTES.signin)) window.location.assign(ROUTES.signin);
}

let onUnauthorized: UnauthorizedHandler = defaultUnauthorizedHandler;

/** The session provider installs a router-aware handler; returns a function restoring the default. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = defaultUnauthorizedHandler;
  };
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  const withoutOrigin = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return withoutOrigin.split(/[?#]/)[0];
}

export function isUnauthorizedExempt(url: string | undefined): boolean {
  const path = pathOf(url);
  return UNAUTHORIZED_EXEMPT_PATHS.some((exempt) => path === exempt || path === exempt.replace(/\/$/, ''));
}

export const apiClient = axios.create({
  baseURL: typeof window === 'undefined' ? undefined : apiBaseUrl(),
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = readStoredToken();
  const headers = AxiosHeaders.from(config.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The API writes its own messages (and a new account's emails) in the page's language.
  if (i18next.resolvedLanguage) headers.set('Accept-Language', i18next.resolvedLanguage);
  config.headers = headers;
  if (config.skipCache) config.params = { ...(config.params ?? {}), skip_cache: 1 };
  return config;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: AxiosError) => {
    const status = error.response?.status;
    const config = error.config;
    // Only 401 (no, expired or revoked token) ends the session. A 403 says "not for you" to a valid session: the
    // caller shows it; signing the user out for it lost a data scout's session on a shared link (issue 19).
    if (
      status === 401 &&
      !config?.skipAuthRedirect &&
      !isUnauthorizedExempt(config?.url)
    ) {
      clearStoredSession();
      onUnauthorized();
    }
    return Promise.reject(error);
  },
);
