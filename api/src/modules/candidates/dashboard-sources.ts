import type { Knex } from 'knex';
import { createApplicationsRepo } from '../applications/applications.repo';
import { currentCredits } from '../credits';
import { liveMembershipState } from '../memberships';
import type { DashboardSources } from './candidate-dashboard';

/**
 * The dashboard's figures from the applications, credits and memberships areas: applications made (withdrawn ones
 * included, as §3 counts jobs applied), the credits left this month (the month's allowance is granted first when
 * due, exactly as an application would) and the live subscription's status and interval.
 */
export function createDashboardSources(db: Knex, now: () => Date): DashboardSources {
  const applications = createApplicationsRepo(db);
  return {
    appliedJobsCount: (userId) => applications.countForCandidate(userId),
    creditsLeft: (userId) => currentCredits(db, userId, now()),
    membershipState: (userId, membership) => liveMembershipState(db, userId, membership),
  };
}
