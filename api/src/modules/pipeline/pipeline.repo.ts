import type { Knex } from 'knex';

export interface PipelineJob {
  id: number;
  employer_id: number;
  title: string;
  slug: string;
  is_send_rejection: boolean;
  rejection_email_subject: string;
  rejection_email_body: string;
  employer_name: string;
}

export interface PipelineApplicationRow {
  id: number;
  job_id: number;
  employer_id: number;
  candidate_user_id: number;
  status: number;
  cv_media_id: number | null;
  cv_title: string | null;
  cover_note: string;
  answers: { question_id: string; question: string; answer: string }[];
  created_at: Date;
  updated_at: Date;
  candidate_name: string;
  candidate_email: string;
  candidate_phone: string;
  candidate_slug: string;
  cv_headline: string;
  cand_headline: { label: string }[];
  cand_skills: { label: string }[];
  cand_country: string;
  cand_city: string;
  profile_pic_media_id: number | null;
  /** Jobs with safeguardingRequired: 'verified' while the candidate holds a verified, unexpired check (never the document). */
  safeguarding_check: 'verified' | null;
  notes_count?: number | string;
}

export interface PipelineListQuery {
  jobId: number;
  status?: number;
  search?: string;
  sort: 'newest' | 'oldest' | 'name' | 'status';
  offset: number;
  limit: number;
}

export interface NoteRow {
  id: number;
  application_id: number;
  employer_id: number;
  author_user_id: number | null;
  author_name: string | null;
  body: string;
  created_at: Date;
}

export interface RatingSummary {
  mine: number | null;
  average: number | null;
  count: number;
}

export interface EmailRow {
  id: number;
  kind: string;
  subject: string;
  created_at: Date;
  sent_at: Date | null;
}

export interface InterviewRow {
  id: number;
  kind: string;
  status: string;
  booked_start: Date | null;
  created_at: Date;
}

export interface TimelineRow {
  id: number;
  actor_user_id: number | null;
  actor_name: string | null;
  from_status: number | null;
  to_status: number;
  reason: string;
  created_at: Date;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const SORTS: Record<PipelineListQuery['sort'], string> = {
  newest: 'a.created_at DESC, a.id DESC',
  oldest: 'a.created_at ASC, a.id ASC',
  name: 'candidate_name ASC, a.id ASC',
  status: 'a.status ASC, a.created_at DESC, a.id DESC',
};

export function createPipelineRepo(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  /** Applications with the candidate's card fields. The keyword looks at name, headlines and skills. */
  const applications = (conn: Knex | Knex.Transaction) =>
    conn('applications as a')
      .join('jobs as j', 'j.id', 'a.job_id')
      .join('users as u', 'u.id', 'a.candidate_user_id')
      .leftJoin('candidate_profiles as cp', 'cp.user_id', 'a.candidate_user_id')
      .leftJoin('media as cv', function joinCv() {
        this.on('cv.id', '=', 'a.cv_media_id').andOnNull('cv.deleted_at');
      });

  const cardColumns = (conn: Knex | Knex.Transaction) => [
    'a.id', 'a.job_id', 'j.employer_id', 'a.candidate_user_id', 'a.status', 'a.cv_media_id', 'cv.title as cv_title', 'a.cover_note',
    'a.answers', 'a.created_at', 'a.updated_at', 'u.email as candidate_email', 'u.profile_slug as candidate_slug',
    conn.raw(`COALESCE(NULLIF(cp.cand_name, ''), u.display_name) as candidate_name`),
    conn.raw(`COALESCE(cp.cand_phone, '') as candidate_phone`),
    conn.raw(`COALESCE(cp.cv_headline, '') as cv_headline`),
    conn.raw(`COALESCE(cp.cand_headline, '[]'::jsonb) as cand_headline`),
    conn.raw(`COALESCE(cp.cand_skills, '[]'::jsonb) as cand_skills`),
    conn.raw(`COALESCE(cp.cand_country, '') as cand_country`),
    conn.raw(`COALESCE(cp.cand_city, '') as cand_city`),
    'cp.profile_pic_media_id',
    conn.raw(`CASE WHEN j.safeguarding_required AND EXISTS (SELECT 1 FROM background_checks bc WHERE bc.user_id = a.candidate_user_id
      AND bc.status = 'verified' AND bc.expires_on >= CURRENT_DATE) THEN 'verified' END as safeguarding_check`),
  ];

  const filtered = (query: PipelineListQuery) => {
    const rows = applications(db).where('a.job_id', query.jobId);
    if (query.status !== undefined) rows.where('a.status', query.status);
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      rows.whereRaw(
        `(COALESCE(NULLIF(cp.cand_name, ''), u.display_name) ILIKE ? OR cp.cv_headline ILIKE ? OR cp.cand_headline::text ILIKE ? OR cp.cand_skills::text ILIKE ?)`,
        [like, like, like, like],
      );
    }
    return rows;
  };

  return {
    async job(jobId: number, trx?: Knex.Transaction): Promise<PipelineJob | undefined> {
      return q(trx)('jobs as j')
        .join('employers as e', 'e.id', 'j.employer_id')
        .select('j.id', 'j.employer_id', 'j.title', 'j.slug', 'j.is_send_rejection', 'j.rejection_email_subject', 'j.rejection_email_body', 'e.name as employer_name')
        .where('j.id', jobId)
        .first();
    },

    async list(query: PipelineListQuery): Promise<{ rows: PipelineApplicationRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        filtered(query)
          .select(cardColumns(db))
          .select(db.raw('(SELECT count(*) FROM application_notes n WHERE n.application_id = a.id) as notes_count'))
          .orderByRaw(SORTS[query.sort])
          .offset(query.offset)
          .limit(query.limit),
        filtered(query).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as PipelineApplicationRow[], total: Number(counted?.count ?? 0) };
    },

