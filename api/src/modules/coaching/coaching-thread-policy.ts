import type { Knex } from 'knex';
import type { ThreadSide } from '@fj/shared';
import type { ThreadContextPolicy, ThreadDescription } from '../messages';

/**
 * Who takes part in a coaching conversation (docs/coaching.md, "Messages with the coach"): the context id is the
 * enrollment; its learner (side `learner`) and the course's coach as the course names them now (side `coach`) — a
 * course handed to another coach hands its conversations over with it. Administrators are not participants.
 * Read live on every request, like every context policy.
 */
export function coachingThreadPolicy(db: Knex): ThreadContextPolicy {
  const conn = (trx?: Knex.Transaction) => trx ?? db;
  const enrollments = (contextIds: readonly number[], trx?: Knex.Transaction) =>
    conn(trx)('coaching_enrollments as e')
      .join('coaching_courses as c', 'c.id', 'e.course_id')
      .whereRaw('e.id = ANY(?::int[])', [[...contextIds]]);

  return {
    context: 'coaching',

    // access and describe below in one subquery, for the inbox page's single statement (docs/messages.md "Speed").
    inboxSql: `
      SELECT CASE WHEN e.user_id = p.user_id THEN 'learner' WHEN c.coach_user_id = p.user_id THEN 'coach' END AS side,
             c.title AS title,
             CASE WHEN e.user_id = p.user_id THEN coach.display_name ELSE learner.display_name END AS subtitle
        FROM coaching_enrollments e
        JOIN coaching_courses c ON c.id = e.course_id
        JOIN users learner ON learner.id = e.user_id
        JOIN users coach ON coach.id = c.coach_user_id
       WHERE e.id = t.context_id`,

    async access(userId, contextIds, trx) {
      const sides = new Map<number, ThreadSide>();
      if (contextIds.length === 0) return sides;
      const rows: { id: number; user_id: number; coach_user_id: number }[] = await enrollments(contextIds, trx)
        .where((who) => who.where('e.user_id', userId).orWhere('c.coach_user_id', userId))
        .select('e.id', 'e.user_id', 'c.coach_user_id');
      for (const row of rows) sides.set(Number(row.id), row.user_id === userId ? 'learner' : 'coach');
      return sides;
    },

    async participants(contextId, trx) {
      const row = await enrollments([contextId], trx).first('e.user_id', 'c.coach_user_id');
      if (!row) return [];
      const people: { id: number }[] = await conn(trx)('users').whereNull('deleted_at').whereIn('id', [row.user_id, row.coach_user_id]).select('id');
      const present = new Set(people.map((person) => Number(person.id)));
      const list: { userId: number; side: ThreadSide }[] = [];
      if (present.has(row.user_id)) list.push({ userId: row.user_id, side: 'learner' });
      // A coach learning on their own course talks to themselves: one participant, not two.
      if (present.has(row.coach_user_id) && row.coach_user_id !== row.user_id) list.push({ userId: row.coach_user_id, side: 'coach' });
      return list;
    },

    async describe(contextIds, viewerUserId) {
      const descriptions = new Map<number, ThreadDescription>();
      if (contextIds.length === 0) return descriptions;
      const rows: { id: number; user_id: number; title: string; learner_name: string; coach_name: string }[] = await enrollments(contextIds)
        .join('users as learner', 'learner.id', 'e.user_id')
        .join('users as coach', 'coach.id', 'c.coach_user_id')
        .select('e.id', 'e.user_id', 'c.title', 'learner.display_name as learner_name', 'coach.display_name as coach_name');
      for (const row of rows) {
        descriptions.set(Number(row.id), { title: row.title, subtitle: row.user_id === viewerUserId ? row.coach_name : row.learner_name });
      }
      return descriptions;
    },
  };
}
