import type { Knex } from 'knex';

/**
 * The administrators' audit log (docs/admin.md) and account suspension. Audit rows are written in the same
 * transaction as the action they record; the table refuses UPDATE and DELETE (a trigger), so the log cannot be
 * rewritten through the API or by a stray statement. Only dropping the table (a migration) removes rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id').primary();
    // No foreign key: the row must outlive the actor's account and never be touched by a cascade.
    t.integer('actor_user_id').nullable();
    t.string('actor_label', 200).notNullable().defaultTo('');
    t.string('action', 60).notNullable();
    t.string('target_type', 40).notNullable();
    t.string('target_id', 60).notNullable();
    t.jsonb('before').nullable();
    t.jsonb('after').nullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)');
  await knex.raw('CREATE INDEX audit_log_target ON audit_log (target_type, target_id, at DESC)');
  await knex.raw('CREATE INDEX audit_log_actor ON audit_log (actor_user_id, at DESC)');
  await knex.raw('CREATE INDEX audit_log_action ON audit_log (action, at DESC)');
  await knex.raw(`CREATE FUNCTION audit_log_immutable() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_immutable()`);
  await knex.raw(`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_immutable()`);

  await knex.schema.alterTable('users', (t) => {
    t.timestamp('suspended_at', { useTz: true }).nullable();
    t.string('suspended_reason', 500).nullable();
  });
  // Dashboard figures and the users list filter on sign-up time.
  await knex.raw('CREATE INDEX IF NOT EXISTS users_created_at ON users (created_at)');
  await knex.raw('CREATE INDEX IF NOT EXISTS applications_created_at ON applications (created_at)');
  await knex.raw('CREATE INDEX IF NOT EXISTS payments_paid_at ON payments (paid_at) WHERE status = \'succeeded\'');
  await knex.raw('CREATE INDEX IF NOT EXISTS payments_created_at ON payments (created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS payments_created_at');
  await knex.raw('DROP INDEX IF EXISTS payments_paid_at');
  await knex.raw('DROP INDEX IF EXISTS applications_created_at');
  await knex.raw('DROP INDEX IF EXISTS users_created_at');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('suspended_reason');
    t.dropColumn('suspended_at');
  });
  await knex.schema.dropTable('audit_log');
  await knex.raw('DROP FUNCTION IF EXISTS audit_log_immutable()');
}
