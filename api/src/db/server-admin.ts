import knexFactory, { type Knex } from 'knex';

/** The URL of another database on the same Postgres server (same host, user and options). */
export const databaseUrlFor = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** One connection to the server's maintenance database, for CREATE and DROP DATABASE. */
export const adminConnection = (serverUrl: string): Knex => knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });

/** Runs `work` on an admin connection and closes it afterwards, whatever happens. */
export async function withAdmin<T>(serverUrl: string, work: (admin: Knex) => Promise<T>): Promise<T> {
  const admin = adminConnection(serverUrl);
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}
