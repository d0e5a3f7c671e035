import type { Knex } from 'knex';
import { SKILLS } from '@fj/shared';
import type { JobStatus } from './job-lifecycle';
import { compiledQuery } from '../../lib/compiled-query';
import { employerOpenJobsSql } from './job-open-counts';
import { recordJobWebhookEvent } from './job-webhook-events';

export interface ScreeningQuestion {
  id: string;
  question: string;
  required: boolean;
}

export interface JobLocation {
  country: string;
  city: string;
}

/** A job with its employer, categories and locations, as the reads return it (end_date as YYYY-MM-DD). */
export interface JobRecord {
  id: number;
  slug: string;
  employer_id: number;
  posted_by_user_id: number | null;
  title: string;
  description: string;
  status: JobStatus;
  job_class: 'free' | 'premium';
  credited_class: 'free' | 'premium' | null;
  job_type: string;
  work_mode: string;
  experience: string;
  qualifications: string[];
  must_have_qualification: string;
  shift: string;
  vacancies: number;
  salary_type: string;
  /** bigint: pg answers a string. */
  salary_minor: string | number | null;
  currency: string;
  end_date: string;
  receive_applicants: 'site' | 'exter' | 'mail';
  external_url: string;
  external_email: string;
  reference: string;
  is_send_rejection: boolean;
  rejection_email_subject: string;
  rejection_email_body: string;
  screening_questions: ScreeningQuestion[];
  skills: string[];
  /** Applying needs a verified, unexpired background check (docs/safeguarding.md). */
  safeguarding_required: boolean;
  post_date: Date;
  modified_at: Date;
  employer_name: string;
  employer_slug: string;
  /** The employer's logo (public media), shown on job cards and pages. */
  employer_logo_media_id: number | null;
  categories: string[];
  locations: JobLocation[];
}

export type JobWrite = Omit<
  JobRecord,
  'id' | 'slug' | 'employer_name' | 'employer_slug' | 'employer_logo_media_id' | 'categories' | 'locations' | 'post_date' | 'modified_at' | 'credited_class'
>;

/** Recomputes a job's derived columns from its row, categories and locations. */
export const REFRESH_DERIVED_SQL =
  'UPDATE jobs SET category_values = job_category_values(id), country_values = job_country_values(id), search_vector = job_search_vector(id)';

const skillLabels = new Map<string, string>(SKILLS.map((skill) => [skill.value, skill.label]));

/** Columns of a full job read; categories and locations come from correlated subqueries (only for the rows read). */
export const JOB_COLUMNS = [
  'j.id', 'j.slug', 'j.employer_id', 'j.posted_by_user_id', 'j.title', 'j.description', 'j.status', 'j.job_class', 'j.credited_class',
  'j.job_type', 'j.work_mode', 'j.experience', 'j.qualifications', 'j.must_have_qualification', 'j.shift', 'j.vacancies',
  'j.salary_type', 'j.salary_minor', 'j.currency', 'j.receive_applicants', 'j.external_url', 'j.external_email', 'j.reference',
  'j.is_send_rejection', 'j.rejection_email_subject', 'j.rejection_email_body', 'j.screening_questions', 'j.skills',
  'j.safeguarding_required', 'j.post_date', 'j.modified_at', 'e.name as employer_name', 'e.slug as employer_slug', 'e.logo_media_id as employer_logo_media_id',
];

/** What a list item needs: no description, rejection email or screening questions. */
export const LISTING_COLUMNS = JOB_COLUMNS.filter(
  (column) => !['j.description', 'j.rejection_email_subject', 'j.rejection_email_body', 'j.screening_questions', 'j.external_url', 'j.external_email'].includes(column),
);

export const selectJobRecord = (db: Knex | Knex.Transaction, query: Knex.QueryBuilder, columns: readonly string[] = JOB_COLUMNS): Knex.QueryBuilder =>
  query
    .join('employers as e', 'e.id', 'j.employer_id')
    .select(columns)
    .select(db.raw(`to_char(j.end_date, 'YYYY-MM-DD') as end_date`))
    .select(db.raw(`coalesce((SELECT array_agg(c.category ORDER BY c.category) FROM job_categories c WHERE c.job_id = j.id), '{}') as categories`))
    .select(
      db.raw(`coalesce((SELECT json_agg(json_build_object('country', l.country, 'city', l.city) ORDER BY l.position)
                        FROM job_locations l WHERE l.job_id = j.id), '[]'::json) as locations`),
    );

export const normalizeJobRecord = (row: JobRecord): JobRecord => ({ ...row, vacancies: Number(row.vacancies), categories: [...(row.categories ?? [])] });

