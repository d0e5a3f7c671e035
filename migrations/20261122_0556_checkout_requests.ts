import type { Knex } from 'knex';

/**
 * docs/payments.md "Idempotency and unpaid checkouts": a payment keeps the sha256 of the request that created it, so
 * its Idempotency-Key reused with another request answers 422 (Stripe's rule; older rows have none and match any);
 * and an account has at most one unpaid (incomplete) subscription per plan — older duplicates are cancelled here,
 * the newest kept, and a partial unique index holds the rule from now on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('request_hash', 64).nullable();
  });
  await knex.raw(`
    WITH ranked AS (
      SELECT id, row_number() OVER (PARTITION BY user_id, plan_code ORDER BY id DESC) AS n
      FROM subscriptions WHERE status = 'incomplete'
    ), replaced AS (
      UPDATE subscriptions s SET status = 'cancelled', cancelled_at = now(), ended_at = now(), updated_at = now()
      FROM ranked WHERE ranked.id = s.id AND ranked.n > 1
      RETURNING s.id
    )
    UPDATE payments p SET status = 'cancelled', updated_at = now()
    FROM replaced WHERE p.subscription_id = replaced.id AND p.status = 'pending'`);
  await knex.raw(`CREATE UNIQUE INDEX subscriptions_one_unpaid_per_plan ON subscriptions (user_id, plan_code) WHERE status = 'incomplete'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS subscriptions_one_unpaid_per_plan');
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('request_hash');
  });
}
