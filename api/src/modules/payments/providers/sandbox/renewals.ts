import type { Knex } from 'knex';
import type { SandboxRenewalResult } from '../../contracts';
import { cardBehaviour, DECLINED_MESSAGE, RENEWAL_NEEDS_AUTHENTICATION_MESSAGE } from './cards';
import type { SandboxEmitter } from './emitter';
import { sandboxEvent } from './events';
import { addInterval } from './periods';
import { createSandboxRepo, type SandboxSubscriptionRow } from './sandbox.repo';

const BATCH = 200;

export interface RenewalDeps {
  db: Knex;
  now: () => Date;
  /** Signs and delivers an event to the webhook processing (createSandboxEmitter). */
  deliver: SandboxEmitter;
  log?: { error(details: object, message: string): void };
}

const epochOf = (date: Date) => Math.floor(new Date(date).getTime() / 1000);

/**
 * The sandbox's billing run (the hourly `sandbox-renewals` task): every active sandbox subscription whose period
 * has ended is charged with the card it remembers (`invoice.paid` with the next period, or `invoice.failed` and
 * `past_due`), or ends when it was cancelled at period end (`subscription.ended`). Events are sent before the
 * sandbox side moves and their ids are fixed per period, so a run that stops half-way, or two runs at once, charge
 * each period once.
 */
export async function renewDueSandboxSubscriptions(deps: RenewalDeps): Promise<SandboxRenewalResult> {
  const repo = createSandboxRepo(deps.db);
  const result: SandboxRenewalResult = { renewed: 0, failed: 0, ended: 0, errors: 0 };
  const now = deps.now();

  for (const subscription of await repo.dueSubscriptions(now, BATCH)) {
    try {
      result[await renewOne(deps, repo, subscription, now)] += 1;
    } catch (error) {
      // The sandbox side did not move: the next run tries this one again.
      deps.log?.error({ err: error, sandboxSubscriptionId: subscription.id }, 'sandbox renewal failed');
      result.errors += 1;
    }
  }
  return result;
}

async function renewOne(
  deps: RenewalDeps,
  repo: ReturnType<typeof createSandboxRepo>,
  subscription: SandboxSubscriptionRow,
  now: Date,
): Promise<'renewed' | 'failed' | 'ended'> {
  const periodEnd = new Date(subscription.current_period_end);
  const common = { subscriptionId: subscription.id, subscriptionReference: subscription.reference };
  const guard: Partial<SandboxSubscriptionRow> = { status: 'active', current_period_end: periodEnd };

  if (subscription.cancel_at_period_end) {
    await deps.deliver(sandboxEvent(`evt_${subscription.id}_ended`, 'subscription.ended', common, now));
    await repo.updateSubscription(subscription.id, { status: 'cancelled' }, guard);
    return 'ended';
  }

  const invoiceId = `in_sandbox_${subscription.id.replace(/^sub_sandbox_/, '')}_${epochOf(periodEnd)}`;
  const charge = { ...common, invoiceId, amountMinor: subscription.amount_minor, currency: subscription.currency };
  const behaviour = cardBehaviour(subscription.card);
  if (behaviour === 'success') {
    const next = { start: periodEnd, end: addInterval(periodEnd, subscription.interval) };
    await deps.deliver(
      sandboxEvent(`evt_${invoiceId}_paid`, 'invoice.paid', { ...charge, periodStart: next.start.toISOString(), periodEnd: next.end.toISOString() }, now),
    );
    await repo.updateSubscription(subscription.id, { current_period_start: next.start, current_period_end: next.end }, guard);
    return 'renewed';
  }
  const message = behaviour === 'authenticate' ? RENEWAL_NEEDS_AUTHENTICATION_MESSAGE : DECLINED_MESSAGE;
  await deps.deliver(sandboxEvent(`evt_${invoiceId}_failed`, 'invoice.failed', { ...charge, message }, now));
  await repo.updateSubscription(subscription.id, { status: 'past_due' }, guard);
  return 'failed';
}
