import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import { saveRedirect } from '../../../lib/session-storage';
import { useSession } from '../../session/session-context';
import { isTokenUnexpired } from '../../session/token';

/**
 * §2/§4: without a stored, unexpired token the visitor goes to /signin/. The page they wanted is saved as the
 * session-storage redirect, so logging in brings them back.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!isTokenUnexpired(session.claims)) {
    if (session.isLoggingOut) return null;
    saveRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={ROUTES.signin} replace />;
  }
  return children;
}
