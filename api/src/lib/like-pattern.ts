import type { Knex } from 'knex';

/** `%input%` for `ILIKE … ESCAPE '\'`: the user's `%`, `_` and `\` match themselves, not as wildcards. */
export const likePattern = (input: string) => `%${input.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** `(column ILIKE '%text%' OR …)` over the columns: a search box that finds the text in any of them. */
export function whereAnyContains<Q extends Knex.QueryBuilder>(query: Q, columns: readonly string[], text: string): Q {
  const pattern = likePattern(text);
  return query.where((match) => {
    for (const column of columns) match.orWhereRaw(`?? ILIKE ? ESCAPE '\\'`, [column, pattern]);
  }) as Q;
}
