import type { Knex } from 'knex';
import type { ImportJobsReport } from '@fj/shared';
import { currentCredits, setCreditBalance } from '../src/modules/credits';
import type { TestContext } from './helpers';
import { jobPost } from './jobs-fixtures';

const ROLES = ['Academy Coach', 'Opposition Analyst', 'Kit Manager', 'Physiotherapist', 'Scout', 'Head of Recruitment', 'Goalkeeper Coach', 'Sports Scientist', 'Press Officer', 'Groundsman'];

/** One feed item: a valid submit-job body and the ATS reference (the form's own `reference` field is not part of a feed). */
export const feedItem = (reference: string, overrides: Record<string, unknown> = {}) => {
  const { reference: _advertisedOn, ...form } = jobPost();
  return { ...form, job_title: `Imported ${reference}`, reference, ...overrides };
};

/** `count` items with distinct titles (as a real feed has), references `${prefix}-1`… */
export const bigFeed = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => feedItem(`${prefix}-${index + 1}`, { job_title: `${ROLES[index % ROLES.length]} ${prefix} ${index + 1}` }));

export const importFeed = (ctx: TestContext, token: string, payload: unknown) =>
  ctx.inject({ method: 'POST', url: '/job-api/jobs/import', token, payload: payload as object });

export const reportOf = async (ctx: TestContext, token: string, payload: unknown): Promise<ImportJobsReport> => {
  const response = await importFeed(ctx, token, payload);
  if (response.statusCode !== 200) throw new Error(`import answered ${response.statusCode}: ${response.body}`);
  return response.json().data as ImportJobsReport;
};

/** Sets a credit holder's balance to exact figures for this month (the month's grant is made first, so none comes later). */
export async function setCredits(knex: Knex, holderUserId: number, now: Date, balance: { standard: number; premium: number }): Promise<void> {
  await currentCredits(knex, holderUserId, now);
  await knex.transaction((trx) => setCreditBalance(trx, holderUserId, balance, { reason: 'admin_adjustment', actorUserId: holderUserId }));
}

/** Everything an import could write, to prove a repeated one writes nothing. */
export async function writeSnapshot(knex: Knex, employerId: number) {
  const jobs = await knex('jobs')
    .where({ employer_id: employerId })
    .orderBy('id')
    .select('id', 'status', 'title', 'import_fingerprint', 'external_reference', 'credited_class', knex.raw('modified_at::text AS modified_at'));
  const count = async (table: string) => Number((await knex(table).count({ c: '*' }).first())?.c ?? 0);
  return { jobs, events: await count('events'), ledger: await count('credit_ledger'), categories: await count('job_categories'), locations: await count('job_locations') };
}
