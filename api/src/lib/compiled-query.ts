import type { Knex } from 'knex';

interface PgConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A query built with knex, compiled to SQL once and run as a named prepared statement (docs/performance.md).
 * For a wide statement with joins and subqueries (the job page) the fixed costs dwarf the work: knex compiles it
 * in ~0.2 ms of Node CPU per request, and Postgres parses and plans it in ~1 ms per request, for 0.1 ms of
 * execution. Here both happen once: the SQL once per process, the plan once per pooled connection
 * (node-postgres names the statement; Postgres keeps it, and after five runs a generic plan, for the session).
 *
 * `build` gets a `value(name)` marker to put wherever a value goes; each call's values replace the markers in the
 * order knex put them. Other clients (PGlite in tests) run the same SQL without naming it.
 */
export function compiledQuery<Name extends string, Row>(db: Knex, statementName: string, build: (value: (name: Name) => string) => Knex.QueryBuilder) {
  const PREFIX = '\u0000compiled-query:';
  let compiled: { sql: string; nativeSql: string; bindings: readonly unknown[] } | undefined;
  const named = db.client.config.client === 'pg';
  return async (values: Readonly<Record<Name, string | number>>): Promise<Row[]> => {
    if (!compiled) {
      const query = build((name) => `${PREFIX}${name}`).toSQL();
      compiled = { sql: query.sql, nativeSql: query.toNative().sql, bindings: query.bindings };
    }
    const bindings = compiled.bindings.map((binding) =>
      typeof binding === 'string' && binding.startsWith(PREFIX) ? values[binding.slice(PREFIX.length) as Name] : binding,
    );
    if (!named) return ((await db.raw(compiled.sql, bindings as Knex.RawBinding[])) as { rows: Row[] }).rows;
    const connection = (await db.client.acquireConnection()) as PgConnection;
    // The 'query' event knex sends for its own queries (logging, bench/explain.ts) is sent for this one too.
    db.client.emit('query', { method: 'select', sql: compiled.nativeSql, bindings });
    try {
      return (await connection.query({ name: statementName, text: compiled.nativeSql, values: bindings })).rows as Row[];
    } finally {
      await db.client.releaseConnection(connection);
    }
  };
}
