import type { Knex } from 'knex';
import { billingPeriodOf, resolveCreditHolder, topUpMonthlyAllowance } from '../credits';
import type { PaymentsApi, SubscriptionPeriod } from '../payments/contracts';
import type { MembershipsRepo, SubscriptionRow } from './memberships.repo';
import { periodFrom } from './subscription-period';

export interface ActivationDeps {
  repo: MembershipsRepo;
  payments: PaymentsApi;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

export interface Activation {
  period: SubscriptionPeriod | null;
  customerId: string | null;
  providerSubscriptionId: string | null;
}

/**
 * Makes a paid subscription the account's live one, inside the webhook's transaction: any other live subscription
 * ends (`cancelled`, and after the commit the provider stops billing it), the subscription becomes `active` with its
 * period, `users.membership` follows it and the month's credit allowance is topped up to the new plan's.
 */
export async function activateSubscription(trx: Knex.Transaction, deps: ActivationDeps, subscription: SubscriptionRow, paid: Activation): Promise<SubscriptionRow> {
  const now = deps.now();
  const providerName = deps.payments.provider.name;
  const stopAtProvider: string[] = [];

  // Ended first: the partial unique index allows one live subscription per account.
  for (const other of await deps.repo.lockOtherLive(trx, subscription.user_id, subscription.id)) {
    await deps.repo.updateSubscription(trx, other.id, { status: 'cancelled', cancelled_at: other.cancelled_at ?? now, ended_at: now });
    if (other.provider_subscription_id && other.provider === providerName) stopAtProvider.push(other.provider_subscription_id);
  }
  // Paying a past-due subscription again through a new checkout starts a new provider subscription: stop the old one.
  const previousProviderId = subscription.provider_subscription_id;
  if (previousProviderId && paid.providerSubscriptionId && previousProviderId !== paid.providerSubscriptionId && subscription.provider === providerName) {
    stopAtProvider.push(previousProviderId);
  }

  const period = paid.period ?? periodFrom(now, subscription.interval);
  const active = await deps.repo.updateSubscription(trx, subscription.id, {
    status: 'active',
    current_period_start: period.start,
    current_period_end: period.end,
    provider_customer_id: paid.customerId ?? subscription.provider_customer_id,
    provider_subscription_id: paid.providerSubscriptionId ?? subscription.provider_subscription_id,
    cancel_at_period_end: false,
    cancelled_at: null,
    ended_at: null,
  });
  await deps.repo.setMembership(trx, subscription.user_id, subscription.membership);
  const holder = await resolveCreditHolder(trx, subscription.user_id);
  await topUpMonthlyAllowance(trx, holder.holderUserId, subscription.membership, billingPeriodOf(now), {
    ref: { type: 'subscription', id: subscription.id },
    actorUserId: subscription.user_id,
  });

  if (stopAtProvider.length > 0) {
    deps.payments.afterCommit(trx, async () => {
      for (const providerSubscriptionId of stopAtProvider) {
        try {
          await deps.payments.provider.cancelNow(providerSubscriptionId);
        } catch (error) {
          deps.log.error({ err: error, providerSubscriptionId }, 'Could not stop a replaced subscription at the payment provider');
        }
      }
    });
  }
  return active;
}

/** Ends a subscription now; when it was the live one the account goes back to FREE. */
export async function endSubscription(trx: Knex.Transaction, repo: MembershipsRepo, subscription: SubscriptionRow, status: 'cancelled' | 'expired', now: Date): Promise<void> {
  const wasLive = subscription.status === 'active' || subscription.status === 'past_due';
  await repo.updateSubscription(trx, subscription.id, { status, cancelled_at: subscription.cancelled_at ?? now, ended_at: now });
  if (wasLive && !(await repo.liveOf(subscription.user_id, trx))) await repo.setMembership(trx, subscription.user_id, 'FREE');
}
