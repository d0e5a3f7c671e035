import type { Knex } from 'knex';
import { whereAnyContains } from '../../lib/like-pattern';

/** Every job on the site, for the administrators and data scouts (/admin/job/list-all, an employer's page). */
export function createJobsAdminReads(db: Knex) {
  return {
    /** Employer, state, class, dates and application count; active/expired split by the deadline against `today`. */
    async list(filters: { q?: string; employerId?: number; state?: string }, sort: string, offset: number, limit: number, today: string) {
      const base = db('jobs as j').join('employers as e', 'e.id', 'j.employer_id');
      if (filters.q) whereAnyContains(base, ['j.title'], filters.q);
      if (filters.employerId) base.where('j.employer_id', filters.employerId);
      if (filters.state === 'active') base.where('j.status', 'publish').where('j.end_date', '>=', today);
      else if (filters.state === 'expired') base.where((match) => match.where('j.status', 'expired').orWhere((past) => past.where('j.status', 'publish').where('j.end_date', '<', today)));
      else if (filters.state) base.where('j.status', filters.state);
      const order = sort === 'oldest' ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        base.clone()
          .select('j.id', 'j.title', 'j.slug', 'j.status', 'j.job_class', 'j.end_date', 'j.created_at', 'e.id as employer_id', 'e.name as employer_name',
            db.raw('(SELECT count(*) FROM applications a WHERE a.job_id = j.id)::int AS applications'))
          .orderBy([{ column: 'j.created_at', order }, { column: 'j.id', order }])
          .offset(offset)
          .limit(limit),
        base.clone().count<{ total: string }[]>({ total: '*' }),
      ]);
      return { rows, total: Number(counted[0].total) };
    },

    ofEmployer: (employerId: number, limit: number) =>
      db('jobs').where({ employer_id: employerId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)
        .select('id', 'title', 'slug', 'status', 'job_class', 'end_date', 'created_at'),
  };
}

export type JobsAdminReads = ReturnType<typeof createJobsAdminReads>;
