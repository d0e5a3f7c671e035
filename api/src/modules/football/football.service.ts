import type { Knex } from 'knex';
import { clubHref, hasPermission, isAdministrator, LIMITS, playerHref, POSITION_GROUPS, positionGroup, staffHref, type StatTotals } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { photoPath, toMatchItem, type CompetitionsRepo } from './competitions.repo';
import { clubColours } from './identity/colours';
import { clubLogoPath } from './identity/paths';
import type { ClubRow, ClubsRepo, StaffRepo } from './clubs-staff.repo';
import { ageOn, toCareerItem, toPlayerBasics, toPlayerCard, toPlayingStats, withMinutesPerGoal } from './players.mapper';
import { createClubPageStatement } from './club-page';
import { createPageStatements, type PlayerPageRow } from './page-statements';
import { PLAYING_STAT_COLUMNS, type PlayerRow, type PlayerSearchFilters, type PlayersRepo } from './players.repo';

export interface FootballServiceDeps {
  db: Knex;
  players: PlayersRepo;
  competitions: CompetitionsRepo;
  clubs: ClubsRepo;
  staff: StaffRepo;
  now: () => Date;
}

/** Who may see a player profile that is not published yet: editors and the account it belongs to. */
export const mayEditAnyPlayer = (actor: Actor | undefined) => !!actor && hasPermission(actor.roles, 'manage_players');
/** A profile hidden by a moderator (docs/reports.md) is gone for everyone but administrators, editors and owner included. */
const maySee = (row: PlayerRow, actor: Actor | undefined) =>
  row.hidden_at ? !!actor && isAdministrator(actor.roles) : row.published || mayEditAnyPlayer(actor) || (!!actor && row.user_id === actor.id);

const LATEST_GAMES = 50;
const clubOption = (row: ClubRow) => ({ value: row.id, label: row.name, slug: row.slug, logo: clubLogoPath(row.logo_photo_id, row.id), country: row.country });

