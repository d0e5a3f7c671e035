import type { Knex } from 'knex';

/**
 * Credits (§9): one balance row per holder (a candidate, or an employer account owner whose team spends it) and a
 * ledger with one row per grant, spend or expiry. The balance is only changed together with a ledger row, in one
 * transaction that holds the balance row's lock, so `balance_after` of the newest ledger row of a kind always
 * equals the balance of that kind.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('credit_balances', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.integer('standard').notNullable().defaultTo(0);
    t.integer('premium').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE credit_balances
    ADD CONSTRAINT credit_balances_standard_not_negative CHECK (standard >= 0),
    ADD CONSTRAINT credit_balances_premium_not_negative CHECK (premium >= 0)`);

  await knex.schema.createTable('credit_ledger', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 10).notNullable();
    t.integer('delta').notNullable();
    t.integer('balance_after').notNullable();
    t.string('reason', 40).notNullable();
    t.string('ref_type', 40).nullable();
    t.string('ref_id', 60).nullable();
    t.integer('actor_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // Billing month of a monthly grant or expiry, 'YYYY-MM'; null for other rows.
    t.string('period', 7).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE credit_ledger
    ADD CONSTRAINT credit_ledger_kind CHECK (kind IN ('standard', 'premium')),
    ADD CONSTRAINT credit_ledger_balance_after_not_negative CHECK (balance_after >= 0)`);
  // The last line of defence against granting a month's allowance twice.
  await knex.raw(`CREATE UNIQUE INDEX credit_ledger_one_grant_per_period ON credit_ledger (user_id, kind, reason, period)
    WHERE reason = 'monthly_grant'`);
  await knex.raw('CREATE INDEX credit_ledger_user_kind_id ON credit_ledger (user_id, kind, id DESC)');
  await knex.raw('CREATE INDEX credit_ledger_ref ON credit_ledger (ref_type, ref_id) WHERE ref_type IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('credit_ledger');
  await knex.schema.dropTable('credit_balances');
}
