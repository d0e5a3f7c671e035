import {
  ROUTES,
  adminContentHref,
  adminJobsHref,
  employerJobsHref,
  hasPermission,
  isToolOnlyStaff,
  profileHref,
  type Permission,
} from '@fj/shared';

export interface SidebarLink {
  kind: 'link';
  labelKey: string;
  to: string;
  permission?: Permission;
  /** Hidden from a content editor or contract adviser (their tools only), though it names no permission. */
  staffOnly?: boolean;
  /** Shows the signed-in person's unread messages beside the label. */
  unreadBadge?: boolean;
}

export interface SidebarGroup {
  kind: 'group';
  labelKey: string;
  permission?: Permission;
  items: SidebarLink[];
}

export interface SidebarLogout {
  kind: 'logout';
  labelKey: string;
}

export type SidebarEntry = SidebarLink | SidebarGroup | SidebarLogout;

const logout: SidebarLogout = { kind: 'logout', labelKey: 'common.logout' };

/** §2 employer sidebar. `profileSlug` is the token's `profile` claim (View My Profile). */
export function employerSidebar(profileSlug: string | undefined): SidebarEntry[] {
  const entries: SidebarEntry[] = [
    { kind: 'link', labelKey: 'sidebar.dashboard', to: ROUTES.employerDashboard },
    { kind: 'link', labelKey: 'messages.sidebar', to: ROUTES.employerMessages, unreadBadge: true },
    // The Employability Hub's catalogue (issue 23): courses for the club's staff too.
    { kind: 'link', labelKey: 'sidebar.coaching', to: ROUTES.coaching },
    // Gated like the API (a team member's CV database call answers 403).
    { kind: 'link', labelKey: 'sidebar.cvDatabase', to: ROUTES.employerCvDatabase, permission: 'view_cv_database' },
    { kind: 'link', labelKey: 'sidebar.hotList', to: ROUTES.employerHotList },
    { kind: 'link', labelKey: 'sidebar.editProfile', to: ROUTES.employerEditProfile },
    {
      kind: 'group',
      labelKey: 'sidebar.teamMembers',
      permission: 'view_team_members',
      items: [
        { kind: 'link', labelKey: 'sidebar.addTeam', to: ROUTES.employerAddTeam },
        { kind: 'link', labelKey: 'sidebar.teamMembersList', to: ROUTES.employerTeamMembers },
      ],
    },
    {
      kind: 'group',
      labelKey: 'sidebar.myJobs',
      items: [
        { kind: 'link', labelKey: 'sidebar.liveJobs', to: employerJobsHref('active') },
        { kind: 'link', labelKey: 'sidebar.closedJobs', to: employerJobsHref('in-active') },
      ],
    },
    { kind: 'link', labelKey: 'sidebar.submitJob', to: ROUTES.employerSubmitJob },
    {
      kind: 'group',
      labelKey: 'sidebar.emailTemplates',
      items: [
        { kind: 'link', labelKey: 'sidebar.addTemplate', to: ROUTES.employerAddTemplate },
        { kind: 'link', labelKey: 'sidebar.emailTemplatesList', to: ROUTES.employerEmailTemplates },
      ],
    },
  ];
  if (profileSlug) entries.push({ kind: 'link', labelKey: 'sidebar.viewMyProfile', to: profileHref(profileSlug) });
  entries.push(
    { kind: 'link', labelKey: 'sidebar.changeAccount', to: ROUTES.employerUpgrade },
    { kind: 'link', labelKey: 'sidebar.subscriptions', to: ROUTES.employerSubscriptions },
    { kind: 'link', labelKey: 'sidebar.payments', to: ROUTES.employerPayments },
    // Designed (issue 24): API keys and webhooks; a key acts within its owner's own permissions.
    { kind: 'link', labelKey: 'sidebar.developers', to: ROUTES.employerDevelopers },
    logout,
  );
  return entries;
}

/** §2 admin sidebar: each item gated by its permission (player search names none). */
export function adminSidebar(): SidebarEntry[] {
  return [
    { kind: 'link', labelKey: 'sidebar.dashboard', to: ROUTES.adminDashboard, permission: 'view_dashboard' },
    // Designed (issue 23): course authoring for coaches (their own courses) and administrators (all).
    { kind: 'link', labelKey: 'sidebar.coaching', to: ROUTES.adminCoaching, permission: 'author_courses' },
    { kind: 'link', labelKey: 'sidebar.cvDatabase', to: ROUTES.adminCvDatabase, permission: 'view_cv_database' },
    { kind: 'link', labelKey: 'sidebar.postAllJob', to: ROUTES.adminPostAllJob, permission: 'create_all_job' },
    {
      kind: 'group',
      labelKey: 'sidebar.jobs',
      items: [
        { kind: 'link', labelKey: 'sidebar.listAllJobs', to: ROUTES.adminListAllJobs, permission: 'view_all_jobs' },
        { kind: 'link', labelKey: 'sidebar.myJobsActive', to: adminJobsHref('active'), permission: 'view_jobs' },
        { kind: 'link', labelKey: 'sidebar.closedJobs', to: adminJobsHref('in-active'), permission: 'view_jobs' },
      ],
    },
    { kind: 'link', labelKey: 'sidebar.searchPlayers', to: ROUTES.adminSearchPlayers, staffOnly: true },
    { kind: 'link', labelKey: 'sidebar.jobsApplied', to: ROUTES.adminJobsApplied, permission: 'manage_jobs' },
    // Designed (issue 25, docs/moderation.md): the job moderation queue, the reports queue, background checks.
    { kind: 'link', labelKey: 'sidebar.moderation', to: ROUTES.adminModeration, permission: 'moderate_jobs' },
    { kind: 'link', labelKey: 'sidebar.reports', to: ROUTES.adminReports, permission: 'handle_reports' },
    { kind: 'link', labelKey: 'sidebar.backgroundChecks', to: ROUTES.adminBackgroundChecks, permission: 'verify_background_checks' },
    { kind: 'link', labelKey: 'sidebar.users', to: ROUTES.adminUsers, permission: 'manage_users' },
    // Designed (docs/admin.md): administrator-only screens; manage_users is the administrators' own permission.
    { kind: 'link', labelKey: 'sidebar.transactions', to: ROUTES.adminTransactions, permission: 'manage_users' },
    { kind: 'link', labelKey: 'sidebar.employers', to: ROUTES.adminEmployers, permission: 'manage_users' },
    { kind: 'link', labelKey: 'sidebar.auditLog', to: ROUTES.adminAuditLog, permission: 'manage_users' },
    // Designed (issue 22): administrators' partner resources and the WhatsApp community link.
    { kind: 'link', labelKey: 'sidebar.partnerDownloads', to: ROUTES.adminPartnerDownloads, permission: 'manage_users' },
    { kind: 'link', labelKey: 'sidebar.community', to: ROUTES.adminCommunity, permission: 'manage_users' },
    // Designed (docs/content.md): posts, pages, testimonials, adverts, newsletter and contact messages.
    { kind: 'link', labelKey: 'sidebar.content', to: adminContentHref('posts'), permission: 'manage_content' },
    // Designed (docs/contract-advice.md): contract advisers only (administrators hold every other permission, not this one).
    { kind: 'link', labelKey: 'sidebar.contractAdvice', to: ROUTES.adminContractAdvice, permission: 'advise_contracts' },
    logout,
  ];
}

