import type { Knex } from 'knex';

/**
 * Announces a change of what an API key's check reads (revocation, expiry, scopes, owner, deletion) on the `api_key`
 * channel, with the key's hash, in the writer's transaction: every API process drops its cached copy of that key at
 * commit (api/src/modules/api-keys/key-cache.ts, docs/api-keys.md). last_used_* changes are not announced.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION api_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('api_key', OLD.key_hash);
      RETURN NULL;
    END $$
  `);
  await knex.raw(`
    CREATE TRIGGER api_keys_changed AFTER UPDATE ON api_keys FOR EACH ROW
      WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
        OR OLD.scopes IS DISTINCT FROM NEW.scopes OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.key_hash IS DISTINCT FROM NEW.key_hash)
      EXECUTE FUNCTION api_keys_changed()
  `);
  await knex.raw('CREATE TRIGGER api_keys_deleted AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION api_keys_changed()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER api_keys_deleted ON api_keys');
  await knex.raw('DROP TRIGGER api_keys_changed ON api_keys');
  await knex.raw('DROP FUNCTION api_keys_changed()');
}
