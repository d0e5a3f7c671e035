import { DISPLAY_NAME_STORAGE_KEY, REDIRECT_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@fj/shared';

/** The one place that touches the browser storage keys of the session (docs/conventions.md, "Web decisions"). */

function safeLocal(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe): behave as logged out
  }
}

function safeSession(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return safeLocal()?.getItem(TOKEN_STORAGE_KEY) || null;
}

export function readStoredDisplayName(): string | null {
  return safeLocal()?.getItem(DISPLAY_NAME_STORAGE_KEY) || null;
}

export function storeSession(token: string, displayName: string): void {
  const storage = safeLocal();
  storage?.setItem(TOKEN_STORAGE_KEY, token);
  storage?.setItem(DISPLAY_NAME_STORAGE_KEY, displayName);
}

export function clearStoredSession(): void {
  const storage = safeLocal();
  storage?.removeItem(TOKEN_STORAGE_KEY);
  storage?.removeItem(DISPLAY_NAME_STORAGE_KEY);
}

export function readSavedRedirect(): string | null {
  return safeSession()?.getItem(REDIRECT_STORAGE_KEY) || null;
}

export function saveRedirect(path: string): void {
  safeSession()?.setItem(REDIRECT_STORAGE_KEY, path);
}

export function clearSavedRedirect(): void {
  safeSession()?.removeItem(REDIRECT_STORAGE_KEY);
}
