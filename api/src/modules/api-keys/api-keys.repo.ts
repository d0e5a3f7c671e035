import type { Knex } from 'knex';
import { compiledQuery } from '../../lib/compiled-query';

export interface ApiKeyRow {
  id: number;
  user_id: number;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
}

/** What the auth check reads about a presented key (one row by its hash). */
export interface KeyCheckRow {
  id: number;
  user_id: number;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const LISTED = ['id', 'user_id', 'name', 'prefix', 'scopes', 'created_at', 'expires_at', 'last_used_at', 'last_used_ip'];

export function createApiKeysRepo(db: Knex) {
  const byHash = compiledQuery<'hash', KeyCheckRow>(db, 'api-key-by-hash', (value) =>
    db('api_keys').where('key_hash', value('hash')).select('id', 'user_id', 'scopes', 'expires_at', 'revoked_at', 'last_used_at'),
  );

  return {
    async insert(row: { user_id: number; name: string; prefix: string; key_hash: string; scopes: string[]; expires_at: Date | null }, trx: Knex.Transaction): Promise<ApiKeyRow> {
      const [inserted] = await trx('api_keys').insert(row).returning(LISTED);
      return inserted as ApiKeyRow;
    },

    /** The owner's keys that are not revoked (expired ones included, marked by the service), newest first. */
    async listOwn(userId: number, conn: Knex | Knex.Transaction = db): Promise<ApiKeyRow[]> {
      return conn('api_keys').where({ user_id: userId }).whereNull('revoked_at').orderBy('created_at', 'desc').orderBy('id', 'desc').select(LISTED);
    },

    /** Locks the owner's row so two concurrent creations cannot both pass the per-person limit. */
    async lockOwner(userId: number, trx: Knex.Transaction): Promise<void> {
      await trx('users').where({ id: userId }).forUpdate().first('id');
    },

    async countOwn(userId: number, trx: Knex.Transaction): Promise<number> {
      const row = await trx('api_keys').where({ user_id: userId }).whereNull('revoked_at').count<{ count: string | number }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    /** Revokes the owner's key; false when there is no such unrevoked key of theirs. */
    async revoke(userId: number, id: number, at: Date, trx: Knex.Transaction): Promise<boolean> {
      return (await trx('api_keys').where({ id, user_id: userId }).whereNull('revoked_at').update({ revoked_at: at })) > 0;
    },

    async findByHash(hash: string): Promise<KeyCheckRow | undefined> {
      return (await byHash({ hash }))[0];
    },

    /** Records a use unless one was recorded in the minute before `at` (by any process). */
    async touch(id: number, ip: string, at: Date): Promise<void> {
      await db('api_keys')
        .where({ id })
        .where((q) => q.whereNull('last_used_at').orWhere('last_used_at', '<', new Date(at.getTime() - 60_000)))
        .update({ last_used_at: at, last_used_ip: ip.slice(0, 64) });
    },
  };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
