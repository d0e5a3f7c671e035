import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

interface PgConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a knex query as a named prepared statement on Postgres, named by a hash of its SQL, so each shape a list
 * builds from its filters is parsed and planned once per pooled connection (docs/performance.md, admin). For a
 * fixed shape use compiled-query.ts, which also skips knex's compile. Other clients (PGlite in tests) run it as is.
 * A `db.raw(…)` works too (its rows are returned, as for a builder).
 */
export async function runPrepared<Row>(db: Knex, prefix: string, query: Knex.QueryBuilder | Knex.Raw): Promise<Row[]> {
  if (db.client.config.client !== 'pg') {
    const result = (await query) as Row[] | { rows: Row[] };
    return Array.isArray(result) ? result : result.rows;
  }
  const { sql, bindings } = query.toSQL().toNative();
  const name = `${prefix}-${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
  const connection = (await db.client.acquireConnection()) as PgConnection;
  db.client.emit('query', { method: 'select', sql, bindings });
  try {
    return (await connection.query({ name, text: sql, values: bindings })).rows as Row[];
  } finally {
    await db.client.releaseConnection(connection);
  }
}
