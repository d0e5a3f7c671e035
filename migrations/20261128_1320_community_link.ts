import type { Knex } from 'knex';

/**
 * The WhatsApp community (issue 22, docs/partner-downloads.md "Community"): UNLIMITED members get the invite link.
 * - community_links: every link an administrator set; the current one has `retired_at` null (at most one: the
 *   partial unique index), older ones are kept as history with the moment they were replaced.
 * - community_link_reveals: each time a member was given the link, and which link version it was.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('community_links', (t) => {
    t.increments('id').primary();
    t.string('url', 200).notNullable();
    t.integer('set_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('retired_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE UNIQUE INDEX community_links_one_current ON community_links ((retired_at IS NULL)) WHERE retired_at IS NULL');

  await knex.schema.createTable('community_link_reveals', (t) => {
    t.bigIncrements('id').primary();
    t.integer('link_id').notNullable().references('id').inTable('community_links').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('revealed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX community_link_reveals_link ON community_link_reveals (link_id, revealed_at DESC)');
  await knex.raw('CREATE INDEX community_link_reveals_user ON community_link_reveals (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('community_link_reveals');
  await knex.schema.dropTable('community_links');
}
