import type { Knex } from 'knex';
import { CANDIDATE_ROLES } from '@fj/shared';
import { billingPeriodOf } from './billing-period';
import { creditsRepo } from './credits.repo';
import { ensureMonthlyGrant } from './credits.service';

const BATCH = 500;

/**
 * The `credits-monthly-grant` task: every account that holds credits gets the month's allowance of its membership
 * (and last month's unused allowance expires), so balances are right before anyone looks. Holders are read in
 * batches; each grant is its own short transaction behind the holder's balance lock, and the unique index on
 * monthly grants makes a second run (or a concurrent apply) grant nothing.
 */
export async function grantMonthlyAllowances(deps: { db: Knex; now: () => Date }): Promise<{ period: string; granted: number }> {
  const period = billingPeriodOf(deps.now());
  let granted = 0;
  let afterId = 0;
  for (;;) {
    const holders = await creditsRepo.holdersWithoutGrant(deps.db, period, afterId, BATCH, CANDIDATE_ROLES);
    for (const holder of holders) {
      const made = await deps.db.transaction(async (trx) => {
        // Read again inside the transaction: the membership may have changed since the batch was read.
        const current = await creditsRepo.creditHolderOf(trx, holder.id);
        if (current?.holderUserId !== holder.id || (await creditsRepo.findGrant(trx, holder.id, 'standard', period))) return false;
        await ensureMonthlyGrant(trx, holder.id, current.membership, period);
        return true;
      });
      if (made) granted += 1;
    }
    if (holders.length < BATCH) return { period, granted };
    afterId = holders[holders.length - 1]!.id;
  }
}
