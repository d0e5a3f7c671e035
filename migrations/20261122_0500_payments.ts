import type { Knex } from 'knex';

/**
 * Memberships, payments and the shop (docs/payments.md). Money is integer minor units with an ISO currency.
 * Plans and employer credit packages are reference data the product cannot work without, so they are rows written
 * here; shop products are content and come from the seeds (or an administrator).
 */

const CANDIDATE_PLANS: [membership: string, monthMinor: number, yearMinor: number][] = [
  ['STANDARD', 299, 2990],
  ['ELITE', 599, 5990],
  ['UNLIMITED', 999, 9990],
];
const EMPLOYER_PLANS: [membership: string, monthMinor: number, yearMinor: number][] = [
  ['STANDARD', 4900, 49000],
  ['ELITE', 9900, 99000],
  ['UNLIMITED', 24900, 249000],
];
const CREDIT_PACKAGES = [
  { code: 'job-credit-1', title: 'Single job post', standard_credits: 1, premium_credits: 0, amount_minor: 3900, sort: 1 },
  { code: 'job-credits-5', title: 'Five job posts', standard_credits: 5, premium_credits: 0, amount_minor: 14900, sort: 2 },
  { code: 'premium-credit-1', title: 'Single Premium job post', standard_credits: 0, premium_credits: 1, amount_minor: 7900, sort: 3 },
  { code: 'recruiter-bundle', title: 'Recruiter bundle', standard_credits: 5, premium_credits: 3, amount_minor: 29900, sort: 4 },
];

function planRows(audience: string, plans: typeof CANDIDATE_PLANS) {
  return plans.flatMap(([membership, monthMinor, yearMinor], index) => [
    { code: `${audience}-${membership.toLowerCase()}-month`, audience, membership, interval: 'month', amount_minor: monthMinor, sort: index * 2 + 1 },
    { code: `${audience}-${membership.toLowerCase()}-year`, audience, membership, interval: 'year', amount_minor: yearMinor, sort: index * 2 + 2 },
  ]);
}

