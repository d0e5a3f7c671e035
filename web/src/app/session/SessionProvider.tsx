import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { API, DISPLAY_NAME_STORAGE_KEY, ROUTES, TOKEN_STORAGE_KEY } from '@fj/shared';
import { apiClient, setUnauthorizedHandler } from '../../lib/api-client';
import {
  clearStoredSession,
  readStoredDisplayName,
  readStoredToken,
  storeSession,
} from '../../lib/session-storage';
import { SessionContext, type Session } from './session-context';
import { decodeSessionToken, isTokenUnexpired } from './token';

interface StoredSession {
  token: string | null;
  displayName: string | null;
}

function readStored(): StoredSession {
  return { token: readStoredToken(), displayName: readStoredDisplayName() };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [logoutPending, setLogoutPending] = useState(false);
  const queryClient = useQueryClient();
  // Read synchronously so guards decide on the first render (no flash of a protected page).
  const [stored, setStored] = useState<StoredSession>(readStored);

  const endSession = useCallback(() => {
    clearStoredSession();
    setStored({ token: null, displayName: null });
    queryClient.clear();
  }, [queryClient]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        endSession();
        navigate(ROUTES.signin, { replace: true });
      }),
    [endSession, navigate],
  );

  // Another tab logging in or out changes the same storage.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === DISPLAY_NAME_STORAGE_KEY) {
        setStored(readStored());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((token: string, displayName?: string) => {
    const claims = decodeSessionToken(token);
    const name = displayName || claims?.displayName || '';
    storeSession(token, name);
    setStored({ token, displayName: name });
    return claims;
  }, []);

  const logout = useCallback(() => {
    if (stored.token) {
      // Revokes every token of this user on the server; the local session ends whatever the answer.
      // The token is passed explicitly: request interceptors run after this handler has cleared the storage.
      apiClient
        .post(API.logout, {}, { skipAuthRedirect: true, headers: { Authorization: `Bearer ${stored.token}` } })
        .catch(() => undefined);
    }
    // The area guard must not bounce the old page to /signin/ while the navigation home is under way.
    setLogoutPending(true);
    endSession();
    navigate(ROUTES.home);
  }, [endSession, navigate, stored.token]);

  useEffect(() => {
    if (logoutPending && location.pathname === ROUTES.home) setLogoutPending(false);
  }, [logoutPending, location.pathname]);

  const session = useMemo<Session>(() => {
    const claims = decodeSessionToken(stored.token);
    const isLoggedIn = isTokenUnexpired(claims);
    return {
      token: stored.token,
      claims,
      displayName: stored.displayName || claims?.displayName || null,
      roles: isLoggedIn ? claims.roles : [],
      isLoggedIn,
      isLoggingOut: logoutPending,
      login,
      logout,
    };
  }, [stored, logoutPending, login, logout]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
