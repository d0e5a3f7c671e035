import type { Knex } from 'knex';

export interface CommunityLinkRow {
  id: number;
  url: string;
  set_by: number | null;
  created_at: Date;
  retired_at: Date | null;
}

export interface CommunityLinkWithCounts extends CommunityLinkRow {
  set_by_name: string | null;
  reveals: string | number;
  members: string | number;
}

export interface RevealRow {
  link_id: number;
  user_id: number;
  display_name: string;
  revealed_at: Date;
}

export function createCommunityRepo(db: Knex) {
  const links = (trx?: Knex.Transaction) => (trx ?? db)<CommunityLinkRow>('community_links');

  return {
    current: (trx?: Knex.Transaction) => links(trx).whereNull('retired_at').first(),

    /** The current link, locked: a rotation and a concurrent one run one after the other. */
    currentForUpdate: (trx: Knex.Transaction) => links(trx).whereNull('retired_at').forUpdate().first(),

    async retire(id: number, at: Date, trx: Knex.Transaction): Promise<void> {
      await links(trx).where({ id }).update({ retired_at: at } as never);
    },

    async insert(url: string, setBy: number, at: Date, trx: Knex.Transaction): Promise<CommunityLinkRow> {
      const [row] = await links(trx).insert({ url, set_by: setBy, created_at: at } as never).returning('*');
      return row as CommunityLinkRow;
    },

    async recordReveal(linkId: number, userId: number, at: Date): Promise<void> {
      await db('community_link_reveals').insert({ link_id: linkId, user_id: userId, revealed_at: at });
    },

    /** Every link, current first then newest, with who set it and its reveals (total and distinct members). */
    async history(): Promise<CommunityLinkWithCounts[]> {
      return db('community_links as l')
        .leftJoin('users as u', 'u.id', 'l.set_by')
        .leftJoin('community_link_reveals as r', 'r.link_id', 'l.id')
        .groupBy('l.id', 'u.display_name')
        .orderByRaw('(l.retired_at IS NULL) DESC, l.created_at DESC, l.id DESC')
        .select('l.*', 'u.display_name as set_by_name', db.raw('COUNT(r.id) AS reveals'), db.raw('COUNT(DISTINCT r.user_id) AS members'));
    },

    /** The latest reveals of any link, newest first. */
    recentReveals: (limit: number): Promise<RevealRow[]> =>
      db('community_link_reveals as r')
        .join('users as u', 'u.id', 'r.user_id')
        .orderBy('r.revealed_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .select('r.link_id', 'r.user_id', 'u.display_name', 'r.revealed_at'),
  };
}

export type CommunityRepo = ReturnType<typeof createCommunityRepo>;
