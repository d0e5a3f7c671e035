import { hasCandidateHome, isAdministrator, isEmployerRole, permissionsFor } from '@fj/shared';

export type AreaKind = 'admin' | 'employer' | 'candidate';

/**
 * Who may open an area's pages in the SPA (the API enforces the same on every call; this only avoids showing a
 * screen that would fail). Admin: anyone holding an admin-menu permission without being an employer-type user
 * (administrator, datascout). Employer: employer-type roles and administrators (the social-login redirect sends
 * administrators to /employer/jobs/active). Candidate: anyone whose dashboard is the candidate one, except the data
 * scouts and content editors whose home is in the admin area (their calls there would only be refused).
 */
export function canEnterArea(area: AreaKind, roles: readonly string[]): boolean {
  switch (area) {
    case 'admin':
      return isAdministrator(roles) || (!isEmployerRole(roles) && permissionsFor(roles).length > 0);
    case 'employer':
      return isEmployerRole(roles) || isAdministrator(roles);
    case 'candidate':
      return hasCandidateHome(roles);
  }
}
