import type { Knex } from 'knex';
import { createMembershipsRepo } from './memberships.repo';

/**
 * The dashboard's membership state: the live subscription's status ('active' or 'past_due') and billing interval;
 * an account without one (FREE) is 'active' with no interval.
 */
export async function liveMembershipState(db: Knex, userId: number): Promise<{ status: string; interval: string | null }> {
  const live = await createMembershipsRepo(db).liveOf(userId);
  return live ? { status: live.status, interval: live.interval } : { status: 'active', interval: null };
}
