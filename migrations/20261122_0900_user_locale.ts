import type { Knex } from 'knex';

/**
 * The language a person reads (docs/i18n.md): emails render in it. Accounts keep theirs (`users.locale`, set at
 * sign-up from the SPA's language and whenever they switch); newsletter subscribers have no account, so the language
 * they subscribed in is kept with the subscription.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('locale', 2).notNullable().defaultTo('en');
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_locale CHECK (locale IN ('en', 'ar'))`);
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.string('locale', 2).notNullable().defaultTo('en');
  });
  await knex.raw(`ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_locale CHECK (locale IN ('en', 'ar'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (t) => t.dropColumn('locale'));
  await knex.schema.alterTable('users', (t) => t.dropColumn('locale'));
}
