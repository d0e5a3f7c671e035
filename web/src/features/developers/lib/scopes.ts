import { API_SCOPES, WEBHOOK_EVENTS, type ApiScope } from '@fj/shared';

/** Scopes grouped as the form shows them: what a key may read, and what it may change. */
export const SCOPE_GROUPS: { code: 'read' | 'write'; scopes: ApiScope[] }[] = [
  { code: 'read', scopes: API_SCOPES.filter((scope) => scope.endsWith(':read')) },
  { code: 'write', scopes: API_SCOPES.filter((scope) => !scope.endsWith(':read')) },
];

/** i18n keys cannot hold ':' or '.' (they are separators): `jobs:read` → `jobs_read`, `job.published` → `job_published`. */
export const i18nCode = (name: string): string => name.replace(/[:.-]/g, '_');

export { WEBHOOK_EVENTS };
