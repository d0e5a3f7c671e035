import type { Knex } from 'knex';

/**
 * Retention (issue 25, docs/retention.md): an application anonymised after its job closed long ago keeps its job,
 * status and dates for the employer's figures but no longer names its candidate, so `candidate_user_id` may be null,
 * and only on an anonymised application.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE applications ALTER COLUMN candidate_user_id DROP NOT NULL');
  await knex.raw(`ALTER TABLE applications ADD CONSTRAINT applications_candidate_or_anonymised
    CHECK (candidate_user_id IS NOT NULL OR anonymised_at IS NOT NULL)`);
  // The notice and anonymisation passes walk the applications not yet anonymised of each closed job.
  await knex.raw('CREATE INDEX applications_retention_pending ON applications (job_id) WHERE anonymised_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS applications_retention_pending');
  await knex.raw('ALTER TABLE applications DROP CONSTRAINT applications_candidate_or_anonymised');
  await knex.raw('DELETE FROM applications WHERE candidate_user_id IS NULL');
  await knex.raw('ALTER TABLE applications ALTER COLUMN candidate_user_id SET NOT NULL');
}
