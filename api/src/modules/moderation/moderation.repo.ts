import type { Knex } from 'knex';
import type { ModerationQueueStatus, ModerationReason } from '@fj/shared';

/** The moderation columns of a job, as the employer's own reads show them. */
export interface JobModerationState {
  status: 'pending' | 'rejected' | null;
  reasons: string[];
  rejectionReason: string | null;
  submittedAt: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Where each job stands in moderation (one query for a page of the employer's own jobs). */
export async function moderationStates(db: Knex | Knex.Transaction, jobIds: readonly number[]): Promise<Map<number, JobModerationState>> {
  const states = new Map<number, JobModerationState>();
  if (jobIds.length === 0) return states;
  const rows: { id: number; status: string; moderation_reasons: ModerationReason[] | null; rejection_reason: string | null; submitted_at: Date | null }[] = await db('jobs')
    .whereIn('id', jobIds)
    .select('id', 'status', 'moderation_reasons', 'rejection_reason', 'submitted_at');
  for (const row of rows) {
    const pending = row.status === 'pending';
    const rejected = row.status === 'draft' && row.rejection_reason !== null;
    states.set(row.id, {
      status: pending ? 'pending' : rejected ? 'rejected' : null,
      reasons: pending ? (row.moderation_reasons ?? []).map((reason) => reason.code) : [],
      rejectionReason: rejected ? row.rejection_reason : null,
      submittedAt: pending ? iso(row.submitted_at) : null,
    });
  }
  return states;
}

export interface QueueRow {
  id: number;
  title: string;
  slug: string;
  employer_id: number;
  employer_name: string;
  trusted_at: Date | null;
  approved_job_count: number;
  job_class: 'free' | 'premium';
  description: string;
  submitted_at: Date | null;
  moderation_reasons: ModerationReason[] | null;
  status: string;
  moderated_at: Date | null;
  moderated_by: string | null;
  rejection_reason: string | null;
}

export interface JobToModerate {
  id: number;
  employer_id: number;
  status: string;
  job_class: 'free' | 'premium';
  credited_class: 'free' | 'premium' | null;
  end_date: string;
  title: string;
  slug: string;
  posted_by_user_id: number | null;
  owner_user_id: number;
}

export function createModerationRepo(db: Knex) {
  /**
   * The queue: pending jobs oldest submission first; approved and rejected ones by the latest moderation event of that
   * kind, newest first (the event log keeps a decision even after the employer edits the job again).
   */
  function queue(status: ModerationQueueStatus) {
    const query = db('jobs as j')
      .join('employers as e', 'e.id', 'j.employer_id')
      .leftJoin('users as m', 'm.id', 'j.moderated_by_user_id');
    if (status === 'pending') return query.where('j.status', 'pending');
    return query.whereExists(
      db('events as ev').select(db.raw('1')).where('ev.entity', 'job').whereRaw('ev.entity_id = j.id::text').where('ev.action', status === 'approved' ? 'moderation.approve' : 'moderation.reject'),
    );
  }

  return {
    async queuePage(status: ModerationQueueStatus, offset: number, limit: number): Promise<{ rows: QueueRow[]; total: number }> {
      const order = status === 'pending'
        ? [{ column: 'j.submitted_at', order: 'asc' as const, nulls: 'first' as const }, { column: 'j.id', order: 'asc' as const }]
        : [{ column: 'j.moderated_at', order: 'desc' as const, nulls: 'last' as const }, { column: 'j.id', order: 'desc' as const }];
      const [rows, count] = await Promise.all([
        queue(status)
          .select('j.id', 'j.title', 'j.slug', 'j.employer_id', 'e.name as employer_name', 'e.trusted_at', 'e.approved_job_count', 'j.job_class', 'j.description')
          .select('j.submitted_at', 'j.moderation_reasons', 'j.status', 'j.moderated_at', 'm.display_name as moderated_by', 'j.rejection_reason')
          .orderBy(order)
          .offset(offset)
          .limit(limit),
        queue(status).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as QueueRow[], total: Number(count?.count ?? 0) };
    },

    async queueRow(id: number, trx?: Knex.Transaction): Promise<QueueRow | undefined> {
      const conn = trx ?? db;
      return conn('jobs as j')
        .join('employers as e', 'e.id', 'j.employer_id')
        .leftJoin('users as m', 'm.id', 'j.moderated_by_user_id')
        .where('j.id', id)
        .select('j.id', 'j.title', 'j.slug', 'j.employer_id', 'e.name as employer_name', 'e.trusted_at', 'e.approved_job_count', 'j.job_class', 'j.description')
        .select('j.submitted_at', 'j.moderation_reasons', 'j.status', 'j.moderated_at', 'm.display_name as moderated_by', 'j.rejection_reason')
        .first();
    },

    /** The job row locked for a decision, with its employer's owner (whose credits a publication spends). */
    async lockJob(trx: Knex.Transaction, id: number): Promise<JobToModerate | undefined> {
      const row = await trx('jobs as j')
        .join('employers as e', 'e.id', 'j.employer_id')
        .where('j.id', id)
        .forUpdate('j')
        .select('j.id', 'j.employer_id', 'j.status', 'j.job_class', 'j.credited_class', 'j.title', 'j.slug', 'j.posted_by_user_id', 'e.owner_user_id')
        .select(trx.raw(`to_char(j.end_date, 'YYYY-MM-DD') as end_date`))
        .first();
      return row as JobToModerate | undefined;
    },

    words: (conn: Knex | Knex.Transaction = db): Promise<{ id: number; word: string; created_at: Date }[]> =>
      conn('moderation_words').select('id', 'word', 'created_at').orderBy('word'),

    async addWord(trx: Knex.Transaction, word: string, userId: number): Promise<{ id: number } | undefined> {
      const [row] = await trx('moderation_words').insert({ word, created_by_user_id: userId }).onConflict('word').ignore().returning(['id']);
      return row;
    },

    async removeWord(trx: Knex.Transaction, id: number): Promise<{ word: string } | undefined> {
      const [row] = await trx('moderation_words').where({ id }).delete().returning(['word']);
      return row;
    },

    employerTrust: (conn: Knex | Knex.Transaction, employerId: number): Promise<{ id: number; trusted_at: Date | null; trusted_reason: string | null; approved_job_count: number } | undefined> =>
      conn('employers').select('id', 'trusted_at', 'trusted_reason', 'approved_job_count').where({ id: employerId }).whereNull('deleted_at').first(),
  };
}

export type ModerationRepo = ReturnType<typeof createModerationRepo>;
