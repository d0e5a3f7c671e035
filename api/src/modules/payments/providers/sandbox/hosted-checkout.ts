import { createHash } from 'node:crypto';
import type { SandboxEmitter } from './emitter';
import { randomEventId, sandboxEvent } from './events';
import { addInterval } from './periods';
import type { SandboxCheckoutRow, SandboxRepo, SandboxSubscriptionRow } from './sandbox.repo';

export const CHECKOUT_ID_PREFIX = 'cs_sandbox_';
export const isSandboxCheckoutId = (id: string) => /^cs_sandbox_[0-9a-f]{24}$/.test(id);

const suffixOf = (checkoutId: string) => checkoutId.slice(CHECKOUT_ID_PREFIX.length);

/** One sandbox customer per email, as a provider keeps one customer per account. */
const customerIdFor = (checkout: SandboxCheckoutRow) =>
  `cus_sandbox_${createHash('sha256').update(checkout.customer_email ?? checkout.reference).digest('hex').slice(0, 24)}`;

/**
 * What the hosted page does with a card. Each outcome is sent as a signed event before the page answers. A
 * completed checkout's event id is fixed per checkout, so a double submit (two tabs) is applied once; declines
 * are separate attempts, and the checkout stays open for another card.
 */
export function createHostedCheckout(deps: { repo: SandboxRepo; emit: SandboxEmitter; now: () => Date }) {
  /** Subscription checkouts: the sandbox subscription that will renew with this card (a retry reactivates the old one). */
  async function subscribe(checkout: SandboxCheckoutRow, card: string): Promise<SandboxSubscriptionRow> {
    const start = deps.now();
    const interval = checkout.interval ?? 'month';
    const period = { current_period_start: start, current_period_end: addInterval(start, interval) };
    const reference = checkout.subscription_reference ?? checkout.reference;
    const live = await deps.repo.liveSubscriptionFor(reference);
    if (live) {
      const changes = { ...period, card, status: 'active' as const, cancel_at_period_end: false, amount_minor: checkout.amount_minor, currency: checkout.currency };
      await deps.repo.updateSubscription(live.id, changes);
      return { ...live, ...changes };
    }
    return deps.repo.insertSubscriptionOnce({
      id: `sub_sandbox_${suffixOf(checkout.id)}`,
      customer_id: customerIdFor(checkout),
      reference,
      card,
      description: checkout.description,
      amount_minor: checkout.amount_minor,
      currency: checkout.currency,
      interval,
      status: 'active',
      ...period,
    });
  }

  return {
    async succeed(checkout: SandboxCheckoutRow, card: string): Promise<void> {
      const subscription = checkout.mode === 'subscription' ? await subscribe(checkout, card) : undefined;
      await deps.emit(
        sandboxEvent(
          `evt_sandbox_${suffixOf(checkout.id)}_completed`,
          'checkout.completed',
          {
            reference: checkout.reference,
            subscriptionReference: checkout.subscription_reference,
            amountMinor: checkout.amount_minor,
            currency: checkout.currency,
            paymentId: `pi_sandbox_${suffixOf(checkout.id)}`,
            customerId: subscription?.customer_id ?? customerIdFor(checkout),
            subscriptionId: subscription?.id ?? null,
            periodStart: subscription ? new Date(subscription.current_period_start).toISOString() : null,
            periodEnd: subscription ? new Date(subscription.current_period_end).toISOString() : null,
          },
          deps.now(),
        ),
      );
      // Only once the engine has the event: if delivery failed the checkout stays open and can be paid again.
      await deps.repo.completeCheckout(checkout.id);
    },

    async fail(checkout: SandboxCheckoutRow, message: string): Promise<void> {
      await deps.repo.setCheckoutError(checkout.id, message);
      await deps.emit(sandboxEvent(randomEventId(), 'checkout.failed', { reference: checkout.reference, message }, deps.now()));
    },
  };
}

export type HostedCheckout = ReturnType<typeof createHostedCheckout>;
