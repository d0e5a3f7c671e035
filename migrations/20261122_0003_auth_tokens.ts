import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // sha256 of the token sent by e-mail; the token itself is never stored.
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  await knex.schema.createTable('login_attempts', (t) => {
    t.bigIncrements('id').primary();
    // 'user:<id>' when the login named a known account, otherwise 'login:<what was typed>'.
    t.string('account_key', 300).notNullable();
    t.string('ip', 64).notNullable();
    t.boolean('succeeded').notNullable();
    t.timestamp('attempted_at', { useTz: true }).notNullable();
    t.index(['account_key', 'attempted_at']);
    t.index(['ip', 'attempted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_attempts');
  await knex.schema.dropTable('password_reset_tokens');
}
