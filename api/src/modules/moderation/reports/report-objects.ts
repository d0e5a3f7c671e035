import type { Knex } from 'knex';
import { blogHref, jobHref, playerHref, profileHref, type ReportKind } from '@fj/shared';

/** What the queue shows of a reported object, and whom a 'suspend' would suspend. */
export interface ReportObject {
  kind: ReportKind;
  id: number;
  label: string;
  url: string | null;
  hidden: boolean;
  ownerUserId: number | null;
  ownerName: string | null;
  /** Messages: the thread, so only its participants may report it. */
  threadId?: number;
}

type Conn = Knex | Knex.Transaction;

const MESSAGE_LABEL_CHARS = 80;
const firstWords = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_LABEL_CHARS ? `${flat.slice(0, MESSAGE_LABEL_CHARS - 1)}…` : flat;
};

/** One query per kind for a page of reports (never one per row). */
const DESCRIBE: Record<ReportKind, (conn: Conn, ids: number[]) => Promise<ReportObject[]>> = {
  async job(conn, ids) {
    const rows: { id: number; title: string; slug: string; status: string; owner_id: number | null; owner_name: string | null }[] = await conn('jobs as j')
      .leftJoin('employers as e', 'e.id', 'j.employer_id')
      .leftJoin('users as o', 'o.id', conn.raw('COALESCE(e.owner_user_id, j.posted_by_user_id)'))
      .whereIn('j.id', ids)
      .select('j.id', 'j.title', 'j.slug', 'j.status', 'o.id as owner_id', 'o.display_name as owner_name');
    return rows.map((row) => ({
      kind: 'job', id: row.id, label: row.title, url: jobHref(row.slug), hidden: row.status === 'hidden', ownerUserId: row.owner_id, ownerName: row.owner_name,
    }));
  },
  async profile(conn, ids) {
    const rows: { id: number; name: string; slug: string; hidden_at: Date | null }[] = await conn('candidate_profiles as p')
      .join('users as u', 'u.id', 'p.user_id')
      .whereNull('u.deleted_at')
      .whereIn('u.id', ids)
      .select('u.id', 'u.display_name as name', 'u.profile_slug as slug', 'p.hidden_at');
    return rows.map((row) => ({
      kind: 'profile', id: row.id, label: row.name, url: profileHref(row.slug), hidden: row.hidden_at !== null, ownerUserId: row.id, ownerName: row.name,
    }));
  },
  async player(conn, ids) {
    const rows: { id: number; name: string; slug: string; hidden_at: Date | null; owner_id: number | null; owner_name: string | null }[] = await conn('players as p')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .whereIn('p.id', ids)
      .select('p.id', 'p.name', 'p.slug', 'p.hidden_at', 'u.id as owner_id', 'u.display_name as owner_name');
    return rows.map((row) => ({
      kind: 'player', id: row.id, label: row.name, url: playerHref(row.slug), hidden: row.hidden_at !== null, ownerUserId: row.owner_id, ownerName: row.owner_name,
    }));
  },
  async post(conn, ids) {
    const rows: { id: number; title: string; slug: string; hidden_at: Date | null; owner_id: number | null; owner_name: string | null }[] = await conn('posts as p')
      .leftJoin('users as u', 'u.id', 'p.author_user_id')
      .whereIn('p.id', ids)
      .select('p.id', 'p.title', 'p.slug', 'p.hidden_at', 'u.id as owner_id', 'u.display_name as owner_name');
    return rows.map((row) => ({
      kind: 'post', id: row.id, label: row.title, url: blogHref(row.slug), hidden: row.hidden_at !== null, ownerUserId: row.owner_id, ownerName: row.owner_name,
    }));
  },
  async message(conn, ids) {
    const rows: { id: string; thread_id: string; body: string; hidden_at: Date | null; owner_id: number | null; owner_name: string | null }[] = await conn('messages as m')
      .leftJoin('users as u', 'u.id', 'm.author_user_id')
      .whereIn('m.id', ids)
      .select('m.id', 'm.thread_id', 'm.body', 'm.hidden_at', 'u.id as owner_id', 'u.display_name as owner_name');
    // No SPA page shows a thread to an administrator: the label carries the words, there is no link.
    return rows.map((row) => ({
      kind: 'message', id: Number(row.id), label: firstWords(row.body), url: null, hidden: row.hidden_at !== null,
      ownerUserId: row.owner_id, ownerName: row.owner_name, threadId: Number(row.thread_id),
    }));
  },
};

const HIDDEN_AT_TABLES: Record<Exclude<ReportKind, 'job'>, { table: string; key: string }> = {
  profile: { table: 'candidate_profiles', key: 'user_id' },
  player: { table: 'players', key: 'id' },
  post: { table: 'posts', key: 'id' },
  message: { table: 'messages', key: 'id' },
};

/**
 * The reported objects: what they are, and hiding them. A hidden job takes the status 'hidden' (every public read
 * lists only 'publish') and remembers the one it had; the other kinds get `hidden_at`, which their own modules honour
 * in every read (docs/reports.md).
 */
export function createReportObjects(db: Knex) {
  return {
    async describe(kind: ReportKind, id: number, conn: Conn = db): Promise<ReportObject | undefined> {
      const [object] = await DESCRIBE[kind](conn, [id]);
      return object;
    },

    /** The objects of a page of reports, keyed `kind:id`. */
    async describeMany(refs: { kind: ReportKind; id: number }[]): Promise<Map<string, ReportObject>> {
      const byKind = new Map<ReportKind, number[]>();
      for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
      const found = await Promise.all([...byKind].map(([kind, ids]) => DESCRIBE[kind](db, [...new Set(ids)])));
      return new Map(found.flat().map((object) => [`${object.kind}:${object.id}`, object]));
    },

    async isThreadParticipant(threadId: number, userId: number): Promise<boolean> {
      return (await db('message_participants').where({ thread_id: threadId, user_id: userId }).first('user_id')) !== undefined;
    },

    /** Hides the object; returns false when it already was hidden. */
    async hide(trx: Knex.Transaction, kind: ReportKind, id: number, at: Date): Promise<boolean> {
      if (kind === 'job') {
        const rows = await trx('jobs').where({ id }).whereNot('status', 'hidden')
          .update({ hidden_from_status: trx.ref('status'), status: 'hidden', modified_at: trx.fn.now() }).returning(['hidden_from_status']);
        return rows.length > 0;
      }
      const { table, key } = HIDDEN_AT_TABLES[kind];
      return (await trx(table).where(key, id).whereNull('hidden_at').update({ hidden_at: at })) > 0;
    },

    /** Puts a hidden object back exactly as it was; returns the job's status restored (or true), false when it was not hidden. */
    async restore(trx: Knex.Transaction, kind: ReportKind, id: number): Promise<boolean> {
      if (kind === 'job') {
        const rows = await trx('jobs').where({ id, status: 'hidden' })
          .update({ status: trx.raw(`COALESCE(hidden_from_status, 'closed')`), hidden_from_status: null, modified_at: trx.fn.now() }).returning(['id']);
        return rows.length > 0;
      }
      const { table, key } = HIDDEN_AT_TABLES[kind];
      return (await trx(table).where(key, id).whereNotNull('hidden_at').update({ hidden_at: null })) > 0;
    },

    /** A job's status before and after, for its event row. */
    jobStatus: async (trx: Knex.Transaction, id: number): Promise<string | undefined> => (await trx('jobs').where({ id }).first('status'))?.status,
  };
}

export type ReportObjects = ReturnType<typeof createReportObjects>;
