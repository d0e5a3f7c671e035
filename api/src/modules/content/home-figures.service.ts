import type { Knex } from 'knex';
import { mediaPath, profileHref } from '@fj/shared';

const HIRED = 5;

/**
 * The homepage claims block from the data (issue 14): jobs posted this month, countries with open jobs, services in
 * the shop, members, roles filled (hired applications); plus employers' logos for the client carousel.
 */
export function createHomeFiguresService(db: Knex, now: () => Date) {
  return {
    async figures() {
      const at = now();
      const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const [jobs, countries, services, members, hired] = await Promise.all([
        db('jobs').where('status', 'publish').where('post_date', '>=', monthStart).where('post_date', '<=', at).count<{ count: string }[]>('id as count'),
        db('job_locations as l').join('jobs as j', 'j.id', 'l.job_id').where('j.status', 'publish').countDistinct<{ count: string }[]>('l.country as count'),
        db('products').where({ active: true }).count<{ count: string }[]>('id as count'),
        db('users').whereNull('deleted_at').count<{ count: string }[]>('id as count'),
        db('applications').where({ status: HIRED }).count<{ count: string }[]>('id as count'),
      ]);
      const value = (rows: { count: string }[]) => Number(rows[0]?.count ?? 0);
      return { jobsThisMonth: value(jobs), countries: value(countries), services: value(services), members: value(members), rolesFilled: value(hired) };
    },
    async clientLogos(limit: number) {
      const rows = await db('employers').whereNotNull('logo_media_id').whereNull('deleted_at').orderBy('id').limit(limit).select('id', 'name', 'slug', 'logo_media_id');
      return rows.map((row) => ({ id: row.id as number, name: row.name as string, img: mediaPath(row.logo_media_id as number), link: profileHref(row.slug as string) }));
    },
  };
}