/** §2 candidate sidebar: dashboard, profile, jobs, alerts, memberships, the Employability Hub, logout. */
export function candidateSidebar(): SidebarEntry[] {
  return [
    { kind: 'link', labelKey: 'sidebar.dashboard', to: ROUTES.candidateDashboard },
    {
      kind: 'group',
      labelKey: 'sidebar.profile',
      items: [
        { kind: 'link', labelKey: 'sidebar.viewProfile', to: ROUTES.candidateViewProfile },
        { kind: 'link', labelKey: 'sidebar.editProfile', to: ROUTES.candidateEditProfile },
        { kind: 'link', labelKey: 'sidebar.resumes', to: ROUTES.candidateResumes },
        { kind: 'link', labelKey: 'sidebar.shareProfile', to: ROUTES.candidateShareProfile },
      ],
    },
    { kind: 'link', labelKey: 'sidebar.appliedJobs', to: ROUTES.candidateJobsApplied },
    { kind: 'link', labelKey: 'sidebar.savedJobs', to: ROUTES.candidateSavedJobs },
    { kind: 'link', labelKey: 'sidebar.hotList', to: ROUTES.candidateHotList },
    { kind: 'link', labelKey: 'interviews.sidebar.interviews', to: ROUTES.candidateInterviews },
    // Designed (issue 22): every candidate sees them; a lower tier finds what they are and the way to them.
    { kind: 'link', labelKey: 'sidebar.partnerDownloads', to: ROUTES.candidatePartnerDownloads },
    { kind: 'link', labelKey: 'sidebar.community', to: ROUTES.candidateCommunity },
    { kind: 'link', labelKey: 'sidebar.contractAdvice', to: ROUTES.candidateContractAdvice },
    // Designed (issue 25, docs/safeguarding.md): DBS and equivalent checks that youth-academy jobs ask for.
    { kind: 'link', labelKey: 'sidebar.backgroundChecks', to: ROUTES.candidateBackgroundChecks },
    { kind: 'link', labelKey: 'messages.sidebar', to: ROUTES.candidateMessages, unreadBadge: true },
    { kind: 'link', labelKey: 'sidebar.jobAlerts', to: ROUTES.candidateJobAlerts },
    {
      kind: 'group',
      labelKey: 'sidebar.memberships',
      items: [
        { kind: 'link', labelKey: 'sidebar.upgradeAccount', to: ROUTES.candidateUpgrade },
        { kind: 'link', labelKey: 'sidebar.subscriptions', to: ROUTES.candidateSubscriptions },
        { kind: 'link', labelKey: 'sidebar.payments', to: ROUTES.candidatePayments },
      ],
    },
    {
      kind: 'group',
      labelKey: 'sidebar.employabilityHub',
      items: [
        { kind: 'link', labelKey: 'sidebar.enrollments', to: ROUTES.coachingEnrollments },
        { kind: 'link', labelKey: 'sidebar.messages', to: ROUTES.coachingMessages },
      ],
    },
    { kind: 'link', labelKey: 'sidebar.developers', to: ROUTES.candidateDevelopers },
    logout,
  ];
}

/** Drops what the roles may not see; a group with nothing left disappears. */
export function visibleSidebar(entries: readonly SidebarEntry[], roles: readonly string[]): SidebarEntry[] {
  const allowed = (permission?: Permission) => !permission || hasPermission(roles, permission);
  // A content editor or contract adviser sees their tools only (isToolOnlyStaff), not the staff-wide entries.
  const contentOnly = isToolOnlyStaff(roles);
  const result: SidebarEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'logout') result.push(entry);
    else if (entry.kind === 'link') {
      if (allowed(entry.permission) && !(contentOnly && entry.staffOnly)) result.push(entry);
    } else if (allowed(entry.permission)) {
      const items = entry.items.filter((item) => allowed(item.permission));
      if (items.length) result.push({ ...entry, items });
    }
  }
  return result;
}
