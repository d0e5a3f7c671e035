import type { Knex } from 'knex';

/**
 * Share cards (issue 22, docs/share-cards.md): the last rendered PNG of each card, keyed by kind and subject id.
 * `version` is the hash of what the card shows; a request whose version differs re-renders and replaces the row,
 * so a card is drawn once per change of its source and survives a restart. Rows are a cache: deleting them is safe.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('share_card_renders', (t) => {
    t.string('kind', 10).notNullable();
    t.integer('subject_id').notNullable();
    t.string('version', 64).notNullable();
    t.binary('png').notNullable();
    t.timestamp('rendered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['kind', 'subject_id']);
  });
  await knex.raw("ALTER TABLE share_card_renders ADD CONSTRAINT share_card_renders_kind CHECK (kind IN ('profile', 'job', 'player'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('share_card_renders');
}
