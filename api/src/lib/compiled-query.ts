import type { Knex } from 'knex';

/**
 * A query built with knex and compiled to SQL once, then run with new values each time (docs/performance.md):
 * compiling a wide query with joins and subqueries costs about 0.2 ms of CPU per request, as much as the rest of
 * a job page's work in the database. `build` gets a `value(name)` marker to use wherever a value goes; the
 * markers are replaced by the values of each call, in the order knex put them.
 */
export function compiledQuery<Name extends string, Row>(db: Knex, build: (value: (name: Name) => string) => Knex.QueryBuilder) {
  const PREFIX = '\u0000compiled-query:';
  let compiled: { sql: string; bindings: readonly unknown[] } | undefined;
  return async (values: Readonly<Record<Name, string | number>>): Promise<Row[]> => {
    compiled ??= build((name) => `${PREFIX}${name}`).toSQL();
    const bindings = compiled.bindings.map((binding) =>
      typeof binding === 'string' && binding.startsWith(PREFIX) ? values[binding.slice(PREFIX.length) as Name] : binding,
    );
    const result = (await db.raw(compiled.sql, bindings as Knex.RawBinding[])) as { rows: Row[] };
    return result.rows;
  };
}
