import type { Knex } from 'knex';
import type { BillingInterval, PlanAudience, SubscriptionStatus } from '@fj/shared';
import type { Locale } from '../../i18n/locale';

export interface PlanRow {
  code: string;
  audience: PlanAudience;
  membership: string;
  interval: BillingInterval;
  amount_minor: number;
  currency: string;
  active: boolean;
  sort: number;
}

export interface CreditPackageRow {
  code: string;
  title: string;
  standard_credits: number;
  premium_credits: number;
  amount_minor: number;
  currency: string;
  active: boolean;
  sort: number;
}

export interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_code: string;
  membership: string;
  interval: BillingInterval;
  amount_minor: number;
  currency: string;
  status: SubscriptionStatus;
  provider: string;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  cancelled_at: Date | null;
  ended_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type NewSubscription = Pick<SubscriptionRow, 'user_id' | 'plan_code' | 'membership' | 'interval' | 'amount_minor' | 'currency' | 'provider'> &
  Partial<Pick<SubscriptionRow, 'provider_customer_id'>>;

export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | 'status'
    | 'provider_customer_id'
    | 'provider_subscription_id'
    | 'current_period_start'
    | 'current_period_end'
    | 'cancel_at_period_end'
    | 'cancelled_at'
    | 'ended_at'
  >
>;

export interface AccountRow {
  id: number;
  email: string;
  display_name: string;
  roles: string[];
  membership: string;
  employer_id: number | null;
  owns_employer: boolean;
  /** The language of the account's emails. */
  locale: Locale;
}

