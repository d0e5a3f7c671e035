import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('employers', (t) => {
    t.increments('id').primary();
    t.integer('owner_user_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.string('name', 160).notNullable();
    t.string('slug', 180).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['owner_user_id']);
  });
  // The organisation a user acts for: its owner and its team members.
  await knex.schema.alterTable('users', (t) => {
    t.integer('employer_id').nullable().references('id').inTable('employers').onDelete('SET NULL');
    t.index(['employer_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('employer_id');
  });
  await knex.schema.dropTable('employers');
}
