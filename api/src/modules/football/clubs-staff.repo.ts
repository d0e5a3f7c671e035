import type { Knex } from 'knex';
import { matchesWithClubs } from './competitions.repo';
import type { PlayerRow } from './players.repo';

/** A squad is at most this many players (the demo clubs have 16, real ones about 30). */
const SQUAD_LIMIT = 80;

type Db = Knex | Knex.Transaction;

export interface ClubRow {
  id: number;
  name: string;
  short_name: string;
  slug: string;
  country: string;
  logo_photo_id: number | null;
  founded: number | null;
  ground: string;
  is_national_team: boolean;
  primary_colour: string | null;
  secondary_colour: string | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createClubsRepo(db: Knex) {
  return {
    async findBySlug(slug: string, trx: Db = db): Promise<ClubRow | undefined> {
      return trx('clubs').where({ slug }).first();
    },
    async findById(id: number, trx: Db = db): Promise<ClubRow | undefined> {
      return trx('clubs').where({ id }).first();
    },
    async existingIds(ids: number[], trx: Db = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      return new Set((await trx('clubs').whereIn('id', ids).pluck('id')) as number[]);
    },
    /** Clubs whose name contains the text (trigram index), best matches first. */
    async lookup(input: string, limit: number, trx: Db = db): Promise<ClubRow[]> {
      return trx('clubs')
        .whereRaw(`name ILIKE ? ESCAPE '\\'`, [`%${likeEscape(input)}%`])
        .orderByRaw('similarity(name, ?) DESC, name', [input])
        .limit(limit);
    },
    async squadCount(clubId: number, trx: Db = db): Promise<number> {
      // Hidden by a moderator (docs/reports.md): out of the squad like an unpublished profile.
      const row = await trx('players').where({ current_club_id: clubId, published: true }).whereNull('hidden_at').count<{ n: string }[]>({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
    /** The club's published players with the columns of a player card, by shirt number then name. */
    async squad(clubId: number, trx: Db = db): Promise<PlayerRow[]> {
      return trx('players as p').join('clubs as c', 'c.id', 'p.current_club_id')
        .where({ 'p.current_club_id': clubId, 'p.published': true })
        .whereNull('p.hidden_at')
        .orderByRaw('p.shirt_number NULLS LAST, p.name, p.id')
        .limit(SQUAD_LIMIT)
        .select('p.*', 'c.name as club_name', 'c.slug as club_slug', 'c.logo_photo_id as club_logo_id');
    },
    /** Seasons in which the club has a match, newest first. */
    async seasons(clubId: number, trx: Db = db): Promise<string[]> {
      const rows = await trx.raw(
        `SELECT s.name FROM seasons s WHERE EXISTS (
           SELECT 1 FROM competition_seasons cs JOIN competition_standings st ON st.competition_season_id = cs.id
           WHERE cs.season_id = s.id AND st.club_id = ?)
         ORDER BY s.start_year DESC`, [clubId]);
      return (rows.rows as { name: string }[]).map((row) => row.name);
    },
    /** The club's matches of a season in every competition, in date order (results and fixtures). */
    async seasonMatches(clubId: number, season: string, trx: Db = db) {
      return matchesWithClubs(trx)
        .where((q) => q.where('m.home_club_id', clubId).orWhere('m.away_club_id', clubId))
        .andWhere('s.name', season)
        .orderBy([{ column: 'm.match_date' }, { column: 'm.kick_off' }, { column: 'm.id' }]);
    },
  };
}

export type ClubsRepo = ReturnType<typeof createClubsRepo>;

export function createStaffRepo(db: Knex) {
  const base = (trx: Db) =>
    trx('staff as st')
      .leftJoin('clubs as c', 'c.id', 'st.current_club_id')
      .select('st.*', 'c.name as club_name', 'c.slug as club_slug', 'c.logo_photo_id as club_logo_id');
  return {
    async findBySlug(slug: string, trx: Db = db) {
      return base(trx).where('st.slug', slug).first();
    },
    async careers(staffId: number, trx: Db = db) {
      return trx('staff_careers as sc')
        .leftJoin('clubs as c', 'c.id', 'sc.club_id')
        .where('sc.staff_id', staffId)
        .orderBy([{ column: 'sc.from_date', order: 'desc', nulls: 'last' }, { column: 'sc.id' }])
        .select('sc.id', 'sc.club_id', 'sc.club_name', 'sc.job', 'sc.from_date', 'sc.to_date', 'c.slug as club_slug', 'c.logo_photo_id as club_logo_id');
    },
    async achievements(staffId: number, trx: Db = db) {
      return trx('achievements').where({ staff_id: staffId }).orderBy([{ column: 'season', order: 'desc' }, { column: 'id' }]).select('id', 'season', 'achievement');
    },
    async byClub(clubId: number, trx: Db = db) {
      return base(trx).where('st.current_club_id', clubId).orderBy([{ column: 'st.job_title' }, { column: 'st.name' }]);
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
