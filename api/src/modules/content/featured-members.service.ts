import type { Knex } from 'knex';
import { COUNTRIES, labelOf, mediaPath, profileHref, type FeaturedMember } from '@fj/shared';
import { notFound } from '../../lib/http-error';

/** §6 "Featured candidate": ELITE for one month from the purchase of the live ELITE plan, UNLIMITED always. */
export const ELITE_FEATURED_MONTHS = 1;

/** Purchases after this moment still feature an ELITE member. */
const eliteCutoff = (at: Date) => {
  const cutoff = new Date(at);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ELITE_FEATURED_MONTHS);
  return cutoff;
};

interface FeaturedRow {
  id: number;
  display_name: string;
  profile_slug: string;
  membership: string;
  cand_name: string;
  cv_headline: string;
  cand_city: string;
  cand_country: string;
  profile_pic_media_id: number | null;
  admin_featured: boolean;
  elite_since: Date | null;
}

/**
 * Who is featured (docs/content.md): a public candidate profile (not private, account not deleted or suspended)
 * whose membership is UNLIMITED, or ELITE bought less than a month ago, or whom an administrator features.
 */
export function createFeaturedMembersService(db: Knex, now: () => Date) {
  const eligible = (at: Date) =>
    db('users as u')
      .join('candidate_profiles as cp', 'cp.user_id', 'u.id')
      .leftJoin('featured_members as f', 'f.user_id', 'u.id')
      .leftJoin(
        db('subscriptions')
          .where({ membership: 'ELITE' })
          .whereIn('status', ['active', 'past_due'])
          .groupBy('user_id')
          .select('user_id', db.raw('max(created_at) as elite_since'))
          .as('s'),
        's.user_id',
        'u.id',
      )
      .where('cp.cand_profile', 'pub')
      .whereNull('u.deleted_at')
      .whereNull('u.suspended_at')
      .andWhere((q) =>
        q
          .whereNotNull('f.user_id')
          .orWhere('u.membership', 'UNLIMITED')
          .orWhere((elite) => elite.where('u.membership', 'ELITE').where('s.elite_since', '>', eliteCutoff(at))),
      );

  const toMember = (row: FeaturedRow): FeaturedMember => ({
    id: row.id,
    name: row.cand_name || row.display_name,
    headline: row.cv_headline,
    location: [row.cand_city, row.cand_country ? (labelOf(COUNTRIES, row.cand_country) ?? row.cand_country) : ''].filter(Boolean).join(', '),
    profilePic: row.profile_pic_media_id ? mediaPath(row.profile_pic_media_id) : null,
    link: profileHref(row.profile_slug),
    reason: row.admin_featured ? 'admin' : row.membership === 'UNLIMITED' ? 'UNLIMITED' : 'ELITE',
  });

  return {
    async list(offset: number, limit: number) {
      const at = now();
      const [rows, count] = await Promise.all([
        eligible(at)
          .orderBy([{ column: 'u.membership', order: 'desc' }, { column: 'u.id', order: 'asc' }])
          .offset(offset)
          .limit(limit)
          .select(
            'u.id',
            'u.display_name',
            'u.profile_slug',
            'u.membership',
            'cp.cand_name',
            'cp.cv_headline',
            'cp.cand_city',
            'cp.cand_country',
            'cp.profile_pic_media_id',
            db.raw('(f.user_id IS NOT NULL) as admin_featured'),
            's.elite_since',
          ),
        eligible(at).count<{ count: string }[]>('u.id as count'),
      ]);
      return { data: (rows as FeaturedRow[]).map(toMember), total: Number(count[0]?.count ?? 0) };
    },
    async feature(userId: number, by: number, featured: boolean) {
      const user = await db('users').where({ id: userId }).whereNull('deleted_at').first('id');
      if (!user) throw notFound('User not found');
      if (featured) await db('featured_members').insert({ user_id: userId, featured_by: by }).onConflict('user_id').ignore();
      else await db('featured_members').where({ user_id: userId }).delete();
    },
  };
}

export type FeaturedMembersService = ReturnType<typeof createFeaturedMembersService>;
