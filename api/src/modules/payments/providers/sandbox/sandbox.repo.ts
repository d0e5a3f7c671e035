import type { Knex } from 'knex';
import type { BillingInterval } from '@fj/shared';

export interface SandboxCheckoutRow {
  id: string;
  idempotency_key: string;
  mode: 'payment' | 'subscription';
  reference: string;
  subscription_reference: string | null;
  description: string;
  amount_minor: number;
  currency: string;
  interval: BillingInterval | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete';
  last_error: string | null;
}

export interface SandboxSubscriptionRow {
  id: string;
  customer_id: string;
  reference: string;
  card: string;
  description: string;
  amount_minor: number;
  currency: string;
  interval: BillingInterval;
  status: 'active' | 'past_due' | 'cancelled';
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
}

type Db = Knex | Knex.Transaction;

/** The sandbox provider's own side (what Stripe would hold): hosted checkouts and the subscriptions it renews. */
export function createSandboxRepo(db: Knex) {
  return {
    /** A second checkout with the same idempotency key is the first one (as with Stripe). */
    async insertCheckoutOnce(row: Omit<SandboxCheckoutRow, 'status' | 'last_error'>, q: Db = db): Promise<SandboxCheckoutRow> {
      await q('sandbox_checkouts').insert(row).onConflict('idempotency_key').ignore();
      return q('sandbox_checkouts').where({ idempotency_key: row.idempotency_key }).first();
    },

    async findCheckout(id: string): Promise<SandboxCheckoutRow | undefined> {
      return db('sandbox_checkouts').where({ id }).first();
    },

    async completeCheckout(id: string): Promise<void> {
      await db('sandbox_checkouts').where({ id }).update({ status: 'complete', last_error: null, updated_at: db.fn.now() });
    },

    async setCheckoutError(id: string, message: string): Promise<void> {
      await db('sandbox_checkouts').where({ id, status: 'open' }).update({ last_error: message.slice(0, 200), updated_at: db.fn.now() });
    },

    async findSubscription(id: string): Promise<SandboxSubscriptionRow | undefined> {
      return db('sandbox_subscriptions').where({ id }).first();
    },

    /** The live sandbox subscription paid for our subscription `reference` (a retry checkout reactivates it). */
    async liveSubscriptionFor(reference: string): Promise<SandboxSubscriptionRow | undefined> {
      return db('sandbox_subscriptions').whereIn('status', ['active', 'past_due']).andWhere({ reference }).orderBy('created_at', 'desc').first();
    },

    async insertSubscriptionOnce(row: Omit<SandboxSubscriptionRow, 'cancel_at_period_end'>): Promise<SandboxSubscriptionRow> {
      await db('sandbox_subscriptions').insert(row).onConflict('id').ignore();
      return db('sandbox_subscriptions').where({ id: row.id }).first();
    },

    async updateSubscription(id: string, changes: Partial<SandboxSubscriptionRow>, guard: Partial<SandboxSubscriptionRow> = {}): Promise<boolean> {
      const updated = await db('sandbox_subscriptions')
        .where({ id, ...guard })
        .update({ ...changes, updated_at: db.fn.now() });
      return updated > 0;
    },

    /** Active subscriptions whose period has ended: to renew, or to end when they were cancelled at period end. */
    async dueSubscriptions(now: Date, limit: number): Promise<SandboxSubscriptionRow[]> {
      return db('sandbox_subscriptions').where({ status: 'active' }).andWhere('current_period_end', '<=', now).orderBy('current_period_end').limit(limit);
    },
  };
}

export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