export function createJobsRepo(db: Knex) {
  const conn = (trx?: Knex.Transaction) => trx ?? db;
  // The job page's one statement, compiled and prepared once (it runs on every job page view; never cached).
  const jobPageQuery = compiledQuery<'slug' | 'today', JobRecord & { available_jobs: number | string }>(db, 'job-page', (value) =>
    selectJobRecord(db, db('jobs as j').where('j.slug', value('slug')))
      .select(db.raw(`${employerOpenJobsSql('j.employer_id')} AS available_jobs`, [value('today')]))
      .limit(1),
  );

  async function replaceChildren(trx: Knex.Transaction, jobId: number, categories: readonly string[], locations: readonly JobLocation[]) {
    await trx('job_categories').where({ job_id: jobId }).delete();
    if (categories.length) await trx('job_categories').insert(categories.map((category) => ({ job_id: jobId, category })));
    await trx('job_locations').where({ job_id: jobId }).delete();
    if (locations.length) {
      await trx('job_locations').insert(locations.map((location, position) => ({ job_id: jobId, country: location.country, city: location.city, position })));
    }
    // Derived columns (migrations 20261122_0200_jobs_search and _facet_arrays): the search document and the facet arrays.
    await trx.raw(`${REFRESH_DERIVED_SQL} WHERE id = ?`, [jobId]);
  }

  const serialize = (job: Partial<JobWrite>) => ({
    ...job,
    ...(job.qualifications ? { qualifications: JSON.stringify(job.qualifications) } : {}),
    ...(job.screening_questions ? { screening_questions: JSON.stringify(job.screening_questions) } : {}),
    ...(job.skills ? { skills: JSON.stringify(job.skills.map((skill) => skillLabels.get(skill) ?? skill)) } : {}),
  });

  return {
    async findById(id: number, trx?: Knex.Transaction): Promise<JobRecord | undefined> {
      const row = await selectJobRecord(conn(trx), conn(trx)('jobs as j').where('j.id', id)).first();
      return row ? normalizeJobRecord(row as JobRecord) : undefined;
    },

    /** A job page in one round trip: the job, its employer and the employer's active job count (from the counters). */
    async findBySlugWithOpenings(slug: string, today: string): Promise<(JobRecord & { available_jobs: number }) | undefined> {
      const [row] = await jobPageQuery({ slug, today });
      return row ? { ...normalizeJobRecord(row), available_jobs: Number(row.available_jobs) } : undefined;
    },

    /** Locks the job row for a change of status or content. */
    async lockById(id: number, trx: Knex.Transaction): Promise<{ id: number; employer_id: number; status: JobStatus; credited_class: string | null } | undefined> {
      return trx('jobs').select('id', 'employer_id', 'status', 'credited_class').where({ id }).forUpdate().first();
    },

    /** Serializes slug choice for one title across concurrent posts (held until the transaction ends). */
    async lockSlugBase(base: string, trx: Knex.Transaction): Promise<void> {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('job-slug:' || ?))", [base]);
    },

    async slugExists(slug: string, trx?: Knex.Transaction): Promise<boolean> {
      return (await conn(trx)('jobs').select('id').where({ slug }).first()) !== undefined;
    },

    async insert(job: JobWrite & { slug: string }, categories: readonly string[], locations: readonly JobLocation[], trx: Knex.Transaction): Promise<number> {
      const [row] = await trx('jobs').insert(serialize(job)).returning(['id']);
      await replaceChildren(trx, row.id, categories, locations);
      return row.id as number;
    },

    async update(id: number, job: Partial<JobWrite>, categories: readonly string[], locations: readonly JobLocation[], trx: Knex.Transaction): Promise<void> {
      await trx('jobs').where({ id }).update({ ...serialize(job), modified_at: trx.fn.now() });
      await replaceChildren(trx, id, categories, locations);
    },

    async setStatus(id: number, status: JobStatus, trx: Knex.Transaction): Promise<void> {
      await trx('jobs').where({ id }).update({ status, modified_at: trx.fn.now() });
    },

    async setCreditedClass(id: number, creditedClass: 'free' | 'premium', trx: Knex.Transaction): Promise<void> {
      await trx('jobs').where({ id }).update({ credited_class: creditedClass });
    },

    async recordEvent(
      event: { actorUserId: number | null; jobId: number; action: string; from: string | null; to: string | null; details?: object },
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('events').insert({
        actor_user_id: event.actorUserId,
        entity: 'job',
        entity_id: String(event.jobId),
        action: event.action,
        from_value: event.from,
        to_value: event.to,
        details: event.details ? JSON.stringify(event.details) : null,
      });
      // Every way a job goes live (posting, editing a draft, a status change, the ATS import) passes here.
      if (event.to === 'publish' && event.from !== 'publish') await recordJobWebhookEvent(trx, 'job.published', [event.jobId]);
    },

    async employerById(id: number, trx?: Knex.Transaction): Promise<{ id: number; name: string; slug: string; owner_user_id: number } | undefined> {
      return conn(trx)('employers').select('id', 'name', 'slug', 'owner_user_id').where({ id }).whereNull('deleted_at').first();
    },

    async employerByNameOrSlug(text: string, trx?: Knex.Transaction): Promise<{ id: number; name: string; slug: string; owner_user_id: number } | undefined> {
      return conn(trx)('employers')
        .select('id', 'name', 'slug', 'owner_user_id')
        .whereNull('deleted_at')
        .where((q) => q.whereRaw('lower(name) = lower(?)', [text]).orWhere('slug', text.toLowerCase()))
        .orderBy('id')
        .first();
    },

    /** The viewer's roles and membership (for the premium access flag). */
    async viewerOf(userId: number, trx?: Knex.Transaction): Promise<{ roles: string[]; membership: string } | undefined> {
      return conn(trx)('users').select('roles', 'membership').where({ id: userId }).whereNull('deleted_at').first();
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
