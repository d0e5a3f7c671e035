import { CANDIDATE_ROLES, formatMoney, retryPaymentHref, ROUTES } from '@fj/shared';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import type { CheckoutDraft, PaymentsApi } from '../payments/contracts';
import { membershipLabel } from './memberships.mapper';
import type { AccountRow, MembershipsRepo, PlanRow, SubscriptionRow } from './memberships.repo';

export const CHECKOUT_MESSAGES = {
  planUnavailable: 'This plan is not available.',
  choosePlan: 'Please choose one of the plans.',
  packageUnavailable: 'This credit package is not available.',
  choosePackage: 'Please choose one of the credit packages.',
  candidatePlansOnly: 'Candidate accounts can only buy candidate memberships.',
  employerPlansOnly: 'Employer accounts can only buy employer memberships.',
  ownersOnly: 'Only the owner of the employer account can change its membership.',
  packagesForEmployers: 'Credit packages are bought by the employer account owner or a team manager.',
  samePlan: 'You already have this plan',
  notRetryable: 'Only an unpaid subscription can be paid again.',
  subscriptionNotFound: 'Subscription not found',
} as const;

/** A same-site SPA path (`/signup/?step=4`): anything else would make the thank-you page an open redirect. */
export function safeNextPath(next: string | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next) || next.includes('://')) return undefined;
  return next;
}

const intervalWord = (interval: string) => (interval === 'year' ? 'yearly' : 'monthly');
const isCandidate = (account: AccountRow) => account.roles.some((role) => (CANDIDATE_ROLES as readonly string[]).includes(role));
const isEmployerOwner = (account: AccountRow) => account.roles.includes('employer') && account.owns_employer;

function subscriptionDraft(subscription: Pick<SubscriptionRow, 'id' | 'membership' | 'interval' | 'amount_minor' | 'currency' | 'provider_customer_id'>, nextPath?: string): CheckoutDraft {
  const description = `Football Jobs ${membershipLabel(subscription.membership)} membership (${intervalWord(subscription.interval)})`;
  return {
    purpose: 'subscription',
    description,
    currency: subscription.currency,
    lines: [{ description, amountMinor: subscription.amount_minor, quantity: 1 }],
    subscriptionId: subscription.id,
    interval: subscription.interval,
    customerId: subscription.provider_customer_id,
    cancelPath: retryPaymentHref(subscription.id),
    ...(nextPath ? { nextPath } : {}),
  };
}

/** Starting checkouts for memberships, credit packages and unpaid subscriptions (docs/memberships.md). */
export function createCheckoutService(deps: { repo: MembershipsRepo; payments: PaymentsApi; now: () => Date }) {
  const { repo, payments, now } = deps;

  async function accountOf(actor: Actor): Promise<AccountRow> {
    const account = await repo.account(actor.id);
    if (!account) throw notFound('Account not found');
    return account;
  }

  function assertMayBuy(account: AccountRow, plan: PlanRow): void {
    if (plan.audience === 'candidate' && !isCandidate(account)) throw forbidden(account.roles.includes('employer') ? CHECKOUT_MESSAGES.employerPlansOnly : CHECKOUT_MESSAGES.candidatePlansOnly);
    if (plan.audience === 'employer' && !isEmployerOwner(account)) throw forbidden(isCandidate(account) ? CHECKOUT_MESSAGES.candidatePlansOnly : CHECKOUT_MESSAGES.ownersOnly);
  }

  return {
    async membership(actor: Actor, input: { planCode: string; next?: string }, idempotencyKey: string) {
      const account = await accountOf(actor);
      const plan = await repo.findPlan(input.planCode);
      if (!plan || !plan.active) throw new HttpError(422, CHECKOUT_MESSAGES.planUnavailable, { planCode: CHECKOUT_MESSAGES.choosePlan });
      assertMayBuy(account, plan);
      const result = await payments.startCheckout({
        userId: account.id,
        customerEmail: account.email,
        idempotencyKey,
        request: { operation: 'membership', planCode: plan.code, next: input.next },
        build: async (trx) => {
          const live = await repo.liveOf(account.id, trx);
          if (live?.plan_code === plan.code) throw conflict(CHECKOUT_MESSAGES.samePlan);
          // At most one unpaid checkout per account and plan: the new one replaces (cancels) the older ones.
          const replaced = await repo.cancelUnpaidOfPlan(trx, account.id, plan.code, now());
          await payments.cancelPendingForSubscriptions(trx, replaced);
          const subscription = await repo.insertSubscription(trx, {
            user_id: account.id,
            plan_code: plan.code,
            membership: plan.membership,
            interval: plan.interval,
            amount_minor: plan.amount_minor,
            currency: plan.currency,
            provider: payments.provider.name,
            provider_customer_id: await repo.customerIdOf(account.id, payments.provider.name, trx),
          });
          return subscriptionDraft(subscription, safeNextPath(input.next));
        },
      });
      return { paymentId: result.paymentId, subscriptionId: result.subscriptionId!, checkoutUrl: result.checkoutUrl };
    },

    async creditPackage(actor: Actor, input: { packageCode: string }, idempotencyKey: string) {
      const account = await accountOf(actor);
      if (!(isEmployerOwner(account) || (account.roles.includes('team_manager') && account.employer_id !== null))) throw forbidden(CHECKOUT_MESSAGES.packagesForEmployers);
      const creditPackage = await repo.findPackage(input.packageCode);
      if (!creditPackage || !creditPackage.active) throw new HttpError(422, CHECKOUT_MESSAGES.packageUnavailable, { packageCode: CHECKOUT_MESSAGES.choosePackage });
      const result = await payments.startCheckout({
        userId: account.id,
        customerEmail: account.email,
        idempotencyKey,
        request: { operation: 'credit-package', packageCode: creditPackage.code },
        build: async () => ({
          purpose: 'credit_package',
          description: creditPackage.title,
          currency: creditPackage.currency,
          lines: [{ description: `${creditPackage.title} (${formatMoney(creditPackage.amount_minor, creditPackage.currency)})`, amountMinor: creditPackage.amount_minor, quantity: 1 }],
          packageCode: creditPackage.code,
          cancelPath: ROUTES.employerAddCredits,
        }),
      });
      return { paymentId: result.paymentId, checkoutUrl: result.checkoutUrl };
    },

    /** A new checkout for the caller's own incomplete or past-due subscription (the retry-payment page). */
    async retry(actor: Actor, subscriptionId: number, idempotencyKey: string) {
      const account = await accountOf(actor);
      const found = await repo.findSubscription(subscriptionId);
      if (!found || found.user_id !== account.id) throw notFound(CHECKOUT_MESSAGES.subscriptionNotFound);
      const result = await payments.startCheckout({
        userId: account.id,
        customerEmail: account.email,
        idempotencyKey,
        request: { operation: 'retry', subscriptionId },
        build: async (trx) => {
          const subscription = (await repo.lockSubscription(trx, subscriptionId))!;
          if (subscription.status !== 'incomplete' && subscription.status !== 'past_due') throw conflict(CHECKOUT_MESSAGES.notRetryable);
          if (subscription.status === 'incomplete' && (await repo.liveOf(account.id, trx))?.plan_code === subscription.plan_code) throw conflict(CHECKOUT_MESSAGES.samePlan);
          const customerId = subscription.provider_customer_id ?? (await repo.customerIdOf(account.id, payments.provider.name, trx));
          return subscriptionDraft({ ...subscription, provider_customer_id: customerId });
        },
      });
      return { paymentId: result.paymentId, subscriptionId, checkoutUrl: result.checkoutUrl };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
