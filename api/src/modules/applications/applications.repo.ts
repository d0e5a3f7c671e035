import type { Knex } from 'knex';
import type { ScreeningQuestion } from '@fj/shared';
import type { Locale } from '../../i18n/locale';

/** What applying needs to know about a job (read inside the apply transaction). */
export interface JobForApply {
  id: number;
  slug: string;
  title: string;
  employer_id: number;
  employer_name: string;
  status: string;
  job_class: 'free' | 'premium';
  receive_applicants: 'site' | 'exter' | 'mail';
  external_url: string;
  external_email: string;
  screening_questions: ScreeningQuestion[];
  /** status 'publish' and a deadline of today or later. */
  is_active: boolean;
  /** Applying needs a verified, unexpired background check (docs/safeguarding.md). */
  safeguarding_required: boolean;
  /** The email language of the organisation's owner: applications sent by email are written in it. */
  employer_locale: Locale | null;
}

export interface ApplicationRow {
  id: number;
  job_id: number;
  candidate_user_id: number;
  status: number;
  cv_media_id: number | null;
  cover_note: string;
  answers: { question_id: string; question: string; answer: string }[];
  credit_kind: 'standard' | 'premium';
  channel: 'site' | 'mail';
  created_at: Date;
  updated_at: Date;
  withdrawn_at: Date | null;
}

export type NewApplication = Pick<ApplicationRow, 'job_id' | 'candidate_user_id' | 'cv_media_id' | 'cover_note' | 'answers' | 'credit_kind' | 'channel'>;

export interface AppliedJobRow extends ApplicationRow {
  job_slug: string;
  job_title: string;
  job_class: 'free' | 'premium';
  job_status: string;
  end_date: string;
  employer_name: string;
  employer_slug: string;
}

export interface AppliedJobsQuery {
  candidateUserId: number;
  status?: number;
  search?: string;
  offset: number;
  limit: number;
}

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string })?.code === UNIQUE_VIOLATION;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createApplicationsRepo(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  const appliedFiltered = (query: AppliedJobsQuery) => {
    const rows = db('applications as a')
      .join('jobs as j', 'j.id', 'a.job_id')
      .join('employers as e', 'e.id', 'j.employer_id')
      .where('a.candidate_user_id', query.candidateUserId);
    if (query.status !== undefined) rows.where('a.status', query.status);
    if (query.search) rows.whereILike('j.title', `%${escapeLike(query.search)}%`);
    return rows;
  };

  return {
    /** The job with the fields applying needs; undefined for unknown ids. `today` is YYYY-MM-DD. */
    async jobForApply(jobId: number, today: string, trx?: Knex.Transaction): Promise<JobForApply | undefined> {
      const row = await q(trx)('jobs as j')
        .join('employers as e', 'e.id', 'j.employer_id')
        .select(
          'j.id', 'j.slug', 'j.title', 'j.employer_id', 'e.name as employer_name', 'j.status', 'j.job_class',
          'j.receive_applicants', 'j.external_url', 'j.external_email', 'j.screening_questions', 'j.safeguarding_required',
        )
        .select(q(trx).raw(`(j.status = 'publish' AND j.end_date >= ?::date) as is_active`, [today]))
        .select(q(trx).raw('(SELECT u.locale FROM users u WHERE u.id = e.owner_user_id) as employer_locale'))
        .where('j.id', jobId)
        .first();
      return row as JobForApply | undefined;
    },

    findByJobAndCandidate: (jobId: number, candidateUserId: number, trx?: Knex.Transaction): Promise<ApplicationRow | undefined> =>
      q(trx)<ApplicationRow>('applications').where({ job_id: jobId, candidate_user_id: candidateUserId }).first(),

    /** The candidate's own application, locked for a status change. */
    findOwnForUpdate: (id: number, candidateUserId: number, trx: Knex.Transaction): Promise<ApplicationRow | undefined> =>
      trx<ApplicationRow>('applications').where({ id, candidate_user_id: candidateUserId }).forUpdate().first(),

    async insert(application: NewApplication, trx: Knex.Transaction): Promise<ApplicationRow> {
      const [row] = await trx('applications')
        .insert({ ...application, answers: JSON.stringify(application.answers) })
        .returning('*');
      return row as ApplicationRow;
    },

    async setStatus(id: number, status: number, extra: { withdrawn_at?: Date }, trx: Knex.Transaction): Promise<void> {
      await trx('applications').where({ id }).update({ status, ...extra, updated_at: trx.fn.now() });
    },

    async insertEvent(
      event: { application_id: number; actor_user_id: number | null; from_status: number | null; to_status: number; reason?: string },
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('application_events').insert({ reason: '', ...event });
    },

    eventsOf: (applicationId: number, trx?: Knex.Transaction) =>
      q(trx)('application_events').where({ application_id: applicationId }).orderBy('id'),

    async recordClick(click: { job_id: number; user_id: number | null; target: 'exter' | 'mail' }, trx?: Knex.Transaction): Promise<void> {
      await q(trx)('job_apply_clicks').insert(click);
    },

    /** A page of the candidate's applications with their jobs, newest first, and the full count. */
    async appliedJobs(query: AppliedJobsQuery): Promise<{ rows: AppliedJobRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        appliedFiltered(query)
          .select(
            'a.*', 'j.slug as job_slug', 'j.title as job_title', 'j.job_class', 'j.status as job_status',
            db.raw(`to_char(j.end_date, 'YYYY-MM-DD') as end_date`), 'e.name as employer_name', 'e.slug as employer_slug',
          )
          .orderBy([{ column: 'a.created_at', order: 'desc' }, { column: 'a.id', order: 'desc' }])
          .offset(query.offset)
          .limit(query.limit),
        appliedFiltered(query).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as AppliedJobRow[], total: Number(counted?.count ?? 0) };
    },

    /** The candidate's applications to any of the given jobs (at most one each: one application per job). */
    appliedMarks: (candidateUserId: number, jobIds: number[]): Promise<Pick<ApplicationRow, 'id' | 'job_id' | 'created_at'>[]> =>
      db('applications').where('candidate_user_id', candidateUserId).whereIn('job_id', jobIds).select('id', 'job_id', 'created_at').orderBy('job_id'),

    async countForCandidate(candidateUserId: number): Promise<number> {
      const row = await db('applications').where({ candidate_user_id: candidateUserId }).count<{ count: string | number }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    /**
     * Whether a file is the CV of an application to one of the employer's jobs (media access for employers and
     * their team).
     */
    async cvAppliedToEmployer(mediaId: number, employerId: number): Promise<boolean> {
      const row = await db('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .where({ 'a.cv_media_id': mediaId, 'j.employer_id': employerId })
        .first(db.raw('1 as found'));
      return row !== undefined;
    },
  };
}

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
