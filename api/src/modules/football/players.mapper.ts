import { clubHref, minutesPerGoal, perMatchAverage, type StatTotals } from '@fj/shared';
import { clubLogoPath, playerPhotoPath, uploadedPhotoPath } from './identity/paths';
import type { PlayerRow } from './players.repo';

const dateText = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : value ? String(value).slice(0, 10) : '');

/** Whole years between a birth date and today. */
export function ageOn(dateOfBirth: unknown, now: Date): number | null {
  const text = dateText(dateOfBirth);
  if (!text) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

/** §3 Player basic fields (plus the Edit-player ones) from a players row joined with its clubs. */
export function toPlayerBasics(row: PlayerRow, now: Date) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    fullName: row.full_name,
    shortName: row.short_name,
    clubId: row.current_club_id,
    clubName: row.club_name ?? '',
    clubLogo: clubLogoPath(row.club_logo_id, row.current_club_id),
    clubInfo: row.club_slug
      ? { name: row.club_name ?? '', slug: row.club_slug, country: row.club_country ?? '', ground: row.club_ground ?? '', founded: row.club_founded }
      : null,
    clubLink: row.club_slug ? clubHref(row.club_slug) : '',
    currentClub: row.current_club_id,
    nationalTeam: row.national_team_id ? { id: row.national_team_id, name: row.national_team_name ?? '', slug: row.national_team_slug ?? '' } : null,
    position: row.position,
    mainPosition: row.main_position,
    positionCode: row.position_code,
    otherPositions: row.other_positions ?? [],
    foot: row.foot,
    nationality: row.nationality,
    otherNationality: row.other_nationality,
    // Flags are country codes; the SPA draws them.
    flags: [row.nationality, row.other_nationality].filter(Boolean),
    placeOfBirth: row.place_of_birth,
    countryOfBirth: row.country_of_birth,
    dateOfBirth: dateText(row.date_of_birth),
    age: ageOn(row.date_of_birth, now),
    gender: row.gender,
    weight: row.weight_kg,
    height: row.height_cm,
    value: row.value_eur === null || row.value_eur === undefined ? null : Number(row.value_eur),
    bio: row.bio,
    playerThumb: playerPhotoPath(row.photo_id, row.id),
    photoId: row.photo_id,
    socialImage: uploadedPhotoPath(row.social_image_id),
    youtubeLink: row.youtube_link,
    status: row.status,
    standing: row.standing,
    postTitle: row.post_title,
    postName: row.post_name,
    externalId: row.external_id,
    published: row.published,
  };
}

/** A stat line with §9 minutes per goal (floor(minutes / goals)). */
export const withMinutesPerGoal = <T extends StatTotals>(line: T) => ({ ...line, minutesPerGoal: minutesPerGoal(line.minutes, line.goals) });

export function toCareerItem(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    clubName: String(row.team_name),
    clubLink: row.club_slug ? clubHref(String(row.club_slug)) : '',
    clubLogo: clubLogoPath(row.club_logo_id as number | null, row.club_slug ? (row.club_id as number | null) : null),
    from: dateText(row.from_date),
    to: dateText(row.to_date),
    apps: Number(row.apps),
    goals: Number(row.goals),
  };
}

/** §3 playing stats: totals with §9 per-match averages (1 decimal) and the average rating. */
export function toPlayingStats(stats: { matches: number; totals: Record<string, number>; rating: number | null }) {
  const keys = Object.keys(stats.totals);
  return {
    matches: stats.matches,
    totals: stats.totals,
    averages: Object.fromEntries(keys.map((key) => [key, perMatchAverage(stats.totals[key]!, stats.matches)])),
    rating: stats.rating === null ? null : Math.round(stats.rating * 10) / 10,
  };
}

/** A short player card for lists (search, related players, squads). */
export function toPlayerCard(row: PlayerRow, now: Date) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    position: row.position,
    positionCode: row.position_code,
    nationality: row.nationality,
    age: ageOn(row.date_of_birth, now),
    clubName: row.club_name ?? '',
    clubLink: row.club_slug ? clubHref(row.club_slug) : '',
    shirtNumber: row.shirt_number ?? null,
    playerThumb: playerPhotoPath(row.photo_id, row.id),
    published: row.published,
  };
}
