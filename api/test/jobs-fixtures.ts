import type { Knex } from 'knex';
import { grantCredits } from '../src/modules/credits';
import type { TestContext } from './helpers';

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
export const daysFrom = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/** A valid §3 job post form body; override any field. */
export const jobPost = (overrides: Record<string, unknown> = {}) => ({
  job_title: 'Academy Goalkeeper Coach',
  job_cat: ['coaching-performance'],
  job_description: '<p>Coach our <strong>academy</strong> goalkeepers.</p>',
  job_date: isoDay(daysFrom(new Date(), 30)),
  job_salary_type: 'yearly',
  job_salary: 32000,
  job_currency: 'pound',
  job_posts: 1,
  job_type: 'full-time',
  job_experience: '3',
  job_qualifications: ['uefa-b-licence'],
  job_shift: 'Weekday evenings',
  job_skills: ['goalkeeper-coaching', 'Video Analysis'],
  receiveApplicants: 'site',
  class: 'Free',
  workMode: 'office',
  jobLocation: [{ country: 'gb-eng', city: 'Sheffield' }],
  reference: 'website',
  isSendRejection: false,
  screening_questions: [{ question: 'Do you hold a UEFA B licence?', required: true }],
  ...overrides,
});

export const userId = async (knex: Knex, username: string): Promise<number> =>
  Number((await knex('users').select('id').where({ username }).first()).id);

export const employerIdOf = async (knex: Knex, username: string): Promise<number> =>
  Number((await knex('users').select('employer_id').where({ username }).first()).employer_id);

/** The credit balance of a holder, as stored (0/0 when the holder never had credits). */
export const balanceOf = async (knex: Knex, holderUserId: number): Promise<{ standard: number; premium: number }> => {
  const row = await knex('credit_balances').select('standard', 'premium').where({ user_id: holderUserId }).first();
  return { standard: Number(row?.standard ?? 0), premium: Number(row?.premium ?? 0) };
};

export const grant = (knex: Knex, holderUserId: number, kind: 'standard' | 'premium', amount: number) =>
  knex.transaction((trx) => grantCredits(trx, { userId: holderUserId, kind, amount, reason: 'test_grant' }));

/** Rows of the job tables, to prove a refused request wrote nothing. */
export const jobTableCounts = async (knex: Knex) => {
  const count = async (table: string) => Number((await knex(table).count({ c: '*' }).first())?.c ?? 0);
  return { jobs: await count('jobs'), categories: await count('job_categories'), locations: await count('job_locations'), ledger: await count('credit_ledger') };
};

export const submit = (ctx: TestContext, token: string, payload: object, url = '/job-api/submit-job') =>
  ctx.inject({ method: 'POST', url, token, payload });