    async statusCounts(jobId: number): Promise<Map<number, number>> {
      const rows = await db('applications').select('status').count<{ status: number; count: string | number }[]>({ count: '*' }).where({ job_id: jobId }).groupBy('status');
      return new Map(rows.map((row) => [Number(row.status), Number(row.count)]));
    },

    async findOne(id: number, trx?: Knex.Transaction): Promise<PipelineApplicationRow | undefined> {
      return applications(q(trx)).select(cardColumns(q(trx))).where('a.id', id).first();
    },

    /** Locks the applications (in id order, so concurrent bulk actions cannot deadlock) with their jobs' employer. */
    async lockForAction(ids: readonly number[], trx: Knex.Transaction): Promise<{ id: number; job_id: number; status: number; employer_id: number; candidate_user_id: number }[]> {
      return trx('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .select('a.id', 'a.job_id', 'a.status', 'j.employer_id', 'a.candidate_user_id')
        .whereIn('a.id', ids)
        .orderBy('a.id')
        .forUpdate('a');
    },

    async setStatus(id: number, status: number, trx: Knex.Transaction): Promise<void> {
      await trx('applications').where({ id }).update({ status, updated_at: trx.fn.now() });
    },

    async insertEvent(event: { application_id: number; actor_user_id: number; from_status: number; to_status: number; reason: string }, trx: Knex.Transaction): Promise<void> {
      await trx('application_events').insert(event);
    },

    async timeline(applicationId: number): Promise<TimelineRow[]> {
      return db('application_events as ev')
        .leftJoin('users as u', 'u.id', 'ev.actor_user_id')
        .select('ev.id', 'ev.actor_user_id', 'u.display_name as actor_name', 'ev.from_status', 'ev.to_status', 'ev.reason', 'ev.created_at')
        .where('ev.application_id', applicationId)
        .orderBy([{ column: 'ev.created_at', order: 'asc' }, { column: 'ev.id', order: 'asc' }]);
    },

    /**
     * Rating summaries of applications as `userId` sees them: their own rating, and the average and count of the
     * ratings given by the job's employer's team (ratings recorded under another employer never count).
     */
    async ratings(applicationIds: readonly number[], userId: number, trx?: Knex.Transaction): Promise<Map<number, RatingSummary>> {
      if (!applicationIds.length) return new Map();
      const rows: { application_id: number; average: string | number; count: string | number; mine: number | null }[] = await q(trx)('application_ratings as r')
        .join('applications as a', 'a.id', 'r.application_id')
        .join('jobs as j', 'j.id', 'a.job_id')
        .whereRaw('r.employer_id = j.employer_id')
        .whereIn('r.application_id', applicationIds)
        .groupBy('r.application_id')
        .select('r.application_id', q(trx).raw('avg(r.rating) as average'), q(trx).raw('count(*) as count'), q(trx).raw('max(r.rating) FILTER (WHERE r.user_id = ?) as mine', [userId]));
      return new Map(rows.map((row) => [Number(row.application_id), { mine: row.mine === null ? null : Number(row.mine), average: Math.round(Number(row.average) * 10) / 10, count: Number(row.count) }]));
    },

    async rate(rating: { application_id: number; user_id: number; employer_id: number; rating: number }, trx: Knex.Transaction): Promise<void> {
      await trx('application_ratings')
        .insert(rating)
        .onConflict(['application_id', 'user_id'])
        .merge({ rating: rating.rating, employer_id: rating.employer_id, updated_at: trx.fn.now() });
    },

    /** Emails written for this application (rejections), newest last: the timeline shows what was sent. */
    emails: (applicationId: number): Promise<EmailRow[]> =>
      db('outbound_emails').select('id', 'kind', 'subject', 'created_at', 'sent_at').where({ ref: `application/${applicationId}` }).orderBy('id'),

    interviews: (applicationId: number): Promise<InterviewRow[]> =>
      db('interviews').select('id', 'kind', 'status', 'booked_start', 'created_at').where({ application_id: applicationId }).orderBy('id'),

    async notes(applicationId: number, employerId: number): Promise<NoteRow[]> {
      return db('application_notes as n')
        .leftJoin('users as u', 'u.id', 'n.author_user_id')
        .select('n.*', 'u.display_name as author_name')
        .where({ 'n.application_id': applicationId, 'n.employer_id': employerId })
        .orderBy([{ column: 'n.created_at', order: 'desc' }, { column: 'n.id', order: 'desc' }]);
    },

    async insertNote(note: { application_id: number; employer_id: number; author_user_id: number; body: string }, trx?: Knex.Transaction): Promise<NoteRow> {
      const [row] = await q(trx)('application_notes').insert(note).returning('*');
      return row as NoteRow;
    },

    findNote: (id: number, trx?: Knex.Transaction): Promise<NoteRow | undefined> => q(trx)('application_notes').where({ id }).first(),

    async deleteNote(id: number, trx: Knex.Transaction): Promise<void> {
      await trx('application_notes').where({ id }).delete();
    },
  };
}

export type PipelineRepo = ReturnType<typeof createPipelineRepo>;
