import type { Knex } from 'knex';

/**
 * Fixed-window counters of the reusable throttle (api/src/lib/throttle.ts, docs/hardening.md "Throttles"): one row per
 * rule, hashed key (an address, an account) and window. In Postgres so every API replica counts the same hits.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('throttle_counters', (t) => {
    t.string('rule', 60).notNullable();
    // sha256 of the key, so addresses and typed logins are not kept in clear.
    t.string('key_hash', 64).notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('hits').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['rule', 'key_hash', 'window_start']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('throttle_counters');
}
