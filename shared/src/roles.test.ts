import { describe, expect, it } from 'vitest';
import {
  AUTHOR_ROLES,
  PERMISSION_NAMES,
  ROLE_NAMES,
  dashboardFor,
  hasPermission,
  isContentOnly,
  isToolOnlyStaff,
  isEmployerRole,
  isSafeRedirect,
  loginRedirectFor,
  permissionsFor,
  socialLoginRedirectFor,
  hasCandidateHome,
  staffHomeFor,
} from './roles';

describe('roles and permissions', () => {
  it('lists the nine §6 roles and the designed content editor, contract adviser and coach', () => {
    expect([...ROLE_NAMES].sort()).toEqual(
      ['administrator', 'candidate', 'coach', 'content_editor', 'contract_adviser', 'cs_candidate', 'datascout', 'employer', 'subscriber', 'team_manager', 'team_member', 'visitor'],
    );
  });

  it('contains the eight §6 menu permissions', () => {
    for (const name of ['view_team_members', 'view_dashboard', 'view_cv_database', 'create_all_job', 'view_all_jobs', 'view_jobs', 'manage_jobs', 'manage_users']) {
      expect(PERMISSION_NAMES).toContain(name);
    }
  });

  it('gives the administrator every permission but the contract advice queue (members\' contracts are confidential)', () => {
    expect(permissionsFor(['administrator'])).toEqual(PERMISSION_NAMES.filter((name) => name !== 'advise_contracts'));
    expect(permissionsFor(['administrator', 'contract_adviser'])).toEqual([...PERMISSION_NAMES]);
  });

  it('gives a contract adviser the queue only, and sends them to it', () => {
    expect(permissionsFor(['contract_adviser'])).toEqual(['advise_contracts']);
    expect(isToolOnlyStaff(['contract_adviser'])).toBe(true);
    expect(isToolOnlyStaff(['contract_adviser', 'content_editor'])).toBe(true);
    expect(isToolOnlyStaff(['contract_adviser', 'datascout'])).toBe(false);
    expect(loginRedirectFor(['contract_adviser'])).toBe('/admin/contract-advice');
    expect(staffHomeFor(['contract_adviser'])).toBe('/admin/contract-advice');
    expect(hasCandidateHome(['contract_adviser'])).toBe(false);
  });

  it('lets employers and team managers see team members, but not team members', () => {
    expect(hasPermission(['employer'], 'view_team_members')).toBe(true);
    expect(hasPermission(['team_manager'], 'view_team_members')).toBe(true);
    expect(hasPermission(['team_member'], 'view_team_members')).toBe(false);
    expect(permissionsFor(['team_member'])).toEqual(['view_jobs', 'manage_jobs']);
  });

  it('gives employers the employer menu but not admin powers', () => {
    const granted = permissionsFor(['employer']);
    expect(granted).toEqual(expect.arrayContaining(['view_dashboard', 'view_cv_database', 'view_jobs', 'manage_jobs']));
    expect(granted).not.toContain('manage_users');
    expect(granted).not.toContain('view_all_jobs');
  });

  it('lets the datascout manage players and jobs only', () => {
    expect(permissionsFor(['datascout']).sort()).toEqual(['create_all_job', 'manage_players', 'moderate_jobs', 'view_all_jobs', 'view_jobs']);
    expect(hasPermission(['datascout'], 'manage_users')).toBe(false);
  });

  it('lets the content editor manage content and nothing admin-wide', () => {
    expect(permissionsFor(['content_editor'])).toEqual(['manage_content']);
    expect(isContentOnly(['content_editor'])).toBe(true);
    expect(isContentOnly(['content_editor', 'datascout'])).toBe(false);
    expect(isContentOnly(['administrator'])).toBe(false);
    expect(AUTHOR_ROLES).toEqual(['administrator', 'content_editor']);
  });

  it('grants candidates, subscribers, visitors and unknown roles nothing', () => {
    for (const role of ['candidate', 'cs_candidate', 'subscriber', 'visitor', 'superuser', '']) {
      expect(permissionsFor([role])).toEqual([]);
    }
  });

  it('unions permissions over several roles without duplicates', () => {
    const granted = permissionsFor(['team_member', 'datascout']);
    expect(new Set(granted).size).toBe(granted.length);
    expect(granted).toEqual(expect.arrayContaining(['manage_jobs', 'manage_players']));
  });

  it('recognises the employer-type roles', () => {
    expect(isEmployerRole(['team_member'])).toBe(true);
    expect(isEmployerRole(['candidate'])).toBe(false);
  });
});

