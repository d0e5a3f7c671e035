import type { Knex } from 'knex';

/**
 * Star ratings of applications (issue 21, docs/employer-area.md "Ratings"): one row per application and team
 * member, 1 to 5. `employer_id` is the job's employer at the time of rating, so the average counts the ratings
 * given by that employer's team; a member who later leaves the team keeps their rating in the average (it was a
 * judgement made while on the team, like their notes), and a deleted user's rating goes with them (CASCADE).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('application_ratings', (t) => {
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('employer_id').notNullable().references('id').inTable('employers').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['application_id', 'user_id']);
  });
  await knex.raw('ALTER TABLE application_ratings ADD CONSTRAINT application_ratings_range CHECK (rating BETWEEN 1 AND 5)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('application_ratings');
}
