import type { Knex } from 'knex';
import { ANYWHERE, HOT_LIST_MEMBERSHIPS, type HotListChoice } from './hot-list-rules';

export interface HotListRow {
  user_id: number;
  available_from: string;
  roles: string[];
  regions: string[];
  listed_at: Date;
  updated_at: Date;
  profile_slug: string;
  profile_type: string | null;
  membership: string;
  cand_name: string;
  cand_email: string;
  cand_phone: string;
  cv_headline: string;
  cand_country: string;
  cand_city: string;
  profile_pic_media_id: number | null;
}

export interface OwnEntryRow {
  available: boolean;
  available_from: string;
  roles: string[];
  regions: string[];
  listed_at: Date;
}

export interface HotListFilters {
  role?: string;
  country?: string;
}

const COLUMNS = [
  'h.user_id', 'h.roles', 'h.regions', 'h.listed_at', 'h.updated_at', 'u.profile_slug', 'u.profile_type', 'u.membership', 'cp.cand_name',
  'cp.cand_email', 'cp.cand_phone', 'cp.cv_headline', 'cp.cand_country', 'cp.cand_city', 'cp.profile_pic_media_id',
];
const AVAILABLE_FROM = "to_char(h.available_from, 'YYYY-MM-DD') AS available_from";

/**
 * Who is on the hot list, decided at read time (docs/hot-list.md): available, a public profile, an account neither
 * deleted nor suspended, and a membership that includes the hot list now, so a lapse removes a candidate at once.
 */
export function createHotListRepo(db: Knex) {
  const listed = (conn: Knex | Knex.Transaction = db) =>
    conn('hot_list_entries as h')
      .join('users as u', 'u.id', 'h.user_id')
      .join('candidate_profiles as cp', 'cp.user_id', 'h.user_id')
      .where('h.available', true)
      .where('cp.cand_profile', 'pub')
      // Hidden by a moderator (docs/reports.md): off the list like a private profile.
      .whereNull('cp.hidden_at')
      .whereNull('u.deleted_at')
      .whereNull('u.suspended_at')
      .whereIn('u.membership', HOT_LIST_MEMBERSHIPS as string[]);

  const filtered = (filters: HotListFilters) => {
    const rows = listed();
    if (filters.role) rows.whereRaw('h.roles @> ?::jsonb', [JSON.stringify([filters.role])]);
    // A candidate available anywhere ("World") is available in the country asked for.
    if (filters.country) rows.where((where) => where.whereRaw('h.regions @> ?::jsonb', [JSON.stringify([filters.country])]).orWhereRaw('h.regions @> ?::jsonb', [JSON.stringify([ANYWHERE])]));
    return rows;
  };

  return {
    /** One page of the list, freshest first, and how many there are. */
    async page(filters: HotListFilters, offset: number, limit: number): Promise<{ rows: HotListRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(filters).select(COLUMNS).select(db.raw(AVAILABLE_FROM)).orderBy([{ column: 'h.updated_at', order: 'desc' }, { column: 'h.user_id', order: 'desc' }]).offset(offset).limit(limit),
        filtered(filters).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as HotListRow[], total: Number(count?.count ?? 0) };
    },

    /** Entries that joined the list in [since, until), as listed now (the weekly email's "new"), oldest first. */
    async joinedBetween(since: Date, until: Date, limit: number, trx?: Knex.Transaction): Promise<HotListRow[]> {
      return (await listed(trx)
        .where('h.listed_at', '>=', since)
        .where('h.listed_at', '<', until)
        .select(COLUMNS)
        .select(db.raw(AVAILABLE_FROM))
        .orderBy([{ column: 'h.listed_at', order: 'desc' }, { column: 'h.user_id', order: 'desc' }])
        .limit(limit)) as HotListRow[];
    },

    async countJoinedBetween(since: Date, until: Date): Promise<number> {
      const row = await listed().where('h.listed_at', '>=', since).where('h.listed_at', '<', until).count<{ count: string | number }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    async ownEntry(userId: number): Promise<OwnEntryRow | undefined> {
      return db('hot_list_entries as h').where('h.user_id', userId).first('h.available', 'h.roles', 'h.regions', 'h.listed_at', db.raw(AVAILABLE_FROM));
    },

    /** Whether the user appears on the list right now. */
    async isListed(userId: number): Promise<boolean> {
      return !!(await listed().where('h.user_id', userId).first('h.user_id'));
    },

    async profileVisibility(userId: number): Promise<'pub' | 'priv' | null> {
      const row = await db('candidate_profiles').where('user_id', userId).first('cand_profile');
      return (row?.cand_profile as 'pub' | 'priv' | undefined) ?? null;
    },

    /** Opts in (or changes the choice); `listed_at` moves only when the candidate was not on the list before. */
    async optIn(userId: number, choice: HotListChoice, at: Date): Promise<void> {
      await db.raw(
        `INSERT INTO hot_list_entries (user_id, available, available_from, roles, regions, listed_at, updated_at)
         VALUES (?, true, ?, ?::jsonb, ?::jsonb, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET
           listed_at = CASE WHEN hot_list_entries.available THEN hot_list_entries.listed_at ELSE EXCLUDED.listed_at END,
           available = true, available_from = EXCLUDED.available_from, roles = EXCLUDED.roles, regions = EXCLUDED.regions,
           updated_at = EXCLUDED.updated_at`,
        [userId, choice.availableFrom, JSON.stringify(choice.roles), JSON.stringify(choice.regions), at, at],
      );
    },

    /** Opts out: the row stays (with the choices, for next time) but is no longer listed. */
    async optOut(userId: number, at: Date): Promise<void> {
      await db('hot_list_entries').where({ user_id: userId }).update({ available: false, updated_at: at });
    },

    async subscription(userId: number): Promise<{ id: number; created_at: Date } | undefined> {
      return db('hot_list_subscriptions').where({ user_id: userId, active: true }).first('id', 'created_at');
    },

    /** One row per employer for good: stopping and asking again keeps its id, so its week's send is still known. */
    async subscribe(userId: number, at: Date): Promise<void> {
      await db('hot_list_subscriptions')
        .insert({ user_id: userId, active: true, created_at: at })
        .onConflict('user_id')
        .merge({ active: true, created_at: db.raw('CASE WHEN hot_list_subscriptions.active THEN hot_list_subscriptions.created_at ELSE EXCLUDED.created_at END') });
    },

    async unsubscribe(userId: number): Promise<void> {
      await db('hot_list_subscriptions').where({ user_id: userId }).update({ active: false });
    },
  };
}

export type HotListRepo = ReturnType<typeof createHotListRepo>;
