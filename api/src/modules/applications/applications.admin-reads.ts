import type { Knex } from 'knex';
import { whereAnyContains } from '../../lib/like-pattern';
import { whereUserMatches } from '../users/user-search';

export interface ApplicationFilters {
  q?: string;
  candidateId?: number;
  employerId?: number;
  jobId?: number;
  status?: number;
  from?: Date;
  to?: Date;
}

/** Every application on the site, for the administrators' screens (jobs applied, a user's page). */
export function createApplicationsAdminReads(db: Knex) {
  const filtered = (filters: ApplicationFilters) => {
    const query = db('applications as a')
      .join('jobs as j', 'j.id', 'a.job_id')
      .join('employers as e', 'e.id', 'j.employer_id')
      .join('users as c', 'c.id', 'a.candidate_user_id');
    if (filters.q) whereAnyContains(query, ['j.title', 'c.display_name', 'e.name'], filters.q);
    if (filters.candidateId) query.where('a.candidate_user_id', filters.candidateId);
    if (filters.employerId) query.where('j.employer_id', filters.employerId);
    if (filters.jobId) query.where('a.job_id', filters.jobId);
    if (filters.status !== undefined) query.where('a.status', filters.status);
    if (filters.from) query.where('a.created_at', '>=', filters.from);
    if (filters.to) query.where('a.created_at', '<', filters.to);
    return query;
  };

  return {
    async list(filters: ApplicationFilters, sort: string, offset: number, limit: number) {
      const order = sort === 'oldest' ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        filtered(filters)
          .select('a.id', 'a.status', 'a.created_at', 'a.job_id', 'j.title as job_title', 'j.slug as job_slug', 'e.id as employer_id', 'e.name as employer_name', 'c.id as candidate_id', 'c.display_name as candidate_name', 'c.profile_slug as candidate_slug')
          .orderBy([{ column: 'a.created_at', order }, { column: 'a.id', order }])
          .offset(offset)
          .limit(limit),
        filtered(filters).count<{ total: string }[]>({ total: '*' }),
      ]);
      return { rows, total: Number(counted[0].total) };
    },

    /** One candidate's applications, newest first (a user's page). */
    ofCandidate: (userId: number, limit: number) =>
      db('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .join('employers as e', 'e.id', 'j.employer_id')
        .where('a.candidate_user_id', userId)
        .orderBy([{ column: 'a.created_at', order: 'desc' }, { column: 'a.id', order: 'desc' }])
        .limit(limit)
        .select('a.id', 'a.status', 'a.created_at', 'a.job_id', 'j.title as job_title', 'j.slug as job_slug', 'e.name as employer_name'),

    /** Candidates who applied to something, by name, username or email (the jobs-applied candidate picker). */
    applicantLookup: (str: string, limit: number): Promise<{ id: number; display_name: string; username: string }[]> =>
      whereUserMatches(db('users as u'), str, 'u')
        .whereNull('u.deleted_at')
        .whereExists(db('applications as a').whereRaw('a.candidate_user_id = u.id').select(db.raw('1')))
        .orderBy([{ column: 'u.display_name' }, { column: 'u.id' }])
        .limit(limit)
        .select('u.id', 'u.display_name', 'u.username'),
  };
}

export type ApplicationsAdminReads = ReturnType<typeof createApplicationsAdminReads>;
