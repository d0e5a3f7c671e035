import { isPremiumJob } from './job-labels';

/**
 * §4 premium access: on a Premium job, a visitor without a token, or a member whose access flag is false, gets
 * the join-network modal and disabled apply/alert buttons. Everything else may act.
 */
export function premiumBlocked(job: { job_class?: string; access?: boolean }, isLoggedIn: boolean): boolean {
  if (!isPremiumJob(job)) return false;
  if (!isLoggedIn) return true;
  return job.access === false;
}
