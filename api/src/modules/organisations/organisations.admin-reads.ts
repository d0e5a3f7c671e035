import type { Knex } from 'knex';
import { whereAnyContains } from '../../lib/like-pattern';

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

/** Every organisation, for the administrators (the employers screen, the employer pickers, a user's page). */
export function createOrganisationsAdminReads(db: Knex) {
  const filtered = (filters: EmployerFilters) => {
    const query = db('employers as e').join('users as o', 'o.id', 'e.owner_user_id').whereNull('e.deleted_at');
    if (filters.q) whereAnyContains(query, ['e.name', 'o.email', 'o.display_name'], filters.q);
    if (filters.membership) query.where('o.membership', filters.membership);
    return query;
  };

  return {
    lookup: (str: string, limit: number): Promise<{ id: number; name: string; email: string }[]> =>
      filtered({ q: str }).orderBy([{ column: 'e.name' }, { column: 'e.id' }]).limit(limit).select('e.id', 'e.name', 'o.email'),

    /** Organisations with owner, plan, credits, jobs and team size (one of them with `employerId`). */
    async list(filters: EmployerFilters, sort: string, offset: number, limit: number, today: string, employerId?: number) {
      const base = filtered(filters);
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

    byId: (employerId: number): Promise<{ id: number; name: string; slug: string; owner_user_id: number } | undefined> =>
      db('employers').where({ id: employerId }).first('id', 'name', 'slug', 'owner_user_id'),
  };
}

export type OrganisationsAdminReads = ReturnType<typeof createOrganisationsAdminReads>;
