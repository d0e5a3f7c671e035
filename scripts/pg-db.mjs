// CLI for .ci/run: `node scripts/pg-db.mjs create|drop <name> [serverUrl]` (server defaults to the local postgres).
import { createDatabase, dropDatabase } from './lib/pg-admin.mjs';

const [action, name, serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres'] = process.argv.slice(2);
try {
  if (action === 'create') console.log(await createDatabase(serverUrl, name));
  else if (action === 'drop') await dropDatabase(serverUrl, name);
  else throw new Error('usage: node scripts/pg-db.mjs create|drop <name> [serverUrl]');
} catch (error) {
  console.error(`pg-db ${action} ${name}: ${error.message}`);
  process.exit(1);
}
