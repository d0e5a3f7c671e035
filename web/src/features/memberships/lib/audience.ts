import { isEmployerRole, type PlanAudience } from '@fj/shared';

/** Whose plans a screen shows: the area in the path decides (`/employer/…`, `/candidate/…`), else the account's roles. */
export function audienceFor(pathname: string, roles: readonly string[]): PlanAudience {
  if (/^\/employer(\/|$)/.test(pathname)) return 'employer';
  if (/^\/candidate(\/|$)/.test(pathname)) return 'candidate';
  return isEmployerRole(roles) ? 'employer' : 'candidate';
}
