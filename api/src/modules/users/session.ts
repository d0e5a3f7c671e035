import type { Knex } from 'knex';
import { compiledQuery } from '../../lib/compiled-query';

export interface SessionRow {
  token_version: number;
  roles: string[];
  employer_id: number | null;
  suspended_at: Date | null;
  suspended_reason: string | null;
}

/**
 * What every authenticated request reads about its caller (the auth plugin's session check): five columns, not the
 * whole users row (~1.8 kB at the scale seed), as one prepared statement compiled once (docs/performance.md, admin).
 */
export function sessionLoader(db: Knex): (userId: number) => Promise<SessionRow | undefined> {
  const query = compiledQuery<'id', SessionRow>(db, 'user-session', (value) =>
    db('users').whereNull('deleted_at').where('id', value('id')).select('token_version', 'roles', 'employer_id', 'suspended_at', 'suspended_reason'),
  );
  return async (userId) => (await query({ id: userId }))[0];
}
