import type { Knex } from 'knex';
import { likePattern } from './period';

export interface ApplicationFilters {
  q?: string;
  candidateId?: number;
  employerId?: number;
  jobId?: number;
  status?: number;
  from?: Date;
  to?: Date;
}

export interface EmployerFilters {
  q?: string;
  membership?: string;
}

const EMPLOYER_SORTS: Record<string, string> = {
  name: 'e.name ASC, e.id ASC',
  newest: 'e.created_at DESC, e.id DESC',
  jobs: 'jobs DESC, e.id ASC',
  credits: 'credits DESC, e.id ASC',
};

/** Every application on the site and every organisation, for the administrators (jobs applied, employers). */
export function createAdminOrganisationsRepo(db: Knex) {
  const applications = (filters: ApplicationFilters) => {
    const query = db('applications as a')
      .join('jobs as j', 'j.id', 'a.job_id')
      .join('employers as e', 'e.id', 'j.employer_id')
      .join('users as c', 'c.id', 'a.candidate_user_id');
    if (filters.q) {
      const pattern = likePattern(filters.q);
      query.where((match) =>
        match
          .whereRaw(`j.title ILIKE ? ESCAPE '\\'`, [pattern])
          .orWhereRaw(`c.display_name ILIKE ? ESCAPE '\\'`, [pattern])
          .orWhereRaw(`e.name ILIKE ? ESCAPE '\\'`, [pattern]),
      );
    }
    if (filters.candidateId) query.where('a.candidate_user_id', filters.candidateId);
    if (filters.employerId) query.where('j.employer_id', filters.employerId);
    if (filters.jobId) query.where('a.job_id', filters.jobId);
    if (filters.status !== undefined) query.where('a.status', filters.status);
    if (filters.from) query.where('a.created_at', '>=', filters.from);
    if (filters.to) query.where('a.created_at', '<', filters.to);
    return query;
  };

  const employers = (filters: EmployerFilters) => {
    const query = db('employers as e').join('users as o', 'o.id', 'e.owner_user_id').whereNull('e.deleted_at');
    if (filters.q) {
      const pattern = likePattern(filters.q);
      query.where((match) => match.whereRaw(`e.name ILIKE ? ESCAPE '\\'`, [pattern]).orWhereRaw(`o.email ILIKE ? ESCAPE '\\'`, [pattern]).orWhereRaw(`o.display_name ILIKE ? ESCAPE '\\'`, [pattern]));
    }
    if (filters.membership) query.where('o.membership', filters.membership);
    return query;
  };

  return {
    async applications(filters: ApplicationFilters, sort: string, offset: number, limit: number) {
      const order = sort === 'oldest' ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        applications(filters)
          .select('a.id', 'a.status', 'a.created_at', 'a.job_id', 'j.title as job_title', 'j.slug as job_slug', 'e.id as employer_id', 'e.name as employer_name', 'c.id as candidate_id', 'c.display_name as candidate_name', 'c.profile_slug as candidate_slug')
          .orderBy([{ column: 'a.created_at', order }, { column: 'a.id', order }])
          .offset(offset)
          .limit(limit),
        applications(filters).count<{ total: string }[]>({ total: '*' }),
      ]);
      return { rows, total: Number(counted[0].total) };
    },

    /** Candidates who applied to something, by name, username or email (the jobs-applied candidate picker). */
    async applicantLookup(str: string, limit: number) {
      const pattern = likePattern(str);
      return db('users as u')
        .whereNull('u.deleted_at')
        .whereExists(db('applications as a').whereRaw('a.candidate_user_id = u.id').select(db.raw('1')))
        .where((match) => match.whereRaw(`u.display_name ILIKE ? ESCAPE '\\'`, [pattern]).orWhereRaw(`u.username ILIKE ? ESCAPE '\\'`, [pattern]).orWhereRaw(`u.email ILIKE ? ESCAPE '\\'`, [pattern]))
        .orderBy([{ column: 'u.display_name' }, { column: 'u.id' }])
        .limit(limit)
        .select('u.id', 'u.display_name', 'u.username');
    },

    async employerLookup(str: string, limit: number) {
      return employers({ q: str }).orderBy([{ column: 'e.name' }, { column: 'e.id' }]).limit(limit).select('e.id', 'e.name', 'o.email');
    },

    /** Organisations with owner, plan, credits, jobs and team size. */
    async employers(filters: EmployerFilters, sort: string, offset: number, limit: number, today: string, employerId?: number) {
      const base = employers(filters);
      if (employerId) base.where('e.id', employerId);
      const [rows, counted] = await Promise.all([
        base.clone()
          .leftJoin('credit_balances as b', 'b.user_id', 'e.owner_user_id')
          .select(
            'e.id', 'e.name', 'e.slug', 'e.created_at', 'o.id as owner_id', 'o.display_name as owner_name', 'o.email as owner_email', 'o.membership',
            db.raw('COALESCE(b.standard, 0) AS standard_credits'), db.raw('COALESCE(b.premium, 0) AS premium_credits'),
            db.raw('COALESCE(b.standard, 0) + COALESCE(b.premium, 0) AS credits'),
            db.raw('(SELECT count(*) FROM jobs j WHERE j.employer_id = e.id) AS jobs'),
            db.raw(`(SELECT count(*) FROM jobs j WHERE j.employer_id = e.id AND j.status = 'publish' AND j.end_date >= ?::date) AS active_jobs`, [today]),
            db.raw('(SELECT count(*) FROM users t WHERE t.employer_id = e.id AND t.deleted_at IS NULL AND t.id <> e.owner_user_id) AS team_size'),
          )
          .orderByRaw(EMPLOYER_SORTS[sort] ?? EMPLOYER_SORTS.name)
          .offset(offset)
          .limit(limit),
        base.clone().count<{ total: string }[]>({ total: '*' }),
      ]);
      return { rows, total: Number(counted[0].total) };
    },

    /** Every job on the site (/admin/job/list-all): employer, state, class, dates and application count. */
    async allJobs(filters: { q?: string; employerId?: number; state?: string }, sort: string, offset: number, limit: number, today: string) {
      const base = db('jobs as j').join('employers as e', 'e.id', 'j.employer_id');
      if (filters.q) base.whereRaw(`j.title ILIKE ? ESCAPE '\\'`, [likePattern(filters.q)]);
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

    async employerJobs(employerId: number, limit: number) {
      return db('jobs').where({ employer_id: employerId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)
        .select('id', 'title', 'slug', 'status', 'job_class', 'end_date', 'created_at');
    },
    async employerTeam(employerId: number) {
      return db('users').where({ employer_id: employerId }).whereNull('deleted_at').orderBy('id').select('id', 'display_name', 'username', 'email', 'roles');
    },
  };
}

export type AdminOrganisationsRepo = ReturnType<typeof createAdminOrganisationsRepo>;
