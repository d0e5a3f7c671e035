import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('events', (t) => {
    t.bigIncrements('id').primary();
    t.integer('actor_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('entity', 60).notNullable();
    t.string('entity_id', 60).notNullable();
    t.string('action', 60).notNullable();
    t.string('from_value', 255).nullable();
    t.string('to_value', 255).nullable();
    t.jsonb('details').nullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['entity', 'entity_id', 'at']);
    t.index(['actor_user_id', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('events');
}
