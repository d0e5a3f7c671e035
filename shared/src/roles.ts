/** §6 roles. `ROLES.employer === 'employer'`; `ROLE_NAMES` lists them all. */
export const ROLES = {
  visitor: 'visitor',
  candidate: 'candidate',
  cs_candidate: 'cs_candidate',
  subscriber: 'subscriber',
  employer: 'employer',
  team_manager: 'team_manager',
  team_member: 'team_member',
  administrator: 'administrator',
  datascout: 'datascout',
  content_editor: 'content_editor',
  contract_adviser: 'contract_adviser',
  coach: 'coach',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES = Object.values(ROLES) as readonly Role[];

/**
 * §6 menu permissions, plus `manage_players` (designed: the datascout "manages players", and player editing
 * needs a permission that candidates and employers lack) and `manage_content` (posts, pages, adverts, newsletter:
 * administrators and content editors; docs/content.md) and `advise_contracts` (the contract advice queue: contract
 * advisers only, not administrators, because members' contracts are confidential; docs/contract-advice.md).
 */
export const PERMISSIONS = {
  view_team_members: 'view_team_members',
  view_dashboard: 'view_dashboard',
  view_cv_database: 'view_cv_database',
  create_all_job: 'create_all_job',
  view_all_jobs: 'view_all_jobs',
  view_jobs: 'view_jobs',
  manage_jobs: 'manage_jobs',
  manage_users: 'manage_users',
  manage_players: 'manage_players',
  manage_content: 'manage_content',
  advise_contracts: 'advise_contracts',
  author_courses: 'author_courses',
  // Issue 25 (docs/reports.md): the abuse-report queue and its actions (hide, restore, suspend the owner, dismiss).
  handle_reports: 'handle_reports',
  // Issue 25 (docs/safeguarding.md): the candidates' background checks and their certificates (verify or reject).
  verify_background_checks: 'verify_background_checks',
  // Issue 25 (docs/moderation.md): the job moderation queue (approve, reject) and its word list.
  moderate_jobs: 'moderate_jobs',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const PERMISSION_NAMES = Object.values(PERMISSIONS) as readonly Permission[];

const EMPLOYER_PERMISSIONS: readonly Permission[] = [
  'view_dashboard',
  'view_team_members',
  'view_cv_database',
  'view_jobs',
  'manage_jobs',
];

/** Which permissions each role grants. A user's permissions are the union over their roles. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  visitor: [],
  candidate: [],
  cs_candidate: [],
  subscriber: [],
  employer: EMPLOYER_PERMISSIONS,
  team_manager: EMPLOYER_PERMISSIONS,
  team_member: ['view_jobs', 'manage_jobs'],
  // Every permission but the contract advice queue: an administrator who advises holds contract_adviser as well.
  administrator: PERMISSION_NAMES.filter((permission) => permission !== 'advise_contracts'),
  datascout: ['view_all_jobs', 'create_all_job', 'view_jobs', 'manage_players', 'moderate_jobs'],
  // Designed (issue 14 item 8): writes the blog and the other content; nothing else in the admin area.
  content_editor: ['manage_content'],
  // Designed (issue 22 item 5): answers members' contract questions; nothing else in the admin area.
  contract_adviser: ['advise_contracts'],
  // Designed (issue 23, docs/coaching.md): authors and runs their own courses; administrators run all of them.
  coach: ['author_courses'],
};

export const EMPLOYER_ROLES: readonly Role[] = ['employer', 'team_manager', 'team_member'];
export const CANDIDATE_ROLES: readonly Role[] = ['candidate', 'cs_candidate', 'subscriber'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSION_NAMES as readonly string[]).includes(value);
}

/** Unknown role names (e.g. from an old token) grant nothing. */
export function permissionsFor(roles: readonly string[]): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) {
    if (isRole(role)) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  }
  return PERMISSION_NAMES.filter((permission) => granted.has(permission));
}

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return permissionsFor(roles).includes(permission);
}

function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return roles.some((role) => (wanted as readonly string[]).includes(role));
}

export function isEmployerRole(roles: readonly string[]): boolean {
  return hasAnyRole(roles, EMPLOYER_ROLES);
}

export function isCandidateRole(roles: readonly string[]): boolean {
  return hasAnyRole(roles, CANDIDATE_ROLES);
}

export function isAdministrator(roles: readonly string[]): boolean {
  return roles.includes('administrator');
}

/** The roles whose holders may be named as a post's author (docs/content.md). */
export const AUTHOR_ROLES: readonly Role[] = ['administrator', 'content_editor'];

