import type { Knex } from 'knex';

/**
 * Uploaded files (CVs, pictures, other documents). Bytes live in the storage adapter under `storage_key`, a
 * server-generated key; the client's file name is never stored or used. Deleting marks `deleted_at` and removes
 * the bytes; deleting an account removes the rows too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media', (t) => {
    t.increments('id').primary();
    t.integer('owner_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 10).notNullable();
    t.string('title', 200).notNullable();
    // §5 optional attachmentType of CV uploads (e.g. 'cv', 'cover-letter'); empty when not given.
    t.string('attachment_type', 40).notNullable().defaultTo('');
    t.string('mime', 100).notNullable();
    t.integer('size').notNullable();
    t.string('checksum_sha256', 64).notNullable();
    t.string('storage_key', 200).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
  });
  await knex.raw(`ALTER TABLE media
    ADD CONSTRAINT media_kind CHECK (kind IN ('cv', 'image', 'other')),
    ADD CONSTRAINT media_size_positive CHECK (size > 0)`);
  // "My resumes" and "my pictures": the owner's live files of a kind, newest first.
  await knex.raw('CREATE INDEX media_owner_kind_live ON media (owner_user_id, kind, created_at DESC) WHERE deleted_at IS NULL');

  await knex.schema.alterTable('candidate_profiles', (t) => {
    t.foreign('profile_pic_media_id').references('id').inTable('media').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('candidate_profiles', (t) => {
    t.dropForeign(['profile_pic_media_id']);
  });
  await knex.schema.dropTable('media');
}
