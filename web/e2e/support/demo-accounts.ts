// The demo accounts of the seed (README) and where §6 of the spec says each lands after a password login.
export const DEMO_PASSWORD = 'Demo-pass-1';

export type DashboardTestId = 'dashboard-admin' | 'dashboard-employer' | 'dashboard-candidate';

export interface DemoAccount {
  username: string;
  role: string;
  /** Shown in the area's top bar after login. */
  displayName: string;
  landsOn: string;
  /** The dashboard the landing page renders, when it is a dashboard. */
  dashboard?: DashboardTestId;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', role: 'administrator', displayName: 'Alex Admin', landsOn: '/admin/dashboard', dashboard: 'dashboard-admin' },
  { username: 'employer', role: 'employer', displayName: 'Erin Employer', landsOn: '/employer/dashboard', dashboard: 'dashboard-employer' },
  { username: 'employer2', role: 'employer', displayName: 'Eddie Employer', landsOn: '/employer/dashboard', dashboard: 'dashboard-employer' },
  { username: 'manager', role: 'team_manager', displayName: 'Morgan Manager', landsOn: '/employer/dashboard', dashboard: 'dashboard-employer' },
  { username: 'member', role: 'team_member', displayName: 'Mia Member', landsOn: '/employer/dashboard', dashboard: 'dashboard-employer' },
  { username: 'candidate', role: 'candidate', displayName: 'Casey Candidate', landsOn: '/candidate/dashboard', dashboard: 'dashboard-candidate' },
  { username: 'scout', role: 'datascout', displayName: 'Sam Scout', landsOn: '/admin/job/list-all' },
  { username: 'elite', role: 'candidate', displayName: 'Elliot Elite', landsOn: '/candidate/dashboard', dashboard: 'dashboard-candidate' },
  { username: 'unlimited', role: 'candidate', displayName: 'Uma Unlimited', landsOn: '/candidate/dashboard', dashboard: 'dashboard-candidate' },
  { username: 'player', role: 'candidate', displayName: 'Pat Player', landsOn: '/candidate/dashboard', dashboard: 'dashboard-candidate' },
  { username: 'editor', role: 'content_editor', displayName: 'Eden Editor', landsOn: '/admin/content/posts' },
  { username: 'adviser', role: 'contract_adviser', displayName: 'Ada Adviser', landsOn: '/admin/contract-advice' },
  { username: 'coach', role: 'coach', displayName: 'Cora Coach', landsOn: '/admin/coaching/' },
  { username: 'coach2', role: 'coach', displayName: 'Karim Haddad', landsOn: '/admin/coaching/' },
];
