import type { Knex } from 'knex';
import { insertJob, type JobFixture } from './apply-fixtures';

/** Generated demo candidates (not the demo `candidate` account), in id order. */
export async function candidateIds(knex: Knex, count: number): Promise<number[]> {
  return knex('users').whereRaw(`roles @> ARRAY['candidate']::text[]`).whereNot({ username: 'candidate' }).orderBy('id').limit(count).pluck('id');
}

/** An application written directly in a given status (these tests are about the employer side, not applying). */
export async function insertApplication(knex: Knex, jobId: number, candidateUserId: number, status = 0): Promise<number> {
  const [row] = await knex('applications')
    .insert({ job_id: jobId, candidate_user_id: candidateUserId, status, credit_kind: 'standard', channel: 'site' })
    .returning('id');
  return Number((row as { id: number }).id);
}

export async function jobWithApplications(knex: Knex, statuses: number[], fixture: JobFixture & { rejection?: { subject: string; body: string } } = {}) {
  const job = await insertJob(knex, fixture);
  if (fixture.rejection) {
    await knex('jobs').where({ id: job.id }).update({ is_send_rejection: true, rejection_email_subject: fixture.rejection.subject, rejection_email_body: fixture.rejection.body });
  }
  const candidates = await candidateIds(knex, statuses.length);
  const ids: number[] = [];
  for (const [index, status] of statuses.entries()) ids.push(await insertApplication(knex, job.id, candidates[index]!, status));
  return { job, ids, candidates };
}

export const countWhere = async (knex: Knex, table: string, where: Record<string, unknown> = {}): Promise<number> => {
  const row = await knex(table).where(where).count<{ count: string | number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
};
