import type { Knex } from 'knex';
import { retryPaymentHref } from '@fj/shared';
import type { Mailer } from '../../mail';
import type { SubscriptionEvent, SubscriptionEventHandler } from '../payments/contracts';
import { membershipLabel } from './memberships.mapper';
import type { SubscriptionRow } from './memberships.repo';
import { paymentFailedMail } from './payment-failed-mail';
import { endSubscription, type ActivationDeps } from './subscription-activation';

export interface SubscriptionEventsDeps extends ActivationDeps {
  mailer: Mailer;
  publicWebUrl: string;
}

const FINAL = ['cancelled', 'expired'];
const renewalKey = (invoiceId: string) => `invoice:${invoiceId}`;

/**
 * The subscription an event is about, locked. Events of a provider subscription other than the one stored are not
 * this subscription's renewals: they belong to a checkout (Stripe's first invoice of a new subscription, which the
 * checkout event pays) or to a provider subscription already replaced (a past-due plan paid again). The only
 * exception: an unpaid subscription whose checkout never completed ends at the provider before we knew its id.
 */
async function subscriptionOf(trx: Knex.Transaction, deps: ActivationDeps, event: SubscriptionEvent): Promise<SubscriptionRow | undefined> {
  const byProvider = await deps.repo.lockByProviderId(trx, event.providerSubscriptionId);
  if (byProvider) return byProvider;
  const id = Number(event.subscriptionReference);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const byReference = await deps.repo.lockSubscription(trx, id);
  if (byReference?.provider_subscription_id === null && byReference.status === 'incomplete' && event.kind === 'subscription.ended') return byReference;
  return undefined;
}

const describe = (subscription: SubscriptionRow) =>
  `Football Jobs ${membershipLabel(subscription.membership)} membership renewal (${subscription.interval === 'year' ? 'yearly' : 'monthly'})`;

/** The invoice as a renewal payment of the subscription: recorded once per invoice, a paid one with its receipt. */
const recordInvoice = (trx: Knex.Transaction, deps: ActivationDeps, subscription: SubscriptionRow, event: Extract<SubscriptionEvent, { kind: 'invoice.paid' | 'invoice.failed' }>) =>
  deps.payments.recordRenewalPayment(trx, {
    userId: subscription.user_id,
    subscriptionId: subscription.id,
    description: describe(subscription),
    amountMinor: event.amountMinor,
    currency: event.currency,
    invoiceId: event.invoiceId,
    ...(event.kind === 'invoice.paid' ? { succeeded: true } : { succeeded: false, failureMessage: event.message }),
  });

/** Renewals and lifecycle events from the provider (docs/memberships.md). Every effect is guarded by the state it needs. */
export function subscriptionEventHandler(deps: SubscriptionEventsDeps): SubscriptionEventHandler {
  return async (trx, event) => {
    const subscription = await subscriptionOf(trx, deps, event);
    if (!subscription || FINAL.includes(subscription.status)) return;
    // Unpaid subscriptions only ever start through their checkout; of their lifecycle only the end matters.
    if (subscription.status === 'incomplete' && event.kind !== 'subscription.ended') return;
    const now = deps.now();

    switch (event.kind) {
      case 'invoice.paid': {
        // Stripe also reports the first invoice of a subscription its checkout paid: that payment is recorded already.
        if (!(await deps.repo.invoicePaidByCheckout(trx, subscription.id, event.invoiceId))) {
          await recordInvoice(trx, deps, subscription, event);
        }
        const later = subscription.current_period_end === null || event.period.end.getTime() > new Date(subscription.current_period_end).getTime();
        await deps.repo.updateSubscription(trx, subscription.id, {
          status: 'active',
          ...(later ? { current_period_start: event.period.start, current_period_end: event.period.end } : {}),
        });
        await deps.repo.setMembership(trx, subscription.user_id, subscription.membership);
        return;
      }
      case 'invoice.failed': {
        const alreadyFailed = await deps.repo.invoicePaymentFailedBefore(trx, subscription.user_id, renewalKey(event.invoiceId));
        await recordInvoice(trx, deps, subscription, event);
        await deps.repo.updateSubscription(trx, subscription.id, { status: 'past_due' });
        if (alreadyFailed) return;
        const account = await deps.repo.account(subscription.user_id, trx);
        if (!account) return;
        const mail = paymentFailedMail({
          to: account.email,
          displayName: account.display_name,
          membership: subscription.membership,
          link: `${deps.publicWebUrl}${retryPaymentHref(subscription.id)}`,
          reason: event.message,
          locale: account.locale,
        });
        deps.payments.afterCommit(trx, async () => {
          try {
            await deps.mailer.send(mail);
          } catch (error) {
            deps.log.error({ err: error, subscriptionId: subscription.id }, 'Could not send the payment-failed email');
          }
        });
        return;
      }
      case 'subscription.updated': {
        const later = event.periodEnd !== null && (subscription.current_period_end === null || event.periodEnd.getTime() > new Date(subscription.current_period_end).getTime());
        await deps.repo.updateSubscription(trx, subscription.id, {
          cancel_at_period_end: event.cancelAtPeriodEnd,
          cancelled_at: event.cancelAtPeriodEnd ? (subscription.cancelled_at ?? now) : null,
          ...(later ? { current_period_end: event.periodEnd } : {}),
        });
        return;
      }
      case 'subscription.ended':
        await endSubscription(trx, deps.repo, subscription, 'cancelled', now);
        return;
    }
  };
}
