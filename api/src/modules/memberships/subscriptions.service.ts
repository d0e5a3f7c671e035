import type { Knex } from 'knex';
import { isAdministrator, isEmployerRole, ROUTES } from '@fj/shared';
import { conflict, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { readCredits, recentLedger, resolveCreditHolder } from '../credits';
import type { PaymentsApi } from '../payments/contracts';
import { toLedgerView, toSubscriptionView } from './memberships.mapper';
import type { MembershipsRepo, SubscriptionRow } from './memberships.repo';
import { CHECKOUT_MESSAGES } from './checkout.service';

export const SUBSCRIPTION_MESSAGES = {
  notCancellable: 'Only an active or unpaid subscription can be cancelled.',
  cancelledAtPeriodEnd: 'Your subscription will end at the end of the current period.',
  cancelled: 'Subscription cancelled',
} as const;

/** Rows shown on the add-credits screen. */
export const LEDGER_ROWS = 50;

/** The caller's subscriptions and credits ledger; cancelling; the provider's billing portal. */
export function createSubscriptionsService(deps: { db: Knex; repo: MembershipsRepo; payments: PaymentsApi; publicWebUrl: string; now: () => Date }) {
  const { repo, payments } = deps;

  async function view(row: SubscriptionRow) {
    return toSubscriptionView(row, (await repo.lastFailures([row.id])).get(row.id) ?? null);
  }

  async function own(actor: Actor, id: number): Promise<SubscriptionRow> {
    const row = await repo.findSubscription(id);
    if (!row || row.user_id !== actor.id) throw notFound(CHECKOUT_MESSAGES.subscriptionNotFound);
    return row;
  }

  return {
    async list(actor: Actor, page: number, limit: number) {
      const { rows, total } = await repo.listOwn(actor.id, (page - 1) * limit, limit);
      const failures = await repo.lastFailures(rows.map((row) => row.id));
      return { data: rows.map((row) => toSubscriptionView(row, failures.get(row.id) ?? null)), total };
    },

    async get(actor: Actor, id: number) {
      const row = await repo.findSubscription(id);
      if (!row || (row.user_id !== actor.id && !isAdministrator(actor.roles))) throw notFound(CHECKOUT_MESSAGES.subscriptionNotFound);
      return view(row);
    },

    /**
     * Active: the provider stops renewing and access lasts to the period's end (the expire task then returns the
     * account to FREE). Unpaid: cancelled at once. Anything else: 409.
     */
    async cancel(actor: Actor, id: number) {
      const found = await own(actor, id);
      if (found.status === 'active' && found.cancel_at_period_end) return { message: SUBSCRIPTION_MESSAGES.cancelledAtPeriodEnd, data: await view(found) };
      if (found.status === 'active') {
        if (found.provider_subscription_id && found.provider === payments.provider.name) await payments.provider.cancelAtPeriodEnd(found.provider_subscription_id);
        const row = await deps.db.transaction(async (trx) => {
          const locked = (await repo.lockSubscription(trx, id))!;
          if (locked.status !== 'active') throw conflict(SUBSCRIPTION_MESSAGES.notCancellable);
          return repo.updateSubscription(trx, id, { cancel_at_period_end: true, cancelled_at: locked.cancelled_at ?? deps.now() });
        });
        return { message: SUBSCRIPTION_MESSAGES.cancelledAtPeriodEnd, data: await view(row) };
      }
      if (found.status === 'incomplete') {
        const row = await deps.db.transaction(async (trx) => {
          const locked = (await repo.lockSubscription(trx, id))!;
          if (locked.status !== 'incomplete') throw conflict(SUBSCRIPTION_MESSAGES.notCancellable);
          const now = deps.now();
          return repo.updateSubscription(trx, id, { status: 'cancelled', cancelled_at: now, ended_at: now });
        });
        return { message: SUBSCRIPTION_MESSAGES.cancelled, data: await view(row) };
      }
      throw conflict(SUBSCRIPTION_MESSAGES.notCancellable);
    },

    /** The provider's customer portal (Stripe), or null when the provider has none or the account never paid there. */
    async billingPortal(actor: Actor) {
      const customerId = await repo.customerIdOf(actor.id, payments.provider.name);
      if (!customerId) return { url: null };
      const back = isEmployerRole(actor.roles) ? ROUTES.employerSubscriptions : ROUTES.candidateSubscriptions;
      return { url: await payments.provider.billingPortalUrl(customerId, `${deps.publicWebUrl}${back}`) };
    },

    /** The newest rows of the caller's credit holder's ledger (the employer account owner's for a team) and its balance. */
    async creditLedger(actor: Actor) {
      const holder = await resolveCreditHolder(deps.db, actor.id);
      const [rows, balance] = await Promise.all([recentLedger(deps.db, holder.holderUserId, LEDGER_ROWS), readCredits(deps.db, holder.holderUserId)]);
      return { data: rows.map(toLedgerView), balance };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