/** Subscriptions that give access: at most one per account (partial unique index). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due'];

type Db = Knex | Knex.Transaction;

/** Plans, packages, subscriptions and the account's membership column: the only file of this module that touches Knex. */
export function createMembershipsRepo(db: Knex) {
  const subscriptions = (trx?: Db) => (trx ?? db)<SubscriptionRow>('subscriptions');

  return {
    activePlans: (audience: PlanAudience): Promise<PlanRow[]> =>
      db<PlanRow>('membership_plans').where({ audience, active: true }).orderBy([{ column: 'sort' }, { column: 'code' }]),

    findPlan: (code: string, trx?: Db): Promise<PlanRow | undefined> => (trx ?? db)<PlanRow>('membership_plans').where({ code }).first(),

    activePackages: (): Promise<CreditPackageRow[]> => db<CreditPackageRow>('credit_packages').where({ active: true }).orderBy([{ column: 'sort' }, { column: 'code' }]),

    findPackage: (code: string, trx?: Db): Promise<CreditPackageRow | undefined> => (trx ?? db)<CreditPackageRow>('credit_packages').where({ code }).first(),

    /** The account with whether it owns the employer it belongs to (employer plans are bought by owners only). */
    async account(userId: number, trx?: Db): Promise<AccountRow | undefined> {
      const row = await (trx ?? db)('users as u')
        .leftJoin('employers as e', 'e.id', 'u.employer_id')
        .whereNull('u.deleted_at')
        .where('u.id', userId)
        .first('u.id', 'u.email', 'u.display_name', 'u.roles', 'u.membership', 'u.employer_id', 'u.locale', (trx ?? db).raw('(e.owner_user_id = u.id) as owns_employer'));
      return row ? { ...row, owns_employer: row.owns_employer === true } : undefined;
    },

    setMembership: (trx: Knex.Transaction, userId: number, membership: string) =>
      trx('users').where({ id: userId }).update({ membership, updated_at: trx.fn.now() }),

    insertSubscription: async (trx: Knex.Transaction, row: NewSubscription): Promise<SubscriptionRow> =>
      ((await subscriptions(trx).insert(row).returning('*')) as SubscriptionRow[])[0]!,

    updateSubscription: async (trx: Knex.Transaction, id: number, patch: SubscriptionPatch): Promise<SubscriptionRow> =>
      ((await subscriptions(trx).where({ id }).update({ ...patch, updated_at: trx.fn.now() }).returning('*')) as SubscriptionRow[])[0]!,

    findSubscription: (id: number, trx?: Db): Promise<SubscriptionRow | undefined> => subscriptions(trx).where({ id }).first(),

    lockSubscription: (trx: Knex.Transaction, id: number): Promise<SubscriptionRow | undefined> => subscriptions(trx).where({ id }).forUpdate().first(),

    lockByProviderId: (trx: Knex.Transaction, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> =>
      subscriptions(trx).where({ provider_subscription_id: providerSubscriptionId }).forUpdate().first(),

    /** The account's live subscription (active or past due), if any. */
    liveOf: (userId: number, trx?: Db): Promise<SubscriptionRow | undefined> =>
      subscriptions(trx).where({ user_id: userId }).whereIn('status', LIVE_STATUSES).first(),

    /** Live subscriptions of an account other than `exceptId`, locked (a new plan ends them). */
    /**
     * Cancels the account's unpaid (incomplete) subscriptions of a plan and answers their ids. The advisory lock
     * queues concurrent checkouts of the same account and plan, so the partial unique index is never raced.
     */
    async cancelUnpaidOfPlan(trx: Knex.Transaction, userId: number, planCode: string, at: Date): Promise<number[]> {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`unpaid-subscription:${userId}:${planCode}`]);
      const rows: { id: number }[] = await subscriptions(trx)
        .where({ user_id: userId, plan_code: planCode, status: 'incomplete' })
        .update({ status: 'cancelled', cancelled_at: at, ended_at: at, updated_at: trx.fn.now() })
        .returning('id');
      return rows.map((row) => Number(row.id));
    },

    lockOtherLive: (trx: Knex.Transaction, userId: number, exceptId: number): Promise<SubscriptionRow[]> =>
      subscriptions(trx).where({ user_id: userId }).whereIn('status', LIVE_STATUSES).whereNot({ id: exceptId }).forUpdate(),

    async listOwn(userId: number, offset: number, limit: number): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        subscriptions().where({ user_id: userId }).orderBy('id', 'desc').offset(offset).limit(limit),
        subscriptions().where({ user_id: userId }).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows, total: Number(counted?.count ?? 0) };
    },

    /** Per subscription, the failure message of its newest payment when that payment failed. */
    async lastFailures(subscriptionIds: number[]): Promise<Map<number, string>> {
      if (subscriptionIds.length === 0) return new Map();
      const rows: { subscription_id: number; status: string; failure_message: string | null }[] = await db('payments')
        .distinctOn('subscription_id')
        .whereIn('subscription_id', subscriptionIds)
        .orderBy([{ column: 'subscription_id' }, { column: 'id', order: 'desc' }])
        .select('subscription_id', 'status', 'failure_message');
      return new Map(rows.filter((row) => row.status === 'failed').map((row) => [row.subscription_id, row.failure_message ?? '']));
    },

    /** The provider customer of the account's newest subscription there (a second subscription reuses it). */
    async customerIdOf(userId: number, provider: string, trx?: Db): Promise<string | null> {
      const row = await subscriptions(trx).where({ user_id: userId, provider }).whereNotNull('provider_customer_id').orderBy('id', 'desc').first('provider_customer_id');
      return row?.provider_customer_id ?? null;
    },

    /** Whether a checkout of this subscription was paid by this provider invoice (Stripe's first invoice). */
    async invoicePaidByCheckout(trx: Knex.Transaction, subscriptionId: number, invoiceId: string): Promise<boolean> {
      const row = await trx('payments').where({ subscription_id: subscriptionId, provider_payment_ref: invoiceId }).whereNot('idempotency_key', `invoice:${invoiceId}`).first('id');
      return row !== undefined;
    },

    /** Whether a renewal invoice was already recorded as failed (its email went out then). */
    async invoicePaymentFailedBefore(trx: Knex.Transaction, userId: number, idempotencyKey: string): Promise<boolean> {
      const row = await trx('payments').where({ user_id: userId, idempotency_key: idempotencyKey, status: 'failed' }).first('id');
      return row !== undefined;
    },

    /** Subscriptions set to end whose period is over (ids, oldest first). */
    endedAtPeriodEnd: (now: Date, limit: number): Promise<number[]> =>
      subscriptions()
        .whereIn('status', LIVE_STATUSES)
        .where('cancel_at_period_end', true)
        .where('current_period_end', '<=', now)
        .orderBy('id')
        .limit(limit)
        .pluck('id'),

    /** Past-due subscriptions whose period ended before `cutoff` (ids, oldest first). */
    pastDueSince: (cutoff: Date, limit: number): Promise<number[]> =>
      subscriptions().where({ status: 'past_due' }).where('current_period_end', '<=', cutoff).orderBy('id').limit(limit).pluck('id'),
  };
}

export type MembershipsRepo = ReturnType<typeof createMembershipsRepo>;
