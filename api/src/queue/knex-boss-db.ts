import type { Knex } from 'knex';
import type PgBoss from 'pg-boss';

interface QueryResult {
  rows: unknown[];
  fields?: unknown[];
}

/** What knex hands out: a `pg` Client on Postgres, the PGlite instance on PGlite. */
interface RawConnection {
  query(text: string, values?: unknown[]): Promise<QueryResult | QueryResult[]>;
  exec?(text: string): Promise<QueryResult[]>;
}

/** The result pg-boss reads: of a multi-statement text (its BEGIN; …; COMMIT; plans), the last one that has rows. */
function lastResult(result: QueryResult | QueryResult[]): { rows: unknown[] } {
  if (!Array.isArray(result)) return { rows: result.rows ?? [] };
  const withRows = [...result].reverse().find((entry) => (entry.fields?.length ?? 0) > 0 || entry.rows.length > 0);
  return { rows: (withRows ?? result[result.length - 1])?.rows ?? [] };
}

/**
 * pg-boss's database through knex's own pool, so the queue works on both engines with one code path. Each
 * statement borrows a connection from the pool and returns it at once; on PGlite (a single connection) that means
 * pg-boss waits for any open transaction to finish and never runs inside someone else's transaction.
 */
export function knexBossDb(knex: Knex): PgBoss.Db {
  const client = knex.client as { acquireConnection(): Promise<RawConnection>; releaseConnection(connection: RawConnection): Promise<unknown> };
  return {
    async executeSql(text: string, values?: unknown[]) {
      const connection = await client.acquireConnection();
      try {
        if (values && values.length > 0) return lastResult(await connection.query(text, values));
        // Parameterless texts may hold several statements: PGlite runs those with exec, pg with the simple protocol.
        if (typeof connection.exec === 'function') return lastResult(await connection.exec(text));
        return lastResult(await connection.query(text));
      } catch (error) {
        // A failed statement inside pg-boss's own BEGIN; …; COMMIT; leaves the session in an aborted transaction;
        // end it before the connection goes back to the pool.
        if (/\bBEGIN\b/i.test(text)) await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}
