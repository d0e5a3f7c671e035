import type { Knex } from 'knex';
import { matchesWithClubs } from './competitions.repo';

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
      const row = await trx('players').where({ current_club_id: clubId, published: true }).count<{ n: string }[]>({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
    async fixturesAndResults(clubId: number, limit: number, trx: Db = db) {
      const results = await matchesWithClubs(trx)
        .where((q) => q.where('m.home_club_id', clubId).orWhere('m.away_club_id', clubId))
        .andWhere('m.status', 'finished')
        .orderBy([{ column: 'm.match_date', order: 'desc' }, { column: 'm.id', order: 'desc' }])
        .limit(limit);
      const fixtures = await matchesWithClubs(trx)
        .where((q) => q.where('m.home_club_id', clubId).orWhere('m.away_club_id', clubId))
        .andWhere('m.status', 'scheduled')
        .orderBy([{ column: 'm.match_date' }, { column: 'm.id' }])
        .limit(limit);
      return { results, fixtures };
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
        .select('sc.id', 'sc.club_name', 'sc.job', 'sc.from_date', 'sc.to_date', 'c.slug as club_slug', 'c.logo_photo_id as club_logo_id');
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
