import type { Knex } from 'knex';
import { createMembershipsRepo } from './memberships.repo';

/**
 * The dashboard's membership state: the live subscription's status ('active' or 'past_due') and billing interval;
 * an account without one is 'active' with no interval when FREE. A paid membership set without a subscription
 * (an administrator's or an import's doing) reads as monthly, the §1 offer, as it did before subscriptions existed.
 */
export async function liveMembershipState(db: Knex, userId: number, membership: string): Promise<{ status: string; interval: string | null; subscriptionId: number | null }> {
  const live = await createMembershipsRepo(db).liveOf(userId);
  if (live) return { status: live.status, interval: live.interval, subscriptionId: live.id };
  return { status: 'active', interval: membership === 'FREE' ? null : 'month', subscriptionId: null };
}
