import type { Knex } from 'knex';

/** Jobs a saved list may show: public ones (a job moved back to draft or pending is hidden, its save kept). */
const PUBLIC_STATUSES = ['publish', 'expired', 'filled', 'closed'];

export function createSavedJobsRepo(db: Knex) {
  /** The caller's saves joined to jobs still public; `jobIds` narrows them (the cards' Saved badges). */
  const visible = (userId: number, jobIds?: readonly number[]) => {
    const query = db('saved_jobs as s').join('jobs as j', 'j.id', 's.job_id').where('s.user_id', userId).whereIn('j.status', PUBLIC_STATUSES);
    if (jobIds) query.whereIn('s.job_id', jobIds);
    return query;
  };

  return {
    /** Saves the job for the user (idempotent); the moment it was first saved. */
    async save(userId: number, jobId: number, trx: Knex.Transaction): Promise<Date> {
      await trx('saved_jobs').insert({ user_id: userId, job_id: jobId }).onConflict(['user_id', 'job_id']).ignore();
      const row = await trx('saved_jobs').where({ user_id: userId, job_id: jobId }).first('created_at');
      return new Date(row.created_at);
    },

    async unsave(userId: number, jobId: number, trx: Knex.Transaction): Promise<void> {
      await trx('saved_jobs').where({ user_id: userId, job_id: jobId }).delete();
    },

    /** A job the user may save: public, found by id (locked against a concurrent delete). */
    async publicJob(jobId: number, trx: Knex.Transaction): Promise<{ id: number; status: string } | undefined> {
      return trx('jobs').where('id', jobId).forShare().first('id', 'status');
    },

    /** One page of the user's saves, newest first, and how many there are. */
    async page(userId: number, offset: number, limit: number, jobIds?: readonly number[]): Promise<{ rows: { job_id: number; created_at: Date }[]; total: number }> {
      const [rows, count] = await Promise.all([
        visible(userId, jobIds).select('s.job_id', 's.created_at').orderBy('s.created_at', 'desc').orderBy('s.job_id', 'desc').offset(offset).limit(limit),
        visible(userId, jobIds).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as { job_id: number; created_at: Date }[], total: Number(count?.count ?? 0) };
    },
  };
}

export type SavedJobsRepo = ReturnType<typeof createSavedJobsRepo>;
export const SAVEABLE_STATUSES = PUBLIC_STATUSES;
