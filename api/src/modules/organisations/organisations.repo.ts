import type { Knex } from 'knex';
import type { EmployerProfileFields, EmployerProfileRow } from '../employers/employers.repo';
import { employerOpenJobsSql } from '../jobs';

export interface OrganisationCardRow {
  id: number;
  slug: string;
  name: string;
  headline: string;
  emp_nos: string;
  emp_city: string;
  emp_country: string;
  logo_media_id: number | null;
  is_featured: boolean;
  available_jobs: number | string;
}

export interface EmployerJobRow {
  id: number;
  slug: string;
  title: string;
  job_type: string;
  post_date: Date;
  end_date: string;
  modified_at: Date;
  locations: { country: string; city: string }[] | null;
}

export interface DirectoryQuery {
  search?: string;
  featured?: boolean;
  offset: number;
  limit: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const PROFILE_COLUMNS = 'to_char(e.emp_est, \'YYYY-MM-DD\') as emp_est';

export function createOrganisationsRepo(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;
  const activeJobs = (conn: Knex | Knex.Transaction, today: string) =>
    conn('jobs as j').where('j.status', 'publish').where('j.end_date', '>=', today);

  const directory = (query: DirectoryQuery) => {
    const rows = db('employers as e').whereNull('e.deleted_at');
    if (query.featured) rows.where('e.is_featured', true);
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      rows.where((w) => w.whereILike('e.name', like).orWhereILike('e.headline', like).orWhereILike('e.emp_city', like));
    }
    return rows;
  };

  return {
    async profileById(id: number, trx?: Knex.Transaction): Promise<EmployerProfileRow | undefined> {
      return q(trx)('employers as e').select('e.*', q(trx).raw(PROFILE_COLUMNS)).where('e.id', id).whereNull('e.deleted_at').first();
    },

    async profileBySlug(slug: string): Promise<EmployerProfileRow | undefined> {
      return db('employers as e').select('e.*', db.raw(PROFILE_COLUMNS)).where('e.slug', slug).whereNull('e.deleted_at').first();
    },

    async updateProfile(id: number, fields: EmployerProfileFields, trx: Knex.Transaction): Promise<void> {
      await trx('employers').where({ id }).update({ ...fields, updated_at: trx.fn.now() });
    },

    /** A picture (kind image) uploaded by someone acting for the employer: its owner or a team member. */
    async logoUsable(mediaId: number, employerId: number, trx?: Knex.Transaction): Promise<boolean> {
      const row = await q(trx)('media as m')
        .join('users as u', 'u.id', 'm.owner_user_id')
        .where({ 'm.id': mediaId, 'm.kind': 'image', 'u.employer_id': employerId })
        .whereNull('m.deleted_at')
        .first('m.id');
      return row !== undefined;
    },

    async isEmployerLogo(mediaId: number): Promise<boolean> {
      return (await db('employers').where({ logo_media_id: mediaId }).whereNull('deleted_at').first('id')) !== undefined;
    },

    async activeJobs(employerId: number, today: string, limit: number): Promise<{ rows: EmployerJobRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        activeJobs(db, today)
          .where('j.employer_id', employerId)
          .select('j.id', 'j.slug', 'j.title', 'j.job_type', 'j.post_date', db.raw(`to_char(j.end_date, 'YYYY-MM-DD') as end_date`), 'j.modified_at')
          .select(db.raw(`(SELECT jsonb_agg(jsonb_build_object('country', l.country, 'city', l.city) ORDER BY l.position) FROM job_locations l WHERE l.job_id = j.id) as locations`))
          .orderBy([{ column: 'j.post_date', order: 'desc' }, { column: 'j.id', order: 'desc' }])
          .limit(limit),
        db.first(db.raw(`${employerOpenJobsSql('?::int')} AS count`, [employerId, today])) as Promise<{ count: number } | undefined>,
      ]);
      return { rows: rows as EmployerJobRow[], total: Number(counted?.count ?? 0) };
    },

    /** Directory cards: featured first, then by name; each with its count of active jobs (from the job counters). */
    async directory(query: DirectoryQuery, today: string): Promise<{ rows: OrganisationCardRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        directory(query)
          .select('e.id', 'e.slug', 'e.name', 'e.headline', 'e.emp_nos', 'e.emp_city', 'e.emp_country', 'e.logo_media_id', 'e.is_featured')
          .select(db.raw(`${employerOpenJobsSql('e.id')} as available_jobs`, [today]))
          .orderBy([{ column: 'e.is_featured', order: 'desc' }, { column: 'e.name', order: 'asc' }, { column: 'e.id', order: 'asc' }])
          .offset(query.offset)
          .limit(query.limit),
        directory(query).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as OrganisationCardRow[], total: Number(counted?.count ?? 0) };
    },

    /** Figures of the employer dashboard. */
    async jobFigures(employerId: number, today: string): Promise<{ published: number; pending: number; drafts: number; closed: number }> {
      const row = await db('jobs')
        .where({ employer_id: employerId })
        .select(
          db.raw(`count(*) FILTER (WHERE status = 'publish' AND end_date >= ?::date) as published`, [today]),
          db.raw(`count(*) FILTER (WHERE status = 'pending') as pending`),
          db.raw(`count(*) FILTER (WHERE status = 'draft') as drafts`),
          db.raw(`count(*) FILTER (WHERE NOT (status = 'publish' AND end_date >= ?::date) AND status NOT IN ('pending', 'draft')) as closed`, [today]),
        )
        .first();
      return { published: Number(row?.published ?? 0), pending: Number(row?.pending ?? 0), drafts: Number(row?.drafts ?? 0), closed: Number(row?.closed ?? 0) };
    },

    async applicationCounts(employerId: number): Promise<Map<number, number>> {
      const rows = await db('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .where('j.employer_id', employerId)
        .select('a.status')
        .count<{ status: number; count: string | number }[]>({ count: '*' })
        .groupBy('a.status');
      return new Map(rows.map((row) => [Number(row.status), Number(row.count)]));
    },

    async teamAndTemplates(employerId: number): Promise<{ teamMembers: number; templates: number }> {
      const [team, templates] = await Promise.all([
        db('users').where({ employer_id: employerId }).whereNull('deleted_at').whereRaw(`roles && ARRAY['team_manager','team_member']::text[]`).count<{ count: string | number }[]>({ count: '*' }).first(),
        db('email_templates').where({ employer_id: employerId }).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { teamMembers: Number(team?.count ?? 0), templates: Number(templates?.count ?? 0) };
    },

    async owner(employerId: number): Promise<{ id: number; membership: string } | undefined> {
      return db('employers as e').join('users as u', 'u.id', 'e.owner_user_id').where('e.id', employerId).first('u.id', 'u.membership');
    },
  };
}

export type OrganisationsRepo = ReturnType<typeof createOrganisationsRepo>;