const timestamps = (knex: Knex, t: Knex.CreateTableBuilder) => {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('membership_plans', (t) => {
    t.string('code', 60).primary();
    t.string('audience', 20).notNullable();
    t.string('membership', 20).notNullable();
    t.string('interval', 10).notNullable();
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable().defaultTo('GBP');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('sort').notNullable().defaultTo(0);
    t.unique(['audience', 'membership', 'interval']);
  });
  await knex.raw(`ALTER TABLE membership_plans
    ADD CONSTRAINT membership_plans_audience CHECK (audience IN ('candidate', 'employer')),
    ADD CONSTRAINT membership_plans_interval CHECK (interval IN ('month', 'year')),
    ADD CONSTRAINT membership_plans_amount CHECK (amount_minor > 0)`);
  await knex('membership_plans').insert([...planRows('candidate', CANDIDATE_PLANS), ...planRows('employer', EMPLOYER_PLANS)]);

  await knex.schema.createTable('credit_packages', (t) => {
    t.string('code', 60).primary();
    t.string('title', 120).notNullable();
    t.integer('standard_credits').notNullable().defaultTo(0);
    t.integer('premium_credits').notNullable().defaultTo(0);
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable().defaultTo('GBP');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('sort').notNullable().defaultTo(0);
  });
  await knex.raw(`ALTER TABLE credit_packages
    ADD CONSTRAINT credit_packages_amount CHECK (amount_minor > 0),
    ADD CONSTRAINT credit_packages_credits CHECK (standard_credits >= 0 AND premium_credits >= 0 AND standard_credits + premium_credits > 0)`);
  await knex('credit_packages').insert(CREDIT_PACKAGES);

  await knex.schema.createTable('products', (t) => {
    t.increments('id').primary();
    t.string('slug', 160).notNullable().unique();
    t.string('title', 160).notNullable();
    t.string('summary', 400).notNullable().defaultTo('');
    t.text('description').notNullable().defaultTo('');
    t.string('image_url', 500).notNullable().defaultTo('');
    t.integer('price_minor').notNullable();
    t.string('currency', 3).notNullable().defaultTo('GBP');
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('sort').notNullable().defaultTo(0);
    timestamps(knex, t);
  });
  await knex.raw('ALTER TABLE products ADD CONSTRAINT products_price CHECK (price_minor > 0)');

  await knex.schema.createTable('cart_items', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('product_id').notNullable().references('id').inTable('products').onDelete('CASCADE');
    t.integer('quantity').notNullable();
    t.timestamp('added_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'product_id']);
  });
  await knex.raw('ALTER TABLE cart_items ADD CONSTRAINT cart_items_quantity CHECK (quantity BETWEEN 1 AND 10)');

  await knex.schema.createTable('orders', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.integer('total_minor').notNullable();
    t.string('currency', 3).notNullable().defaultTo('GBP');
    t.timestamp('paid_at', { useTz: true }).nullable();
    timestamps(knex, t);
    t.index(['user_id', 'id']);
  });
  await knex.raw(`ALTER TABLE orders ADD CONSTRAINT orders_status CHECK (status IN ('pending', 'paid', 'failed', 'cancelled'))`);

  await knex.schema.createTable('order_items', (t) => {
    t.increments('id').primary();
    t.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('product_id').nullable().references('id').inTable('products').onDelete('SET NULL');
    t.string('title', 160).notNullable();
    t.integer('unit_price_minor').notNullable();
    t.integer('quantity').notNullable();
    t.integer('line_total_minor').notNullable();
    t.index(['order_id']);
  });

  await knex.schema.createTable('subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('plan_code', 60).notNullable().references('code').inTable('membership_plans');
    t.string('membership', 20).notNullable();
    t.string('interval', 10).notNullable();
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.string('status', 20).notNullable().defaultTo('incomplete');
    t.string('provider', 20).notNullable();
    t.string('provider_customer_id', 120).nullable();
    t.string('provider_subscription_id', 120).nullable().unique();
    t.timestamp('current_period_start', { useTz: true }).nullable();
    t.timestamp('current_period_end', { useTz: true }).nullable();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.timestamp('ended_at', { useTz: true }).nullable();
    timestamps(knex, t);
    t.index(['user_id', 'id']);
  });
  await knex.raw(`ALTER TABLE subscriptions
    ADD CONSTRAINT subscriptions_status CHECK (status IN ('incomplete', 'active', 'past_due', 'cancelled', 'expired'))`);
  // At most one live subscription per account: activating a new plan ends the old one in the same transaction.
  await knex.raw(`CREATE UNIQUE INDEX subscriptions_one_live_per_user ON subscriptions (user_id) WHERE status IN ('active', 'past_due')`);

  await knex.schema.createTable('payments', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('purpose', 20).notNullable();
    t.integer('subscription_id').nullable().references('id').inTable('subscriptions').onDelete('SET NULL');
    t.integer('order_id').nullable().references('id').inTable('orders').onDelete('SET NULL');
    t.string('package_code', 60).nullable().references('code').inTable('credit_packages');
    t.string('description', 200).notNullable();
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('provider', 20).notNullable();
    t.string('provider_checkout_id', 120).nullable().unique();
    t.string('provider_payment_ref', 120).nullable();
    t.text('checkout_url').nullable();
    t.string('idempotency_key', 120).notNullable();
    t.string('failure_message', 300).nullable();
    t.string('receipt_number', 40).nullable().unique();
    t.timestamp('paid_at', { useTz: true }).nullable();
    timestamps(knex, t);
    t.unique(['user_id', 'idempotency_key']);
    t.index(['user_id', 'id']);
    t.index(['subscription_id']);
    t.index(['order_id']);
  });
  await knex.raw(`ALTER TABLE payments
    ADD CONSTRAINT payments_purpose CHECK (purpose IN ('subscription', 'credit_package', 'order')),
    ADD CONSTRAINT payments_status CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
    ADD CONSTRAINT payments_amount CHECK (amount_minor > 0)`);
  await knex.raw('CREATE SEQUENCE receipt_number_seq');

  await knex.schema.createTable('payment_webhook_events', (t) => {
    t.bigIncrements('id').primary();
    t.string('provider', 20).notNullable();
    t.string('event_id', 120).notNullable();
    t.string('type', 80).notNullable();
    t.jsonb('payload').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['provider', 'event_id']);
  });

  // The sandbox provider's own side (what Stripe would hold): hosted checkouts and the subscriptions it renews.
  await knex.schema.createTable('sandbox_checkouts', (t) => {
    t.string('id', 60).primary();
    t.string('idempotency_key', 160).notNullable().unique();
    t.string('mode', 20).notNullable();
    t.string('reference', 60).notNullable();
    t.string('subscription_reference', 60).nullable();
    t.string('description', 200).notNullable();
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.string('interval', 10).nullable();
    t.string('customer_email', 254).nullable();
    t.text('success_url').notNullable();
    t.text('cancel_url').notNullable();
    t.string('status', 20).notNullable().defaultTo('open');
    t.string('last_error', 200).nullable();
    timestamps(knex, t);
  });
  await knex.schema.createTable('sandbox_subscriptions', (t) => {
    t.string('id', 60).primary();
    t.string('customer_id', 60).notNullable();
    t.string('reference', 60).notNullable();
    t.string('card', 30).notNullable();
    t.string('description', 200).notNullable();
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.string('interval', 10).notNullable();
    t.string('status', 20).notNullable();
    t.timestamp('current_period_start', { useTz: true }).notNullable();
    t.timestamp('current_period_end', { useTz: true }).notNullable();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    timestamps(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'sandbox_subscriptions',
    'sandbox_checkouts',
    'payment_webhook_events',
    'payments',
    'subscriptions',
    'order_items',
    'orders',
    'cart_items',
    'products',
    'credit_packages',
    'membership_plans',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('DROP SEQUENCE IF EXISTS receipt_number_seq');
}
