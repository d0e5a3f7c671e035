import { clubHref, COUNTRIES, labelOf, playerHref, shareCardPath, staffHref } from '@fj/shared';
import { absoluteUrl } from '../head';
import { cutText, plainText } from '../html';
import { orNotFound } from '../not-found';
import type { PageSources } from '../sources';
import { NOT_FOUND, page, type PageAnswer, type PageBuilder, type SiteContext } from '../types';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value));
const joined = (parts: readonly string[], separator: string) => parts.filter(Boolean).join(separator);
const country = (code: unknown) => (text(code) ? (labelOf(COUNTRIES, text(code)) ?? text(code)) : '');
/** /football-photo/{id} pictures are served by the API origin. */
const photoUrl = (path: string | null | undefined, site: SiteContext) => (path ? absoluteUrl(site.apiUrl, path) : undefined);

const sportsTeam = (club: { name: string; slug: string }, site: SiteContext) => ({ '@type': 'SportsTeam', name: club.name, sport: 'Soccer', url: absoluteUrl(site.webUrl, clubHref(club.slug)) });

/** A player's or staff member's page: what the two share, from values already read as text. */
interface PersonPage {
  canonicalPath: string;
  name: string;
  /** The player's position or the staff member's job title. */
  jobTitle: string;
  clubName: string;
  nationality: unknown;
  /** Person properties of this kind of person only (nationality, club), placed after `jobTitle` in the JSON-LD. */
  jsonLd: object;
  /** Sentences between the summary line and the bio. */
  facts: readonly string[];
  bio: unknown;
  photo: string | null | undefined;
  /** The title when there is neither a name nor a role. */
  untitled: string;
  /** The link-preview image when it is not the photo (a player's share card). */
  card?: string;
}

function personPage(person: PersonPage, site: SiteContext): PageAnswer {
  const image = photoUrl(person.photo, site);
  const nationality = country(person.nationality);
  const role = joined([person.jobTitle, person.clubName ? `at ${person.clubName}` : ''], ' ');
  return page({
    title: joined([person.name, role], ' – ') || person.untitled,
    description: cutText(joined([`${joined([person.name, role, nationality], ', ')}.`, ...person.facts, plainText(text(person.bio))], ' ')),
    canonicalPath: person.canonicalPath,
    ogType: 'profile',
    image: person.card ?? image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: person.name,
        url: absoluteUrl(site.webUrl, person.canonicalPath),
        ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
        ...person.jsonLd,
        ...(image ? { image } : {}),
      },
    ],
  });
}

/** `/player/{slug}`: the published player (unpublished ones are 404 for a visitor, as GET /get-player says). */
export function playerPageBuilder(sources: Pick<PageSources, 'football'>): PageBuilder {
  return {
    routes: ['player'],
    async build({ slug = '' }, site) {
      const player = await orNotFound(sources.football.player(slug));
      if (!player) return NOT_FOUND;
      return personPage(
        {
          canonicalPath: playerHref(player.slug),
          name: player.name,
          jobTitle: text(player.position),
          clubName: player.clubName ?? '',
          nationality: player.nationality,
          jsonLd: {
            ...(country(player.nationality) ? { nationality: { '@type': 'Country', name: country(player.nationality) } } : {}),
            ...(player.clubInfo ? { memberOf: sportsTeam(player.clubInfo, site) } : {}),
          },
          facts: [`${player.matchesPlayed} appearances, ${player.goals} goals.`],
          bio: player.bio,
          photo: player.playerThumb,
          untitled: '',
          card: absoluteUrl(site.apiUrl, shareCardPath('player', player.slug)),
        },
        site,
      );
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
      return personPage(
        {
          canonicalPath: staffHref(staff.slug),
          name: text(staff.name),
          jobTitle: text(staff.jobTitle),
          clubName: text(staff.clubName),
          nationality: staff.nationality,
          jsonLd: staff.clubInfo ? { worksFor: sportsTeam({ name: text(staff.clubInfo.name), slug: text(staff.clubInfo.slug) }, site) } : {},
          facts: [],
          bio: staff.bio,
          photo: staff.playerThumb,
          untitled: 'Staff profile',
        },
        site,
      );
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
