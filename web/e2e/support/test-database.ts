// When DATABASE_URL is set the journeys run on that Postgres server, in a database of their own that is
// dropped afterwards; otherwise the API uses embedded PGlite inside the run's DATA_DIR.
import { createDatabase, dropDatabase, throwawayDatabaseName } from '../../../scripts/lib/pg-admin.mjs';

export interface TestDatabase {
  /** DATABASE_URL for the API, or undefined for PGlite. */
  url: string | undefined;
  description: string;
  drop(): Promise<void>;
}

export async function provisionTestDatabase(serverUrl: string | undefined): Promise<TestDatabase> {
  if (!serverUrl) return { url: undefined, description: 'embedded PGlite', drop: async () => {} };
  const name = throwawayDatabaseName('fj_e2e');
  const url = await createDatabase(serverUrl, name);
  return { url, description: `Postgres database ${name}`, drop: () => dropDatabase(serverUrl, name) };
}