/** Holds the content tools and no other admin-menu permission (a content editor): the admin area shows only Content. */
export function isContentOnly(roles: readonly string[]): boolean {
  const granted = permissionsFor(roles);
  return granted.length === 1 && granted[0] === 'manage_content';
}

/** The single-tool staff permissions: whoever holds only these sees only those tools in the admin area. */
const TOOL_ONLY_PERMISSIONS: readonly Permission[] = ['manage_content', 'advise_contracts', 'author_courses'];

/**
 * Holds nothing in the admin area but single tools (a content editor, a contract adviser, or both): the admin menu
 * leaves out the staff-wide entries (coaching, player search) that name no permission.
 */
export function isToolOnlyStaff(roles: readonly string[]): boolean {
  const granted = permissionsFor(roles);
  return granted.length > 0 && granted.every((permission) => TOOL_ONLY_PERMISSIONS.includes(permission));
}

export const isCoach = (roles: readonly string[]): boolean => roles.includes('coach');

export const isContractAdviser = (roles: readonly string[]): boolean => roles.includes('contract_adviser');

/** Pages a saved redirect must never point at: they would bring a freshly logged-in user back to a login form. */
const AUTH_PAGE_PREFIXES = ['/signin', '/login', '/signup', '/signup-new', '/register-test', '/my-account/'];

/**
 * A saved redirect is honoured only when it is a path on this site: starts with a single '/', no '//' or '/\'
 * (browsers treat both as another host), no scheme, no control characters, and not a login page.
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  if (target.includes('\\')) return false;
  if ([...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  const path = target.split(/[?#]/)[0].toLowerCase();
  return !AUTH_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/**
 * §6 password-login redirect. A safe saved redirect wins. When a user holds several roles the strongest
 * area wins: administrator, then datascout, then employer-type, then candidate-type (a single-role user,
 * the normal case, gets exactly the §6 table).
 */
export function loginRedirectFor(roles: readonly string[], savedRedirect?: string | null): string {
  if (isSafeRedirect(savedRedirect)) return savedRedirect;
  if (isAdministrator(roles)) return '/admin/dashboard';
  const staffHome = staffHomeFor(roles);
  if (staffHome) return staffHome;
  if (isEmployerRole(roles)) return '/employer/dashboard';
  if (isCandidateRole(roles)) return '/candidate/dashboard';
  return '/';
}

/**
 * §6 social-login redirect: candidate or cs_candidate → candidate dashboard; employer-type → employer dashboard;
 * administrator → /employer/jobs/active; content editor (designed) → the content tools; anyone else (subscriber, datascout, no role) → admin player search.
 * Administrator is checked first, as everywhere else.
 */
export function socialLoginRedirectFor(roles: readonly string[]): string {
  if (isAdministrator(roles)) return '/employer/jobs/active';
  if (roles.includes('content_editor')) return '/admin/content/posts';
  if (roles.includes('contract_adviser')) return '/admin/contract-advice';
  if (roles.includes('coach')) return '/admin/coaching/';
  if (isEmployerRole(roles)) return '/employer/dashboard';
  if (roles.includes('candidate') || roles.includes('cs_candidate')) return '/candidate/dashboard';
  return '/admin/search-players';
}

export type DashboardKind = 'admin' | 'employer' | 'candidate';

/**
 * Designed (issue 19): the roles whose home is an admin-area page rather than one of §2's three dashboards — a data
 * scout's job list, a content editor's posts (§6 login table), a contract adviser's queue (issue 22). Their Dashboard link leads there: the candidate
 * dashboard §2 would give them answers 403 to every call. Undefined for everyone else (administrator first, as in
 * `loginRedirectFor`).
 */
export function staffHomeFor(roles: readonly string[]): string | undefined {
  if (isAdministrator(roles)) return undefined;
  if (roles.includes('datascout')) return '/admin/job/list-all';
  if (roles.includes('content_editor')) return '/admin/content/posts';
  if (roles.includes('contract_adviser')) return '/admin/contract-advice';
  if (roles.includes('coach')) return '/admin/coaching/';
  return undefined;
}

/** The candidate dashboard is this user's home: §2's "anyone else", less the data scouts and content editors. */
export function hasCandidateHome(roles: readonly string[]): boolean {
  return dashboardFor(roles) === 'candidate' && !staffHomeFor(roles);
}

/** §2 dashboard entry: administrator first, then employer/team roles, anyone else gets the candidate dashboard. */
export function dashboardFor(roles: readonly string[]): DashboardKind {
  if (isAdministrator(roles)) return 'admin';
  if (isEmployerRole(roles)) return 'employer';
  return 'candidate';
}
