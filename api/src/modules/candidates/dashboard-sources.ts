import type { Knex } from 'knex';
import { createApplicationsRepo } from '../applications/applications.repo';
import { currentCredits } from '../credits';
import { dashboardSourcesBeforePayments, type DashboardSources } from './candidate-dashboard';

/**
 * The dashboard's figures from the applications and credits areas: applications made (withdrawn ones included,
 * as §3 counts jobs applied) and the credits left this month (the month's allowance is granted first when due,
 * exactly as an application would). Membership state stays with the account until subscriptions exist.
 */
export function createDashboardSources(db: Knex, now: () => Date): DashboardSources {
  const applications = createApplicationsRepo(db);
  return {
    appliedJobsCount: (userId) => applications.countForCandidate(userId),
    creditsLeft: (userId) => currentCredits(db, userId, now()),
    membershipState: dashboardSourcesBeforePayments.membershipState,
  };
}
