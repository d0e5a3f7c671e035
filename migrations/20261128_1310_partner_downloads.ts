import type { Knex } from 'knex';

/**
 * Partner downloads (issue 22, docs/partner-downloads.md): resources administrators upload for paying members.
 * - partner_downloads: the resource and its file. The file's bytes live in the app's storage under `storage_key`
 *   (never in `media`, so the public media route cannot serve them); type, size and checksum as the upload checks
 *   found them. `minimum_tier` is the lowest membership that may download it (Standard at least: the feature's own tier).
 * - partner_download_counts: one row per (resource, member) with how many times and when last, upserted by each
 *   download; the admin list sums them (total) and counts them (distinct members). A deleted member's rows go with them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partner_downloads', (t) => {
    t.increments('id').primary();
    t.string('title', 200).notNullable();
    t.string('partner', 120).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('category', 30).notNullable();
    t.string('minimum_tier', 20).notNullable();
    t.boolean('published').notNullable().defaultTo(true);
    t.string('mime', 120).notNullable();
    t.integer('size').notNullable();
    t.string('checksum_sha256', 64).notNullable();
    t.string('storage_key', 200).notNullable().unique();
    t.integer('uploaded_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("ALTER TABLE partner_downloads ADD CONSTRAINT partner_downloads_tier CHECK (minimum_tier IN ('STANDARD', 'ELITE', 'UNLIMITED'))");
  await knex.raw('CREATE INDEX partner_downloads_published ON partner_downloads (published, category, id)');

  await knex.schema.createTable('partner_download_counts', (t) => {
    t.integer('download_id').notNullable().references('id').inTable('partner_downloads').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('count').notNullable().defaultTo(1);
    t.timestamp('first_downloaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_downloaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['download_id', 'user_id']);
  });
  await knex.raw('CREATE INDEX partner_download_counts_user ON partner_download_counts (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('partner_download_counts');
  await knex.schema.dropTable('partner_downloads');
}
