import type { Knex } from 'knex';
import { likePattern } from '../../lib/like-pattern';

/** What separates the fields in the indexed search text (migration 0770); no name, username or e-mail has it. */
export const SEARCH_SEPARATOR = '\u0001';

/** The indexed expression (migration 0770's `users_search_trgm`), over the users table or its alias. */
export const userSearchText = (alias?: string): string => {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${column('display_name')} || E'\\x01' || ${column('username')} || E'\\x01' || ${column('email')})`;
};

/**
 * Accounts whose name, username or e-mail contains the text (case-insensitive), read from the one trigram index.
 * The joined text contains the search text exactly when one field does, unless the search text itself holds the
 * separator: only then are the three fields tested one by one, so the answer is the same for every input.
 */
export function whereUserMatches<Q extends Knex.QueryBuilder>(query: Q, text: string, alias?: string): Q {
  const pattern = likePattern(text);
  if (!text.includes(SEARCH_SEPARATOR)) return query.whereRaw(`${userSearchText(alias)} ILIKE ? ESCAPE '\\'`, [pattern]) as Q;
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return query.where((match) => {
    for (const name of ['display_name', 'username', 'email']) match.orWhereRaw(`?? ILIKE ? ESCAPE '\\'`, [column(name), pattern]);
  }) as Q;
}
