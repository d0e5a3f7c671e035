import { API_SCOPES, WEBHOOK_EVENTS, type ApiScope } from '@fj/shared';

/** Scopes grouped as the form shows them: what a key may read, and what it may change. */
export type DeveloperArea = 'employer' | 'candidate';

/** Jobs and the CV database are the organisation's: a candidate's key could only be refused them. */
const EMPLOYER_ONLY: readonly ApiScope[] = ['jobs:read', 'jobs:write', 'cv-database:read'];

export function scopeGroups(area: DeveloperArea): { code: 'read' | 'write'; scopes: ApiScope[] }[] {
  const offered = API_SCOPES.filter((scope) => area === 'employer' || !EMPLOYER_ONLY.includes(scope));
  return [
    { code: 'read', scopes: offered.filter((scope) => scope.endsWith(':read')) },
    { code: 'write', scopes: offered.filter((scope) => !scope.endsWith(':read')) },
  ];
}

/** i18n keys cannot hold ':' or '.' (they are separators): `jobs:read` → `jobs_read`, `job.published` → `job_published`. */
export const i18nCode = (name: string): string => name.replace(/[:.-]/g, '_');

export { WEBHOOK_EVENTS };
