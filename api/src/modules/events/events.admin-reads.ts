import type { Knex } from 'knex';

/** The events about an account or made by it, newest first (the administrators' user page). */
export const eventsOfUser = (db: Knex, userId: number, limit: number) =>
  db('events')
    .where((match) => match.where({ entity: 'user', entity_id: String(userId) }).orWhere('actor_user_id', userId))
    .orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit)
    .select('id', 'entity', 'entity_id', 'action', 'from_value', 'to_value', 'at');
