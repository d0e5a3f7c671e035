import type { Knex } from 'knex';
import type { ThreadSide } from '@fj/shared';
import type { ThreadContextPolicy, ThreadDescription } from '../messages';

const ADVISER_ROLE = 'contract_adviser';

/**
 * Who takes part in a contract advice conversation (docs/contract-advice.md): the member who sent the request, and
 * every live contract adviser — the whole team, also once one of them took the request into review, so a colleague
 * can cover an absence or give a second opinion and the thread survives the assignee leaving. Administrators are
 * not participants (unless they also hold contract_adviser); anyone else gets 404. Read live on every request.
 */
export function contractAdviceThreadPolicy(db: Knex): ThreadContextPolicy {
  const conn = (trx?: Knex.Transaction) => trx ?? db;

  return {
    context: 'contract_advice',

    async access(userId, contextIds, trx) {
      const sides = new Map<number, ThreadSide>();
      if (contextIds.length === 0) return sides;
      const user = await conn(trx)('users').where({ id: userId }).whereNull('deleted_at').first('roles');
      if (!user) return sides;
      const adviser = (user.roles as string[]).includes(ADVISER_ROLE);
      const rows: { id: number; member_user_id: number }[] = await conn(trx)('contract_advice_requests')
        .whereRaw('id = ANY(?::int[])', [[...contextIds]])
        .modify((query) => {
          if (!adviser) query.where({ member_user_id: userId });
        })
        .select('id', 'member_user_id');
      for (const row of rows) sides.set(Number(row.id), row.member_user_id === userId ? 'member' : 'adviser');
      return sides;
    },

    async participants(contextId, trx) {
      const request = await conn(trx)('contract_advice_requests').where({ id: contextId }).first('member_user_id');
      if (!request) return [];
      const people: { id: number; side: ThreadSide }[] = await conn(trx)('users')
        .whereNull('deleted_at')
        .where((who) => who.where('id', request.member_user_id).orWhereRaw('? = ANY(roles)', [ADVISER_ROLE]))
        .select('id', conn(trx).raw(`CASE WHEN id = ? THEN 'member' ELSE 'adviser' END AS side`, [request.member_user_id]))
        .orderBy('id');
      return people.map((person) => ({ userId: person.id, side: person.side }));
    },

    async describe(contextIds, viewerUserId) {
      const descriptions = new Map<number, ThreadDescription>();
      if (contextIds.length === 0) return descriptions;
      const rows: { id: number; member_user_id: number; member_name: string; adviser_name: string | null; contract_title: string | null }[] = await db('contract_advice_requests as r')
        .join('users as m', 'm.id', 'r.member_user_id')
        .leftJoin('users as a', 'a.id', 'r.adviser_user_id')
        .leftJoin('media as f', 'f.id', 'r.contract_media_id')
        .whereRaw('r.id = ANY(?::int[])', [[...contextIds]])
        .select('r.id', 'r.member_user_id', 'm.display_name as member_name', 'a.display_name as adviser_name', 'f.title as contract_title');
      for (const row of rows) {
        const title = `Contract advice #${row.id}${row.contract_title ? `: ${row.contract_title}` : ''}`;
        const subtitle = row.member_user_id === viewerUserId ? (row.adviser_name ?? 'Contract advisers') : row.member_name;
        descriptions.set(Number(row.id), { title, subtitle });
      }
      return descriptions;
    },
  };
}
