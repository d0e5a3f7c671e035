import type { Knex } from 'knex';
import { makeSamplePdf, makeSamplePng } from '@fj/seeds/sample-files';
import type { TestContext } from './helpers';
import { multipart } from './multipart';

let jobCounter = 0;

export interface JobFixture {
  employer?: string;
  title?: string;
  status?: string;
  job_class?: 'free' | 'premium';
  end_date?: string;
  receive_applicants?: 'site' | 'exter' | 'mail';
  external_url?: string;
  external_email?: string;
  screening_questions?: { id: string; question: string; required: boolean }[];
  categories?: string[];
  post_date?: Date;
}

/** A job row as the jobs module stores it (written directly: these tests are about applying, not posting). */
export async function insertJob(knex: Knex, fixture: JobFixture = {}): Promise<{ id: number; slug: string }> {
  const number = (jobCounter += 1);
  const employer = await knex('employers as e').join('users as u', 'u.id', 'e.owner_user_id').where('u.username', fixture.employer ?? 'employer').first('e.id');
  const slug = `test-job-${number}-${Date.now().toString(36)}`;
  const [row] = await knex('jobs')
    .insert({
      slug,
      employer_id: employer.id,
      title: fixture.title ?? `Test job ${number}`,
      description: '<p>A job for the tests.</p>',
      status: fixture.status ?? 'publish',
      job_class: fixture.job_class ?? 'free',
      end_date: fixture.end_date ?? '2099-12-31',
      receive_applicants: fixture.receive_applicants ?? 'site',
      external_url: fixture.external_url ?? '',
      external_email: fixture.external_email ?? '',
      screening_questions: JSON.stringify(fixture.screening_questions ?? []),
      ...(fixture.post_date ? { post_date: fixture.post_date } : {}),
    })
    .returning(['id', 'slug']);
  const categories = fixture.categories ?? ['coaching-performance'];
  if (categories.length) await knex('job_categories').insert(categories.map((category) => ({ job_id: row.id, category })));
  return { id: row.id, slug: row.slug };
}

/** Uploads a real PDF CV through `POST /upload-my-resumes` and returns its media id. */
export async function uploadCv(ctx: TestContext, token: string, title = 'My CV'): Promise<number> {
  const body = multipart({ title }, { filename: 'cv.pdf', contentType: 'application/pdf', bytes: makeSamplePdf(['Curriculum vitae', title]) });
  const response = await ctx.inject({ method: 'POST', url: '/upload-my-resumes', token, ...body });
  if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`CV upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

/** Uploads a picture through `POST /media` (kind other, image/png) and returns its media id. */
export async function uploadPicture(ctx: TestContext, token: string): Promise<number> {
  const body = multipart({ title: 'Photo' }, { filename: 'cv.pdf', contentType: 'application/pdf', bytes: makeSamplePng(40, 40, [200, 0, 0], [0, 0, 200]) });
  const response = await ctx.inject({ method: 'POST', url: '/media', token, ...body });
  if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

export const userIdOf = async (knex: Knex, username: string): Promise<number> => (await knex('users').where({ username }).first('id')).id;
