import type { Knex } from 'knex';
import { createMembershipsRepo } from './memberships.repo';
import { endSubscription } from './subscription-activation';

/** A failed renewal keeps access this long after the period's end before the subscription expires. */
export const PAST_DUE_GRACE_DAYS = 14;
const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `subscriptions-expire` task: subscriptions set to end at the period end whose period is over become
 * `cancelled`, past-due ones 14 days past their end `expired`; either way the account goes back to FREE. Each
 * subscription is its own transaction and is re-checked under its row lock, so two runs at once are harmless.
 */
export async function expireSubscriptions(deps: { db: Knex; now: () => Date }): Promise<{ cancelled: number; expired: number }> {
  const repo = createMembershipsRepo(deps.db);
  const now = deps.now();
  const cutoff = new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY_MS);

  const run = async (find: (limit: number) => Promise<number[]>, status: 'cancelled' | 'expired', due: (row: { status: string; cancel_at_period_end: boolean; current_period_end: Date | null }) => boolean) => {
    let count = 0;
    for (;;) {
      const ids = await find(BATCH);
      for (const id of ids) {
        const ended = await deps.db.transaction(async (trx) => {
          const row = await repo.lockSubscription(trx, id);
          if (!row || !due(row)) return false;
          await endSubscription(trx, repo, row, status, now);
          return true;
        });
        if (ended) count += 1;
      }
      if (ids.length < BATCH) return count;
    }
  };

  const endOf = (row: { current_period_end: Date | null }) => (row.current_period_end ? new Date(row.current_period_end).getTime() : Infinity);
  const cancelled = await run(
    (limit) => repo.endedAtPeriodEnd(now, limit),
    'cancelled',
    (row) => (row.status === 'active' || row.status === 'past_due') && row.cancel_at_period_end && endOf(row) <= now.getTime(),
  );
  const expired = await run(
    (limit) => repo.pastDueSince(cutoff, limit),
    'expired',
    (row) => row.status === 'past_due' && endOf(row) <= cutoff.getTime(),
  );
  return { cancelled, expired };
}
