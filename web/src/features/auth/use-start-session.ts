import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginResponse } from '@fj/shared';
import { useSession } from '../../app/session/session-context';
import { rememberLocale } from '../../lib/remember-locale';

/** Stores the token of a login/registration answer, saves the page's language on the account, and moves on to `destination(roles)`. */
export function useStartSession() {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    (answer: LoginResponse, destination: (roles: readonly string[]) => string) => {
      const claims = session.login(answer.token, answer.user?.displayName || answer.user?.display_name);
      // The account's emails follow the language this person uses the site in.
      void rememberLocale();
      const roles = answer.roles?.length ? answer.roles : (claims?.roles ?? []);
      navigate(destination(roles), { replace: true });
    },
    [navigate, session],
  );
}
