import type { Knex } from 'knex';
import { COUNTRIES, labelOf, mediaPath, profileHref, type FeaturedCandidate, type FeaturedMember } from '@fj/shared';
import { badRequest, notFound } from '../../lib/http-error';
import { escapeLike } from './text';

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
  until: Date | null;
  elite_since: Date | null;
}

/**
 * Who is featured (docs/content.md): a public candidate profile (not private, account not deleted or suspended)
 * whose membership is UNLIMITED, or ELITE bought less than a month ago, or whom an administrator features (until
 * their end date, when one was set).
 */
export function createFeaturedMembersService(db: Knex, now: () => Date) {
  /** Public candidate profiles with their administrator featuring (still running at `at`) and live ELITE purchase. */
  const publicProfiles = (at: Date) =>
    db('users as u')
      .join('candidate_profiles as cp', 'cp.user_id', 'u.id')
      .leftJoin(
        db('featured_members')
          .where((q) => q.whereNull('until').orWhere('until', '>', at))
          .select('user_id', 'until')
          .as('f'),
        'f.user_id',
        'u.id',
      )
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
      // Hidden by a moderator (docs/reports.md): never featured.
      .whereNull('cp.hidden_at')
      .whereNull('u.deleted_at')
      .whereNull('u.suspended_at');

  const byMembership = (at: Date) => (q: Knex.QueryBuilder) =>
    q.where('u.membership', 'UNLIMITED').orWhere((elite) => elite.where('u.membership', 'ELITE').where('s.elite_since', '>', eliteCutoff(at)));

  const eligible = (at: Date) => publicProfiles(at).andWhere((q) => q.whereNotNull('f.user_id').orWhere(byMembership(at)));

  const COLUMNS = [
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
    'f.until',
    's.elite_since',
  ];

  const membershipReason = (row: FeaturedRow, at: Date): FeaturedCandidate['byMembership'] => {
    if (row.membership === 'UNLIMITED') return 'UNLIMITED';
    if (row.membership === 'ELITE' && row.elite_since && new Date(row.elite_since) > eliteCutoff(at)) return 'ELITE';
    return null;
  };

  const toMember = (row: FeaturedRow): FeaturedMember => ({
    id: row.id,
    name: row.cand_name || row.display_name,
    headline: row.cv_headline,
    location: [row.cand_city, row.cand_country ? (labelOf(COUNTRIES, row.cand_country) ?? row.cand_country) : ''].filter(Boolean).join(', '),
    profilePic: row.profile_pic_media_id ? mediaPath(row.profile_pic_media_id) : null,
    link: profileHref(row.profile_slug),
    reason: row.admin_featured ? 'admin' : row.membership === 'UNLIMITED' ? 'UNLIMITED' : 'ELITE',
  });

  const toCandidate = (row: FeaturedRow, at: Date): FeaturedCandidate => ({
    id: row.id,
    name: row.cand_name || row.display_name,
    headline: row.cv_headline,
    profilePic: row.profile_pic_media_id ? mediaPath(row.profile_pic_media_id) : null,
    link: profileHref(row.profile_slug),
    byMembership: membershipReason(row, at),
    adminFeatured: Boolean(row.admin_featured),
    until: row.until ? new Date(row.until).toISOString() : null,
  });

  const BY_MEMBERSHIP = [{ column: 'u.membership', order: 'desc' }, { column: 'u.id', order: 'asc' }];
  // The admin screen shows administrator featuring first (it is what the screen changes), then by membership.
  const ADMIN_FIRST = [{ column: 'f.user_id', order: 'asc', nulls: 'last' }, ...BY_MEMBERSHIP];
  const BY_NAME = [{ column: 'cp.cand_name', order: 'asc' }, { column: 'u.id', order: 'asc' }];

  const page = async (query: (at: Date) => Knex.QueryBuilder, at: Date, offset: number, limit: number, order: typeof ADMIN_FIRST = BY_MEMBERSHIP) => {
    const [rows, count] = await Promise.all([
      query(at)
        .orderBy(order)
        .offset(offset)
        .limit(limit)
        .select(COLUMNS),
      query(at).count<{ count: string }[]>('u.id as count'),
    ]);
    return { rows: rows as FeaturedRow[], total: Number(count[0]?.count ?? 0) };
  };

  return {
    async list(offset: number, limit: number) {
      const { rows, total } = await page(eligible, now(), offset, limit);
      return { data: rows.map(toMember), total };
    },
    /** The admin screen's "featured now" list, telling membership from administrator featuring. */
    async adminFeatured(offset: number, limit: number) {
      const at = now();
      const { rows, total } = await page(eligible, at, offset, limit, ADMIN_FIRST);
      return { data: rows.map((row) => toCandidate(row, at)), total };
    },
    /** Public candidate profiles matching a name or headline, to feature or unfeature. */
    async candidates(search: string, offset: number, limit: number) {
      const at = now();
      const matching = (when: Date) => {
        const query = publicProfiles(when);
        if (search) {
          const like = `%${escapeLike(search)}%`;
          query.andWhere((q) => q.whereILike('cp.cand_name', like).orWhereILike('u.display_name', like).orWhereILike('cp.cv_headline', like));
        }
        return query;
      };
      const { rows, total } = await page(matching, at, offset, limit, BY_NAME);
      return { data: rows.map((row) => toCandidate(row, at)), total };
    },
    async feature(userId: number, by: number, featured: boolean, until: string | null = null) {
      const user = await db('users').where({ id: userId }).whereNull('deleted_at').first('id');
      if (!user) throw notFound('User not found');
      if (!featured) {
        await db('featured_members').where({ user_id: userId }).delete();
        return;
      }
      const end = until ? new Date(until) : null;
      if (end && (Number.isNaN(end.getTime()) || end <= now())) throw badRequest('Please check the form.', { until: 'The end date must be in the future.' });
      await db('featured_members').insert({ user_id: userId, featured_by: by, until: end }).onConflict('user_id').merge(['featured_by', 'until']);
    },
  };
}

export type FeaturedMembersService = ReturnType<typeof createFeaturedMembersService>;
