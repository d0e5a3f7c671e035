// Throwaway Postgres databases for test runs (CI's second pass, the browser journeys on a server).
// `pg` is the API's own driver; it is borrowed from the api package rather than duplicated in the tooling.
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

const require = createRequire(path.join(repoRoot, 'api', 'package.json'));

/** A fresh name like `fj_e2e_3f9a1c2b`, safe to use unquoted in SQL. */
export function throwawayDatabaseName(prefix) {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** The same server URL with another database name in its path. */
export function withDatabase(serverUrl, databaseName) {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function onServer(serverUrl, sql) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function assertSafeName(name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`refusing unsafe database name "${name}"`);
}

/** CREATE DATABASE <name> on the server of `serverUrl`; resolves with the new database's URL. */
export async function createDatabase(serverUrl, name) {
  assertSafeName(name);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return withDatabase(serverUrl, name);
}

/** DROP DATABASE IF EXISTS <name>, closing any connection a crashed run left behind. */
export async function dropDatabase(serverUrl, name) {
  assertSafeName(name);
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