describe('login redirect (§6)', () => {
  it.each([
    ['candidate', '/candidate/dashboard'],
    ['cs_candidate', '/candidate/dashboard'],
    ['subscriber', '/candidate/dashboard'],
    ['employer', '/employer/dashboard'],
    ['team_manager', '/employer/dashboard'],
    ['team_member', '/employer/dashboard'],
    ['administrator', '/admin/dashboard'],
    ['datascout', '/admin/job/list-all'],
    ['content_editor', '/admin/content/posts'],
    ['coach', '/admin/coaching/'],
    ['visitor', '/'],
  ])('%s goes to %s', (role, target) => {
    expect(loginRedirectFor([role])).toBe(target);
  });

  it('sends a user with no roles home', () => {
    expect(loginRedirectFor([])).toBe('/');
  });

  it('prefers the administrator area when a user holds several roles', () => {
    expect(loginRedirectFor(['candidate', 'administrator'])).toBe('/admin/dashboard');
    expect(loginRedirectFor(['candidate', 'employer'])).toBe('/employer/dashboard');
  });

  it('uses a saved same-site redirect first', () => {
    expect(loginRedirectFor(['candidate'], '/job/head-coach?ref=alert')).toBe('/job/head-coach?ref=alert');
    expect(loginRedirectFor(['administrator'], '/employer/jobs/active')).toBe('/employer/jobs/active');
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/%09/evil'.replace('%09', '\t')],
    ['javascript:alert(1)'],
    ['relative/path'],
    [''],
    ['/signin/'],
    ['/login?x=1'],
    ['/my-account/lost-password/'],
  ])('ignores an unsafe or pointless saved redirect %j', (saved) => {
    expect(isSafeRedirect(saved)).toBe(false);
    expect(loginRedirectFor(['employer'], saved)).toBe('/employer/dashboard');
  });

  it('ignores a null saved redirect', () => {
    expect(loginRedirectFor(['candidate'], null)).toBe('/candidate/dashboard');
  });

  it('does not mistake pages that merely start like login pages for them', () => {
    expect(isSafeRedirect('/signing-bonus-jobs')).toBe(true);
  });
});

describe('social login redirect (§6)', () => {
  it.each([
    ['candidate', '/candidate/dashboard'],
    ['cs_candidate', '/candidate/dashboard'],
    ['employer', '/employer/dashboard'],
    ['team_manager', '/employer/dashboard'],
    ['team_member', '/employer/dashboard'],
    ['administrator', '/employer/jobs/active'],
    ['subscriber', '/admin/search-players'],
    ['datascout', '/admin/search-players'],
    ['content_editor', '/admin/content/posts'],
    ['coach', '/admin/coaching/'],
  ])('%s goes to %s', (role, target) => {
    expect(socialLoginRedirectFor([role])).toBe(target);
  });
});

describe('dashboard choice (§2)', () => {
  it('gives the administrator dashboard first, even with other roles', () => {
    expect(dashboardFor(['administrator'])).toBe('admin');
    expect(dashboardFor(['employer', 'administrator'])).toBe('admin');
  });

  it.each(['employer', 'team_manager', 'team_member'])('gives %s the employer dashboard', (role) => {
    expect(dashboardFor([role])).toBe('employer');
  });

  it.each(['candidate', 'cs_candidate', 'subscriber', 'datascout', 'visitor'])('gives %s the candidate dashboard', (role) => {
    expect(dashboardFor([role])).toBe('candidate');
  });

  it('gives an empty role list the candidate dashboard', () => {
    expect(dashboardFor([])).toBe('candidate');
  });
});

describe('the Dashboard link of roles without one of the three dashboards (issue 19)', () => {
  it.each([
    [['datascout'], '/admin/job/list-all'],
    [['content_editor'], '/admin/content/posts'],
    [['coach'], '/admin/coaching/'],
  ])('%j goes to its home %s, as after a login', (roles, home) => {
    expect(staffHomeFor(roles)).toBe(home);
    expect(loginRedirectFor(roles)).toBe(home);
  });

  it.each([['administrator'], ['administrator', 'datascout'], ['employer'], ['candidate'], []])('%j keeps its dashboard', (...roles) => {
    expect(staffHomeFor(roles)).toBeUndefined();
  });

  it('only candidate-type users (and the role-less) have the candidate dashboard as home', () => {
    expect(hasCandidateHome(['candidate'])).toBe(true);
    expect(hasCandidateHome([])).toBe(true);
    for (const role of ['datascout', 'content_editor', 'employer', 'administrator']) expect(hasCandidateHome([role])).toBe(false);
  });
});
