import { CREDIT_KINDS, CREDIT_REASONS, grantCredits, resolveCreditHolder } from '../credits';
import type { Fulfilment } from '../payments/contracts';
import { activateSubscription, type ActivationDeps } from './subscription-activation';

/**
 * `subscription` payments: a paid checkout activates its subscription (docs/memberships.md). It is activated even
 * when the account cancelled it while it was unpaid: the customer paid on a page still open, so they get what they
 * paid for. A failed first payment changes nothing: the subscription stays `incomplete` (or `past_due` when a
 * retry of a failed renewal failed) and the membership stays as it was.
 */
export function subscriptionFulfilment(deps: ActivationDeps): Fulfilment {
  return {
    async paid(trx, payment, event) {
      if (payment.subscription_id === null) throw new Error(`Subscription payment ${payment.id} names no subscription`);
      const subscription = await deps.repo.lockSubscription(trx, payment.subscription_id);
      if (!subscription) throw new Error(`Subscription ${payment.subscription_id} of payment ${payment.id} not found`);
      await activateSubscription(trx, deps, subscription, {
        period: event.period,
        customerId: event.customerId,
        providerSubscriptionId: event.providerSubscriptionId,
      });
    },
    async failed() {
      // Nothing to undo: access only ever follows a paid checkout.
    },
  };
}

const KIND_COLUMNS = { standard: 'standard_credits', premium: 'premium_credits' } as const;

/** `credit_package` payments: the package's credits go to the buyer's credit holder (the employer account owner). */
export function creditPackageFulfilment(deps: Pick<ActivationDeps, 'repo'>): Fulfilment {
  return {
    async paid(trx, payment) {
      if (payment.package_code === null) throw new Error(`Credit package payment ${payment.id} names no package`);
      const creditPackage = await deps.repo.findPackage(payment.package_code, trx);
      if (!creditPackage) throw new Error(`Credit package ${payment.package_code} of payment ${payment.id} not found`);
      const holder = await resolveCreditHolder(trx, payment.user_id);
      for (const kind of CREDIT_KINDS) {
        const amount = creditPackage[KIND_COLUMNS[kind]];
        if (amount <= 0) continue;
        await grantCredits(trx, {
          userId: holder.holderUserId,
          kind,
          amount,
          reason: CREDIT_REASONS.purchase,
          ref: { type: 'payment', id: payment.id },
          actorUserId: payment.user_id,
        });
      }
    },
    async failed() {
      // Nothing was granted before the payment.
    },
  };
}
