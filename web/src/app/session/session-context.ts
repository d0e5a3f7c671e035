import { createContext, useContext } from 'react';
import type { Role, TokenClaims } from '@fj/shared';

export interface Session {
  token: string | null;
  claims: TokenClaims | null;
  displayName: string | null;
  roles: readonly Role[];
  /** Token present, decodable and not expired when the session last changed (guards re-check expiry). */
  isLoggedIn: boolean;
  /** True from a logout until home is shown: guards then wait instead of sending the visitor to /signin/. */
  isLoggingOut: boolean;
  /** Stores and decodes a fresh token; the display name falls back to the token's claim. */
  login: (token: string, displayName?: string) => TokenClaims | null;
  /** Clears token and display name and goes home (§4). */
  logout: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
