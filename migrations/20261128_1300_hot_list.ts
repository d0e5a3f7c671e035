import type { Knex } from 'knex';

/**
 * The hot list (issue 22 item 1, docs/hot-list.md):
 * - hot_list_entries: a candidate's availability, one row per candidate (kept when they opt out, `available` false,
 *   so opting in again starts from what they chose). Who is listed is decided at read time (available, a public
 *   profile, a membership that includes the hot list), so a lapse leaves the list at once. `listed_at` is when they
 *   last joined (the weekly email's "new"), `updated_at` orders the list freshest first.
 * - hot_list_subscriptions: employers (users) who asked for the weekly email of new entries, one row per user for good.
 * - hot_list_mail_sends: one row per (subscription, ISO week), inserted and committed before the email goes out, so
 *   a second run, a second process or a restarted worker never sends twice in one week.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hot_list_entries', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.boolean('available').notNullable().defaultTo(true);
    t.date('available_from').notNullable();
    t.jsonb('roles').notNullable().defaultTo('[]');
    t.jsonb('regions').notNullable().defaultTo('[]');
    t.timestamp('listed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX hot_list_entries_fresh ON hot_list_entries (updated_at DESC, user_id DESC) WHERE available');
  await knex.raw('CREATE INDEX hot_list_entries_listed ON hot_list_entries (listed_at) WHERE available');
  await knex.raw('CREATE INDEX hot_list_entries_roles ON hot_list_entries USING GIN (roles jsonb_path_ops)');
  await knex.raw('CREATE INDEX hot_list_entries_regions ON hot_list_entries USING GIN (regions jsonb_path_ops)');

  await knex.schema.createTable('hot_list_subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    // Stopping keeps the row (active false): subscribing again the same week finds that week's send already made.
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('hot_list_mail_sends', (t) => {
    t.integer('subscription_id').notNullable().references('id').inTable('hot_list_subscriptions').onDelete('CASCADE');
    t.string('iso_week', 8).notNullable();
    t.integer('entries').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['subscription_id', 'iso_week']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('hot_list_mail_sends');
  await knex.schema.dropTable('hot_list_subscriptions');
  await knex.schema.dropTable('hot_list_entries');
}
