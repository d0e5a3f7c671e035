// The demo accounts of the seed (README) and where §6 of the spec says each lands after a password login.
export const DEMO_PASSWORD = 'Demo-pass-1';

export type DashboardTestId = 'dashboard-admin' | 'dashboard-employer' | 'dashboard-candidate';

export interface DemoAccount {
  username: string;
  role: string;
  landsOn: string;
  /** The dashboard the landing page renders, when it is a dashboard. */
  dashboard?: DashboardTestId;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', role: 'administrator', landsOn: '/admin/dashboard', dashboard: 'dashboard-admin' },
  { username: 'employer', role: 'employer', landsOn: '/employer/dashboard', dashboard: 'dashboard-employer' },
  { username: 'employer2', role: 'employer', landsOn: '/employer/dashboard', dashboard: 'dashboard-employer' },
  { username: 'manager', role: 'team_manager', landsOn: '/employer/dashboard', dashboard: 'dashboard-employer' },
  { username: 'member', role: 'team_member', landsOn: '/employer/dashboard', dashboard: 'dashboard-employer' },
  { username: 'candidate', role: 'candidate', landsOn: '/candidate/dashboard', dashboard: 'dashboard-candidate' },
  { username: 'scout', role: 'datascout', landsOn: '/admin/job/list-all' },
];
