import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('username', 60).notNullable().unique();
    // Stored lower-cased so the unique index also makes e-mail look-ups case-insensitive.
    t.string('email', 254).notNullable().unique();
    // Null for accounts created through Google that never set a password.
    t.string('password_hash', 255).nullable();
    t.string('display_name', 120).notNullable();
    t.string('first_name', 60).notNullable().defaultTo('');
    t.string('last_name', 60).notNullable().defaultTo('');
    t.specificType('roles', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    t.string('profile_slug', 140).notNullable().unique();
    t.integer('token_version').notNullable().defaultTo(0);
    t.string('google_sub', 255).nullable().unique();
    // Chosen at registration (§3 profile_type, §6 memberships); later issues own the profile tables.
    t.string('profile_type', 30).nullable();
    t.string('membership', 20).notNullable().defaultTo('FREE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE INDEX users_roles_gin ON users USING GIN (roles)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
