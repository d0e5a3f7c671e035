import type { Knex } from 'knex';
import { COUNTRIES, isCandidateRole, labelOf, PROFILE_TYPES } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import type { PageSources } from '../../page-meta';
import { featuresOf } from '../memberships/tier-features';
import type { CardPictures } from './card-pictures';
import { initialsOf, type CardSource } from './card-model';
import { isArabic, profileTypeLabel } from './card-labels';
import { cardPlace, cardSalary } from './card-text';

export const SHARE_CARD_MESSAGES = {
  profileNotFound: 'Profile not found',
} as const;

interface ProfileRow {
  id: number;
  roles: string[];
  membership: string;
  display_name: string;
  profile_type: string | null;
  cand_name: string | null;
  cand_city: string | null;
  cand_country: string | null;
  cand_headline: unknown;
  cv_headline: string | null;
  cand_profile: string | null;
  hidden_at: Date | null;
  profile_pic_media_id: number | null;
}

const headlineText = (tags: unknown): string =>
  Array.isArray(tags) ? tags.map((tag) => (typeof tag === 'string' ? tag : ((tag as { label?: unknown })?.label ?? ''))).filter(Boolean).join(' · ') : '';

/**
 * The member whose profile may have a card: a live candidate account, public profile, on a tier with `socialShare`
 * (ELITE and up, read from `users.membership` like the tier gate). Anyone else: undefined (the route answers 404).
 */
export async function shareableProfile(db: Knex, slug: string): Promise<ProfileRow | undefined> {
  const row = (await db('users as u')
    .leftJoin('candidate_profiles as cp', 'cp.user_id', 'u.id')
    .where('u.profile_slug', slug)
    .whereNull('u.deleted_at')
    .first(
      'u.id', 'u.roles', 'u.membership', 'u.display_name', 'u.profile_type',
      'cp.cand_name', 'cp.cand_city', 'cp.cand_country', 'cp.cand_headline', 'cp.cv_headline', 'cp.cand_profile', 'cp.profile_pic_media_id', 'cp.hidden_at',
    )) as ProfileRow | undefined;
  if (!row || !isCandidateRole(row.roles)) return undefined;
  // No profile row yet means the column defaults: public.
  if ((row.cand_profile ?? 'pub') !== 'pub') return undefined;
  // Hidden by a moderator (docs/reports.md): no card, like the page.
  if (row.hidden_at) return undefined;
  if (!featuresOf('candidate', row.membership as never).includes('socialShare')) return undefined;
  return row;
}

/** Reads what each kind of card shows, with the same visibility rules as the pages they stand for. */
export function createCardSources(deps: { db: Knex; pages: PageSources; pictures: CardPictures }) {
  const { db, pages, pictures } = deps;

  return {
    async profile(slug: string): Promise<CardSource> {
      const row = await shareableProfile(db, slug);
      if (!row) throw notFound(SHARE_CARD_MESSAGES.profileNotFound);
      const name = (row.cand_name || row.display_name).trim();
      const type = row.profile_type ?? '';
      const english = labelOf(PROFILE_TYPES, type) ?? '';
      const country = row.cand_country ? (labelOf(COUNTRIES, row.cand_country) ?? row.cand_country) : '';
      // The card is drawn in the script of the name (card-layout.ts): its words and punctuation follow.
      const rtl = isArabic(name);
      const content = {
        name,
        role: profileTypeLabel(type, english, rtl),
        headline: headlineText(row.cand_headline) || (row.cv_headline ?? '').trim(),
        location: cardPlace([row.cand_city, country], rtl),
        photo: row.profile_pic_media_id,
      };
      return {
        kind: 'profile',
        subjectId: row.id,
        content,
        load: async () => ({
          kind: 'profile', name: content.name, role: content.role, headline: content.headline, location: content.location,
          picture: { png: await pictures.media(content.photo, 'cover'), initials: initialsOf(name), shape: 'round' },
        }),
      };
    },

    async job(slug: string): Promise<CardSource> {
      const job = await pages.jobs.detailBySlug(slug, undefined);
      const logoId = job.img ? Number(job.img.split('/').pop()) || null : null;
      const rtl = isArabic(job.title);
      const content = {
        title: job.title,
        employer: job.employer,
        location: job.locations.map((place) => cardPlace([place.city, labelOf(COUNTRIES, place.country) ?? place.country], rtl)).join(' · '),
        salary: cardSalary(job, rtl),
        closingDate: job.closing_date ? String(job.closing_date).slice(0, 10) : null,
        logo: logoId,
      };
      return {
        kind: 'job',
        subjectId: job.ID,
        content,
        load: async () => ({
          kind: 'job', ...content,
          logo: { png: await pictures.media(logoId, 'contain'), initials: initialsOf(job.employer), shape: 'tile' },
        }),
      };
    },

    async player(slug: string): Promise<CardSource> {
      const player = await pages.football.player(slug);
      const row = (await db('players as p').leftJoin('clubs as c', 'c.id', 'p.current_club_id').where('p.id', player.id)
        .first('p.shirt_number', 'p.photo_id', 'p.gender', 'c.name as club_name', 'c.primary_colour', 'c.secondary_colour', 'c.logo_photo_id')) as
        | { shirt_number: number | null; photo_id: number | null; gender: string | null; club_name: string | null; primary_colour: string | null; secondary_colour: string | null; logo_photo_id: number | null }
        | undefined;
      const club = row?.club_name ? { name: row.club_name, primary_colour: row.primary_colour, secondary_colour: row.secondary_colour, logoPhotoId: row.logo_photo_id } : null;
      const total = player.competitionTotal;
      const content = {
        name: player.name,
        position: player.position ?? '',
        shirtNumber: row?.shirt_number ?? null,
        season: player.season,
        stats: { apps: total.apps, goals: total.goals, assists: total.assists, minutes: total.minutes },
        club,
        photo: row?.photo_id ?? null,
        gender: row?.gender ?? null,
      };
      return {
        kind: 'player',
        subjectId: player.id,
        content,
        load: async () => ({
          kind: 'player', name: content.name, position: content.position, shirtNumber: content.shirtNumber, season: content.season, stats: content.stats,
          club: club?.name ?? '',
          crest: club ? { png: await pictures.crest(club), initials: '', shape: 'tile' } : null,
          portrait: { png: await pictures.portrait({ id: player.id, photoId: content.photo, gender: content.gender, club }), initials: initialsOf(player.name), shape: 'round' },
        }),
      };
    },
  };
}

export type CardSources = ReturnType<typeof createCardSources>;
