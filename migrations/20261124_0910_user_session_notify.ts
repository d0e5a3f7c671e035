import type { Knex } from 'knex';

/**
 * Announces a change of what the session check reads (token version, roles, employer, suspension, deletion) on the
 * `user_session` channel, in the writer's transaction, so every API process drops its cached copy of that user's
 * session at commit (api/src/modules/users/session-cache.ts, docs/performance.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION users_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('user_session', OLD.id::text);
      RETURN NULL;
    END $$
  `);
  await knex.raw(`
    CREATE TRIGGER users_session_changed AFTER UPDATE ON users FOR EACH ROW
      WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.roles IS DISTINCT FROM NEW.roles
        OR OLD.employer_id IS DISTINCT FROM NEW.employer_id OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at
        OR OLD.suspended_reason IS DISTINCT FROM NEW.suspended_reason OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
      EXECUTE FUNCTION users_session_changed()
  `);
  await knex.raw('CREATE TRIGGER users_session_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_session_changed()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER users_session_deleted ON users');
  await knex.raw('DROP TRIGGER users_session_changed ON users');
  await knex.raw('DROP FUNCTION users_session_changed()');
}
