import type { Knex } from 'knex';

/**
 * Adverts in Arabic (docs/content.md): an Arabic title, message and button label beside the English ones. Empty means
 * "not translated": an Arabic reader then sees the English text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('advertisements', (t) => {
    t.string('title_ar', 120).notNullable().defaultTo('');
    t.string('message_ar', 300).notNullable().defaultTo('');
    t.string('button_label_ar', 40).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('advertisements', (t) => {
    t.dropColumn('title_ar');
    t.dropColumn('message_ar');
    t.dropColumn('button_label_ar');
  });
}