export function createFootballService(deps: FootballServiceDeps) {
  const { players, competitions, clubs, staff, now } = deps;
  const pages = createPageStatements(deps.db);
  const clubPage = createClubPageStatement(deps.db);

  async function visiblePlayer(slug: string, actor?: Actor): Promise<PlayerRow> {
    const row = await players.findBySlug(slug);
    if (!row || !maySee(row, actor)) throw notFound('Player not found');
    return row;
  }

  /** The season asked for, else the player's latest season with appearances, else none. */
  async function seasonOf(playerId: number, season: string | undefined) {
    const seasons = await players.seasons(playerId);
    return { seasons, season: season ?? seasons[0] };
  }

  type Line = Awaited<ReturnType<PlayersRepo['lines']>>[number];
  const ZERO: StatTotals = { apps: 0, started: 0, minutes: 0, goals: 0, assists: 0, yellow: 0, red: 0 };
  const add = (a: StatTotals, b: StatTotals): StatTotals => ({
    apps: a.apps + b.apps, started: a.started + b.started, minutes: a.minutes + b.minutes, goals: a.goals + b.goals,
    assists: a.assists + b.assists, yellow: a.yellow + b.yellow, red: a.red + b.red,
  });
  const sum = (lines: readonly StatTotals[]) => lines.reduce(add, ZERO);

  /** Career rows with the recorded appearances for the club added once, to its most recent senior row. */
  function careersFrom(rows: Record<string, unknown>[], lines: readonly Line[]) {
    // A career row's apps and goals are those from before the database (rows come newest first).
    const recorded = new Map<number, StatTotals>();
    for (const line of lines) recorded.set(line.clubId, add(recorded.get(line.clubId) ?? ZERO, line));
    for (const row of rows) {
      const extra = row.kind === 'senior' && row.club_id ? recorded.get(Number(row.club_id)) : undefined;
      if (!extra) continue;
      row.apps = Number(row.apps) + extra.apps;
      row.goals = Number(row.goals) + extra.goals;
      recorded.delete(Number(row.club_id));
    }
    const of = (kind: string) => rows.filter((row) => row.kind === kind).map(toCareerItem);
    return { youthCareer: of('youth'), seniorCareer: of('senior'), nationalTeamCareer: of('national') };
  }

  /** A season's competition lines (one per competition, clubs summed) and its total, from the profile lines. */
  function seasonStatsFrom(lines: readonly Line[], season: string | undefined) {
    const inSeason = lines.filter((line) => line.season === season);
    const byCompetition = new Map<string, { competition: string; slug: string; line: StatTotals }>();
    for (const line of inSeason) {
      const entry = byCompetition.get(line.slug) ?? { competition: line.competition, slug: line.slug, line: ZERO };
      entry.line = add(entry.line, line);
      byCompetition.set(line.slug, entry);
    }
    return {
      competitions: [...byCompetition.values()].map(({ competition, slug, line }) => ({ competition, slug, ...withMinutesPerGoal(line), gls: line.goals, assist: line.assists })),
      competitionTotal: withMinutesPerGoal(sum(inSeason)),
    };
  }

  /** The §3 player document from the player row and its stat lines, careers, achievements and club competitions. */
  function playerDocument(row: PlayerRow, parts: { lines: Line[]; careers: Record<string, unknown>[]; achievements: unknown[]; activeCompetitions: { name: string; slug: string; season: string }[] }) {
    const { lines, careers, achievements, activeCompetitions } = parts;
    const seasons = [...new Set(lines.map((line) => line.season))];
    const season = seasons[0];
    const totals = sum(lines);
    return {
      ...toPlayerBasics(row, now()),
      link: playerHref(row.slug),
      ...careersFrom(careers, lines),
      achievements,
      matchesPlayed: totals.apps,
      matchesStarted: totals.started,
      goals: totals.goals,
      assists: totals.assists,
      minutes: totals.minutes,
      totals: withMinutesPerGoal(totals),
      seasons,
      season: season ?? null,
      ...seasonStatsFrom(lines, season),
      activeCompetitions,
    };
  }

  /** The document by the repo's separate reads (by id: the edit screen, which is not a hot path). */
  async function fullPlayer(row: PlayerRow) {
    const [lines, careers, achievements, activeCompetitions] = await Promise.all([
      players.lines(row.id),
      players.careers(row.id) as Promise<Record<string, unknown>[]>,
      players.achievements(row.id),
      row.current_club_id ? players.activeCompetitions(row.current_club_id) : Promise.resolve([]),
    ]);
    return playerDocument(row, { lines, careers, achievements, activeCompetitions });
  }

  /** The public profile: one prepared statement for the row and every part of the document (page-statements.ts). */
  async function playerPage(slug: string, actor?: Actor) {
    const page = await pages.playerPage(slug);
    if (!page || !maySee(page, actor)) throw notFound('Player not found');
    const { lines_json: lines, careers_json: careers, achievements_json: achievements, active_json: active, ...row } = page as PlayerPageRow & Record<string, unknown>;
    return playerDocument(row as PlayerRow, {
      lines: lines.map((line) => ({
        season: String(line.season), competition: String(line.competition), slug: String(line.slug), clubId: Number(line.club_id),
        apps: Number(line.apps), started: Number(line.started), minutes: Number(line.minutes), goals: Number(line.goals),
        assists: Number(line.assists), yellow: Number(line.yellow), red: Number(line.red),
      })),
      careers,
      achievements,
      activeCompetitions: active.map(({ name, slug: competitionSlug, season }) => ({ name, slug: competitionSlug, season })),
    });
  }

  return {
    async competitionsList() {
      return competitions.listWithSeasons();
    },

    /**
     * The competition page's whole answer as JSON text, `{ success, data: { competition, season, seasons, table,
     * adjustments, rounds } }`, built by one prepared statement (page-statements.ts) and sent as it is.
     */
    async competitionTableDocument(slug: string, season: string | undefined): Promise<string> {
      const document = await pages.tableDocument(slug, season);
      if (!document) throw notFound('Competition season not found');
      return document;
    },

    async player(slug: string, actor?: Actor) {
      return playerPage(slug, actor);
    },

    /** The player by id; to those who may edit it, also every appearance (the appearances editor). */
    async playerById(id: number, actor?: Actor) {
      const row = await players.findById(id);
      if (!row || !maySee(row, actor)) throw notFound('Player not found');
      const player = await fullPlayer(row);
      if (!mayEditAnyPlayer(actor) && !(actor && row.user_id === actor.id)) return player;
      const appearances = ((await players.appearancesForEdit(row.id)) as Record<string, unknown>[]).map((entry) => ({
        matchId: Number(entry.match_id),
        clubId: Number(entry.appearance_club_id),
        match: toMatchItem({ ...entry, id: entry.match_id }),
        started: Boolean(entry.started),
        minutes: Number(entry.minutes),
        goals: Number(entry.goals),
        assists: Number(entry.assists),
        yellow: Number(entry.yellow_cards),
        red: Number(entry.red_cards),
        rating: entry.rating === null ? null : Number(entry.rating),
        ...Object.fromEntries(PLAYING_STAT_COLUMNS.map((key) => [key, Number(entry[`stat_${key}`])])),
      }));
      // The stored career rows (apps and goals from before the database, without the recorded appearances).
      const careers = ((await players.careers(row.id)) as Record<string, unknown>[]).map((career) => ({
        kind: String(career.kind), clubId: (career.club_id as number | null) ?? null, teamName: String(career.team_name),
        from: toCareerItem(career).from, to: toCareerItem(career).to, apps: Number(career.apps), goals: Number(career.goals),
      }));
      return { ...player, appearances, careers };
    },

    async playerStats(slug: string, season: string | undefined, actor?: Actor) {
      const row = await visiblePlayer(slug, actor);
      const lines = await players.lines(row.id);
      const seasons = [...new Set(lines.map((line) => line.season))];
      const chosen = season ?? seasons[0];
      const stats = seasonStatsFrom(lines, chosen);
      return {
        slug: row.slug,
        season: chosen ?? null,
        seasons,
        matchesPlayed: stats.competitionTotal.apps,
        matchesStarted: stats.competitionTotal.started,
        goals: stats.competitionTotal.goals,
        assists: stats.competitionTotal.assists,
        ...stats,
      };
    },

    async competitionMatches(slug: string, season: string | undefined, actor?: Actor) {
      const row = await visiblePlayer(slug, actor);
      const chosen = await seasonOf(row.id, season);
      const rows = chosen.season ? await players.matches(row.id, chosen.season, LATEST_GAMES) : [];
      return {
        season: chosen.season ?? null,
        matches: rows.map((match: Record<string, unknown>) => ({
          ...toMatchItem(match),
          player: {
            clubSlug: String(match.player_club_slug),
            started: Boolean(match.started),
            minutes: Number(match.minutes),
            goals: Number(match.goals),
            assists: Number(match.assists),
            yellow: Number(match.yellow_cards),
            red: Number(match.red_cards),
            rating: match.rating === null ? null : Number(match.rating),
          },
        })),
      };
    },

    async seasons(slug: string, actor?: Actor) {
      const row = await visiblePlayer(slug, actor);
      return players.seasons(row.id);
    },

    async statsByClub(slug: string, actor?: Actor) {
      const row = await visiblePlayer(slug, actor);
      return (await players.statsByClub(row.id)).map((line) => ({
        ...withMinutesPerGoal(line),
        club: { name: line.club.name, slug: line.club.slug, link: clubHref(line.club.slug), logo: clubLogoPath(line.club.logoId, line.club.id) },
      }));
    },

    async playingStats(slug: string, season: string | undefined, actor?: Actor) {
      const row = await visiblePlayer(slug, actor);
      const chosen = await seasonOf(row.id, season);
      const stats = chosen.season ? await players.playingStats(row.id, chosen.season) : { matches: 0, totals: {}, rating: null };
      return { season: chosen.season ?? null, ...toPlayingStats(stats as never) };
    },

    async related(club: string, exclude: string | undefined, limit: number) {
      const asId = /^[0-9]{1,10}$/.test(club) ? Number(club) : null;
      if (asId !== null && asId > 2_147_483_647) return [];
      const clubRow = asId !== null ? await clubs.findById(asId) : await clubs.findBySlug(club);
      if (!clubRow) return [];
      return (await players.related(clubRow.id, exclude, limit)).map((row) => toPlayerCard(row, now()));
    },

    async statusAchievements(id: number, actor?: Actor) {
      const row = await players.findById(id);
      if (!row || !maySee(row, actor)) throw notFound('Player not found');
      return { id: row.id, status: row.status, standing: row.standing, achievements: await players.achievements(row.id) };
    },

    /** §5 async look-up: nothing below 4 characters. */
    async clubOptions(input: string) {
      const text = input.trim();
      if (text.length < LIMITS.asyncSelectMinChars) return [];
      return (await clubs.lookup(text, 20)).map(clubOption);
    },

    async clubSearch(input: string) {
      const text = input.trim();
      if (text.length < LIMITS.asyncSelectMinChars) return [];
      const rows = await clubs.lookup(text, 20);
      return rows.map((row) => ({ ...clubOption(row), id: row.id, name: row.name, link: clubHref(row.slug), ground: row.ground, founded: row.founded }));
    },

    async searchPlayers(filters: PlayerSearchFilters, paging: { offset: number; limit: number }) {
      const term = filters.term?.trim() ?? '';
      // A name of 1–3 characters is an unfinished async look-up (§5): it answers nothing rather than everything.
      if (term.length > 0 && term.length < LIMITS.asyncSelectMinChars) return { rows: [], total: 0 };
      const words = term.split(/\s+/).filter(Boolean).slice(0, 6);
      if (words.length > 0) {
        // A name search is one prepared statement; past the last page it has no row to carry the total.
        const page = await pages.nameSearch({ ...filters, words, today: now().toISOString().slice(0, 10) }, paging);
        if (page.rows.length > 0 || paging.offset === 0) return { rows: page.rows.map((row) => toPlayerCard(row, now())), total: page.total };
      }
      const { rows, total } = await players.search({ ...filters, term }, paging, now());
      return { rows: rows.map((row) => toPlayerCard(row, now())), total };
    },

    async staffProfile(slug: string) {
      const row = (await staff.findBySlug(slug)) as Record<string, unknown> | undefined;
      if (!row) throw notFound('Staff member not found');
      const id = Number(row.id);
      const careers = (await staff.careers(id)) as Record<string, unknown>[];
      const date = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value ? String(value).slice(0, 10) : '');
      return {
        id,
        slug: String(row.slug),
        link: staffHref(String(row.slug)),
        name: row.name,
        title: row.title,
        jobTitle: row.job_title,
        age: ageOn(row.date_of_birth, now()),
        dob: date(row.date_of_birth),
        based: row.based,
        clubName: row.club_name ?? '',
        clubLogo: clubLogoPath(row.club_logo_id as number | null, row.current_club_id as number | null),
        clubLink: row.club_slug ? clubHref(String(row.club_slug)) : '',
        clubInfo: row.club_slug ? { name: row.club_name, slug: row.club_slug } : null,
        nationality: row.nationality,
        otherNationality: row.other_nationality,
        nationalityFlag: row.nationality,
        otherNationalityFlag: row.other_nationality,
        placeOfBirth: row.place_of_birth,
        gender: row.gender,
        qualification: row.qualification,
        playerThumb: photoPath(row.photo_id as number | null),
        youtubeLink: row.youtube_link,
        bio: row.bio,
        status: row.status,
        world: row.world,
        languages: row.languages,
        software: row.software,
        organization: row.organization,
        softwareExperience: row.software_experience,
        roleExperience: row.role_experience,
        references: row.references,
        preferredFormation: row.preferred_formation,
        playingStyle: row.playing_style,
        pressingStyle: row.pressing_style,
        coachingStyle: row.coaching_style,
        contact: row.contact,
        careerHistory: careers.map((career) => ({
          clubName: career.club_name,
          clubLogo: clubLogoPath(career.club_logo_id as number | null, career.club_slug ? (career.club_id as number | null) : null),
          clubLink: career.club_slug ? clubHref(String(career.club_slug)) : '',
          job: career.job,
          from: date(career.from_date),
          to: date(career.to_date),
        })),
        achievements: await staff.achievements(id),
      };
    },

    /**
     * `/club/{slug}`: the club with its colours and crest, the squad by line (GK, DEF, MID, FWD, then players without
     * a position), its staff, the season's results and fixtures in every competition (`season`, default the latest
     * it played in) and the seasons to switch to. One prepared statement (club-page.ts).
     */
    async club(slug: string, season?: string) {
      const club = await clubPage(slug, season);
      if (!club) throw notFound('Club not found');
      const seasons = club.seasons_json;
      const shown = season ?? seasons[0];
      if (season && !seasons.includes(season)) throw notFound('This club has no matches in that season');
      const [squadRows, staffRows, matches] = [club.squad_json, club.staff_json, club.matches_json];
      const competitionsPlayed = club.competitions_json.map(({ name, slug: competitionSlug, season: latest }) => ({ name, slug: competitionSlug, season: latest }));
      const items = (matches as Record<string, unknown>[]).map(toMatchItem);
      const cards = squadRows.map((row) => ({ ...toPlayerCard(row, now()), group: positionGroup(row.position_code) }));
      return {
        id: club.id,
        name: club.name,
        shortName: club.short_name,
        slug: club.slug,
        country: club.country,
        logo: clubLogoPath(club.logo_photo_id, club.id),
        colours: clubColours(club),
        founded: club.founded,
        ground: club.ground,
        squad: [...POSITION_GROUPS, null].map((group) => ({ group, players: cards.filter((card) => card.group === group) })).filter((line) => line.players.length > 0),
        staff: staffRows.map((row) => ({ slug: row.slug, name: row.name, jobTitle: row.job_title, link: staffHref(String(row.slug)), photo: photoPath(row.photo_id as number | null) })),
        season: shown ?? null,
        seasons,
        // Newest first, like the results on the club pages people know; fixtures soonest first.
        results: items.filter((item) => item.ft).reverse(),
        fixtures: items.filter((item) => !item.ft),
        competitions: competitionsPlayed,
      };
    },
  };
}

export type FootballService = ReturnType<typeof createFootballService>;
