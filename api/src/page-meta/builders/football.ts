import { clubHref, COUNTRIES, labelOf, playerHref, staffHref } from '@fj/shared';
import { absoluteUrl } from '../head';
import { cutText, plainText } from '../html';
import { orNotFound } from '../not-found';
import type { PageSources } from '../sources';
import { NOT_FOUND, page, type PageBuilder, type SiteContext } from '../types';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value));
const joined = (parts: readonly string[], separator: string) => parts.filter(Boolean).join(separator);
const country = (code: unknown) => (text(code) ? (labelOf(COUNTRIES, text(code)) ?? text(code)) : '');
/** /football-photo/{id} pictures are served by the API origin. */
const photoUrl = (path: string | null | undefined, site: SiteContext) => (path ? absoluteUrl(site.apiUrl, path) : undefined);

/** `/player/{slug}`: the published player (unpublished ones are 404 for a visitor, as GET /get-player says). */
export function playerPageBuilder(sources: Pick<PageSources, 'football'>): PageBuilder {
  return {
    routes: ['player'],
    async build({ slug = '' }, site) {
      const player = await orNotFound(sources.football.player(slug));
      if (!player) return NOT_FOUND;
      const canonicalPath = playerHref(player.slug);
      const image = photoUrl(player.playerThumb, site);
      const role = joined([text(player.position), player.clubName ? `at ${player.clubName}` : ''], ' ');
      const record = `${player.matchesPlayed} appearances, ${player.goals} goals`;
      return page({
        title: joined([player.name, role], ' – '),
        description: cutText(joined([`${joined([player.name, role, country(player.nationality)], ', ')}.`, `${record}.`, plainText(text(player.bio))], ' ')),
        canonicalPath,
        ogType: 'profile',
        image,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Person',
            name: player.name,
            url: absoluteUrl(site.webUrl, canonicalPath),
            ...(text(player.position) ? { jobTitle: text(player.position) } : {}),
            ...(country(player.nationality) ? { nationality: { '@type': 'Country', name: country(player.nationality) } } : {}),
            ...(player.clubInfo ? { memberOf: { '@type': 'SportsTeam', name: player.clubInfo.name, sport: 'Soccer', url: absoluteUrl(site.webUrl, clubHref(player.clubInfo.slug)) } } : {}),
            ...(image ? { image } : {}),
          },
        ],
      });
    },
  };
}

/** `/staff/{slug}`: a coach, scout or other staff member of the football database. */
export function staffPageBuilder(sources: Pick<PageSources, 'football'>): PageBuilder {
  return {
    routes: ['staff'],
    async build({ slug = '' }, site) {
      const staff = await orNotFound(sources.football.staffProfile(slug));
      if (!staff) return NOT_FOUND;
      const canonicalPath = staffHref(staff.slug);
      const image = photoUrl(staff.playerThumb, site);
      const name = text(staff.name);
      const role = joined([text(staff.jobTitle), staff.clubName ? `at ${text(staff.clubName)}` : ''], ' ');
      return page({
        title: joined([name, role], ' – ') || 'Staff profile',
        description: cutText(joined([`${joined([name, role, country(staff.nationality)], ', ')}.`, plainText(text(staff.bio))], ' ')),
        canonicalPath,
        ogType: 'profile',
        image,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Person',
            name,
            url: absoluteUrl(site.webUrl, canonicalPath),
            ...(text(staff.jobTitle) ? { jobTitle: text(staff.jobTitle) } : {}),
            ...(staff.clubInfo ? { worksFor: { '@type': 'SportsTeam', name: text(staff.clubInfo.name), sport: 'Soccer', url: absoluteUrl(site.webUrl, clubHref(text(staff.clubInfo.slug))) } } : {}),
            ...(image ? { image } : {}),
          },
        ],
      });
    },
  };
}

/** `/club/{slug}`: the club with its squad and staff. */
export function clubPageBuilder(sources: Pick<PageSources, 'football'>): PageBuilder {
  return {
    routes: ['club'],
    async build({ slug = '' }, site) {
      const club = await orNotFound(sources.football.club(slug));
      if (!club) return NOT_FOUND;
      const canonicalPath = clubHref(club.slug);
      const logo = photoUrl(club.logo, site);
      const where = joined([text(club.ground), country(club.country)], ', ');
      return page({
        title: `${club.name}: squad, staff and results`,
        description: cutText(
          joined([`${joined([club.name, where, club.founded ? `founded ${club.founded}` : ''], ', ')}.`, `${club.squad.length} players and ${club.staff.length} staff in the database.`], ' '),
        ),
        canonicalPath,
        image: logo,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'SportsTeam',
            name: club.name,
            sport: 'Soccer',
            url: absoluteUrl(site.webUrl, canonicalPath),
            ...(logo ? { logo } : {}),
            ...(club.founded ? { foundingDate: String(club.founded) } : {}),
            ...(where ? { location: { '@type': 'Place', name: where } } : {}),
          },
        ],
      });
    },
  };
}
