import type { Knex } from 'knex';

/**
 * Open platform (issue 24, docs/open-platform.md):
 * - api_keys: a person's keys for scripts. Only the SHA-256 of the key is kept (it is 32+ random bytes, so a slow
 *   hash buys nothing); `prefix` is what the owner sees to tell keys apart. Revoking sets revoked_at (the row stays
 *   for the record); last_used_* are written at most once a minute per key.
 * - webhooks: a person's endpoints. An employer user's endpoint hears its organisation's events (matched through
 *   users.employer_id when the event is recorded, so a team removal stops it); a candidate's hears their own.
 *   The Standard Webhooks secret (`whsec_…`) must be kept readable to sign with. failing_since marks the first
 *   failed delivery of the current run of failures; three days of it disables the endpoint.
 * - webhook_events: the outbox. A change writes its event in its own transaction, with one delivery per matching
 *   enabled endpoint, so an event is never lost by a crash and never sent for a change that rolled back.
 * - webhook_deliveries: one event for one endpoint, with its retry schedule; webhook_attempts: every try, for the
 *   delivery log.
 * - jobs.external_reference: the employer's own id of a job from their ATS (`POST /job-api/jobs/import` upserts by
 *   it); import_fingerprint is the hash of the item last imported, so an unchanged item is left untouched.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('prefix', 20).notNullable();
    t.string('key_hash', 64).notNullable().unique();
    t.specificType('scopes', 'text[]').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.string('last_used_ip', 64).nullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE INDEX api_keys_user ON api_keys (user_id, created_at DESC)');

  await knex.schema.createTable('webhooks', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('url', 2000).notNullable();
    t.string('description', 200).notNullable().defaultTo('');
    t.specificType('events', 'text[]').notNullable();
    t.string('secret', 100).notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.string('disabled_reason', 300).nullable();
    t.timestamp('failing_since', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX webhooks_user ON webhooks (user_id, id)');

  await knex.schema.createTable('webhook_events', (t) => {
    t.bigIncrements('id').primary();
    t.string('type', 60).notNullable();
    t.integer('employer_id').nullable().references('id').inTable('employers').onDelete('CASCADE');
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.jsonb('data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.bigIncrements('id').primary();
    t.integer('webhook_id').notNullable().references('id').inTable('webhooks').onDelete('CASCADE');
    t.bigInteger('event_id').notNullable().references('id').inTable('webhook_events').onDelete('CASCADE');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).nullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.integer('last_response_code').nullable();
    t.integer('last_duration_ms').nullable();
    t.string('last_error', 500).nullable();
    t.timestamp('delivered_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['webhook_id', 'event_id']);
  });
  await knex.raw(`ALTER TABLE webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_status_known CHECK (status IN ('pending', 'succeeded', 'failed'))`);
  // The dispatcher's question: which pending deliveries are due now.
  await knex.raw("CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'");
  await knex.raw('CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, id DESC)');
  await knex.raw('CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id)');

  await knex.schema.createTable('webhook_attempts', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('delivery_id').notNullable().references('id').inTable('webhook_deliveries').onDelete('CASCADE');
    t.integer('attempt').notNullable();
    t.integer('response_code').nullable();
    t.integer('duration_ms').notNullable();
    t.string('error', 500).nullable();
    t.string('response_excerpt', 1000).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempt)');

  await knex.schema.alterTable('jobs', (t) => {
    t.string('external_reference', 200).nullable();
    t.string('import_fingerprint', 64).nullable();
  });
  await knex.raw('CREATE UNIQUE INDEX jobs_employer_external_reference ON jobs (employer_id, external_reference) WHERE external_reference IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX jobs_employer_external_reference');
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('external_reference');
    t.dropColumn('import_fingerprint');
  });
  await knex.schema.dropTable('webhook_attempts');
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_events');
  await knex.schema.dropTable('webhooks');
  await knex.schema.dropTable('api_keys');
}
