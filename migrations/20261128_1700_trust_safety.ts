import type { Knex } from 'knex';

/**
 * Trust and safety (issue 25, docs/trust-safety.md): job moderation, the near-duplicate detector's signatures, the
 * word list, reports and hidden objects, safeguarding background checks, and what retention needs.
 *
 * A hidden job takes the status 'hidden' and remembers the one it had (`hidden_from_status`): every public read
 * already lists only 'publish', and the open-count triggers count only 'publish', so hiding needs no change to any
 * read and restoring puts the job back exactly as it was. Profiles, players, posts and messages have no status that
 * every read honours, so each gets `hidden_at`, which its own module honours in every read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE jobs DROP CONSTRAINT jobs_status_known');
  await knex.raw(`ALTER TABLE jobs ADD CONSTRAINT jobs_status_known
    CHECK (status IN ('draft', 'pending', 'publish', 'closed', 'expired', 'filled', 'hidden'))`);

  await knex.schema.alterTable('employers', (t) => {
    // Trusted employers publish at once; others go through the moderation queue (2 approved jobs, or an administrator).
    t.timestamp('trusted_at', { useTz: true }).nullable();
    // 'approved-jobs' | 'administrator' | 'seed' | 'existing' (employers that had published before moderation existed).
    t.string('trusted_reason', 20).nullable();
    t.integer('trusted_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('approved_job_count').notNullable().defaultTo(0);
  });

  await knex.schema.alterTable('jobs', (t) => {
    // Set when a submission goes to the queue; the queue is oldest first.
    t.timestamp('submitted_at', { useTz: true }).nullable();
    // Why it is in the queue: [{ code, detail }] — 'untrusted-employer', 'near-duplicate', 'blocked-word', 'too-many-links', 'contact-in-title'.
    t.jsonb('moderation_reasons').nullable();
    t.timestamp('moderated_at', { useTz: true }).nullable();
    t.integer('moderated_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // The last rejection's reason, shown to the employer on the draft until it is resubmitted.
    t.string('rejection_reason', 1000).nullable();
    t.string('hidden_from_status', 20).nullable();
    t.boolean('safeguarding_required').notNullable().defaultTo(false);
    // When the job stopped taking applications (closed, filled, expired); retention counts from here (kept by a trigger).
    t.timestamp('closed_at', { useTz: true }).nullable();
  });
  await knex.raw(`CREATE INDEX jobs_moderation_queue ON jobs (submitted_at, id) WHERE status = 'pending'`);
  await knex.raw(`CREATE INDEX jobs_closed_at ON jobs (closed_at) WHERE closed_at IS NOT NULL`);
  await knex.raw(`CREATE FUNCTION jobs_keep_closed_at() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF NEW.status IN ('closed', 'expired', 'filled') AND OLD.status NOT IN ('closed', 'expired', 'filled') THEN
        NEW.closed_at := now();
      ELSIF NEW.status = 'publish' THEN
        NEW.closed_at := NULL;
      END IF;
      RETURN NEW;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER jobs_closed_at BEFORE UPDATE OF status ON jobs FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION jobs_keep_closed_at()`);
  // Jobs that had already ended: their deadline (or now, for closed ones) is the best record there is.
  await knex.raw(`UPDATE jobs SET closed_at = LEAST(now(), (end_date + 1)::timestamptz) WHERE status IN ('closed', 'expired', 'filled')`);
  await knex.raw(`UPDATE employers e SET trusted_at = now(), trusted_reason = 'existing'
    WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.employer_id = e.id AND j.status = 'publish')`);

  // MinHash signatures of job descriptions and their LSH band buckets (near-duplicate candidates share a bucket).
  await knex.schema.createTable('job_minhash', (t) => {
    t.integer('job_id').primary().references('id').inTable('jobs').onDelete('CASCADE');
    t.specificType('signature', 'integer[]').notNullable();
  });
  await knex.schema.createTable('job_minhash_bands', (t) => {
    t.smallint('band').notNullable();
    t.bigInteger('bucket').notNullable();
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.primary(['band', 'bucket', 'job_id']);
  });
  await knex.raw('CREATE INDEX job_minhash_bands_job ON job_minhash_bands (job_id)');

  await knex.schema.createTable('moderation_words', (t) => {
    t.increments('id').primary();
    // Stored lower-cased; a word or a phrase matched on word boundaries in a job's title and description.
    t.string('word', 100).notNullable().unique();
    t.integer('created_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('reports', (t) => {
    t.bigIncrements('id').primary();
    t.string('kind', 10).notNullable();
    t.string('object_id', 60).notNullable();
    t.integer('reporter_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // A visitor's report (jobs only): a keyed hash of the address, never the address, and an optional email for the outcome.
    t.string('reporter_ip_hash', 64).nullable();
    t.string('reporter_email', 254).nullable();
    t.string('reason', 20).notNullable();
    t.string('details', 2000).notNullable().defaultTo('');
    // open → hidden | suspended | dismissed; a hidden object's report becomes 'restored' when it is put back.
    t.string('status', 12).notNullable().defaultTo('open');
    t.integer('resolved_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('resolved_at', { useTz: true }).nullable();
    t.string('resolution_note', 1000).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE reports
    ADD CONSTRAINT reports_kind CHECK (kind IN ('job', 'profile', 'player', 'post', 'message')),
    ADD CONSTRAINT reports_status CHECK (status IN ('open', 'hidden', 'suspended', 'dismissed', 'restored')),
    ADD CONSTRAINT reports_reporter CHECK (reporter_user_id IS NOT NULL OR reporter_ip_hash IS NOT NULL)`);
  await knex.raw(`CREATE UNIQUE INDEX reports_one_open_per_user ON reports (kind, object_id, reporter_user_id)
    WHERE status = 'open' AND reporter_user_id IS NOT NULL`);
  await knex.raw(`CREATE UNIQUE INDEX reports_one_open_per_visitor ON reports (kind, object_id, reporter_ip_hash)
    WHERE status = 'open' AND reporter_user_id IS NULL`);
  await knex.raw('CREATE INDEX reports_queue ON reports (status, created_at, id)');
  await knex.raw('CREATE INDEX reports_object ON reports (kind, object_id)');

  for (const table of ['candidate_profiles', 'players', 'posts', 'messages']) {
    await knex.schema.alterTable(table, (t) => {
      t.timestamp('hidden_at', { useTz: true }).nullable();
    });
  }

  await knex.schema.createTable('background_checks', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('check_type', 30).notNullable();
    t.string('reference_number', 60).notNullable();
    t.date('issued_on').notNullable();
    t.date('expires_on').notNullable();
    // The certificate: a private upload, served only to its owner and to administrators.
    t.integer('media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
    t.string('status', 12).notNullable().defaultTo('pending');
    t.integer('reviewed_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true }).nullable();
    t.string('rejection_reason', 1000).notNullable().defaultTo('');
    t.timestamp('expiry_reminded_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE background_checks
    ADD CONSTRAINT background_checks_status CHECK (status IN ('pending', 'verified', 'rejected')),
    ADD CONSTRAINT background_checks_dates CHECK (expires_on > issued_on)`);
  await knex.raw('CREATE INDEX background_checks_user ON background_checks (user_id, expires_on DESC)');
  await knex.raw(`CREATE INDEX background_checks_queue ON background_checks (created_at, id) WHERE status = 'pending'`);
  await knex.raw(`CREATE INDEX background_checks_expiring ON background_checks (expires_on) WHERE status = 'verified' AND expiry_reminded_at IS NULL`);

  await knex.schema.alterTable('applications', (t) => {
    t.timestamp('retention_notified_at', { useTz: true }).nullable();
    t.timestamp('anonymised_at', { useTz: true }).nullable();
  });

  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).nullable();
  });
  // Accounts from before verification existed are taken as verified: nobody loses an account to this migration.
  await knex.raw('UPDATE users SET email_verified_at = created_at');
  await knex.raw('CREATE INDEX users_unverified ON users (created_at) WHERE email_verified_at IS NULL AND deleted_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS users_unverified');
  await knex.schema.alterTable('users', (t) => t.dropColumn('email_verified_at'));
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('anonymised_at');
    t.dropColumn('retention_notified_at');
  });
  await knex.schema.dropTable('background_checks');
  for (const table of ['candidate_profiles', 'players', 'posts', 'messages']) {
    await knex.schema.alterTable(table, (t) => t.dropColumn('hidden_at'));
  }
  await knex.schema.dropTable('reports');
  await knex.schema.dropTable('moderation_words');
  await knex.schema.dropTable('job_minhash_bands');
  await knex.schema.dropTable('job_minhash');
  await knex.raw('DROP TRIGGER IF EXISTS jobs_closed_at ON jobs');
  await knex.raw('DROP FUNCTION IF EXISTS jobs_keep_closed_at()');
  await knex.raw('DROP INDEX IF EXISTS jobs_closed_at');
  await knex.raw('DROP INDEX IF EXISTS jobs_moderation_queue');
  await knex.schema.alterTable('jobs', (t) => {
    for (const column of ['submitted_at', 'moderation_reasons', 'moderated_at', 'moderated_by_user_id', 'rejection_reason', 'hidden_from_status', 'safeguarding_required', 'closed_at']) t.dropColumn(column);
  });
  await knex.schema.alterTable('employers', (t) => {
    for (const column of ['trusted_at', 'trusted_reason', 'trusted_by_user_id', 'approved_job_count']) t.dropColumn(column);
  });
  await knex.raw(`UPDATE jobs SET status = 'closed' WHERE status = 'hidden'`);
  await knex.raw('ALTER TABLE jobs DROP CONSTRAINT jobs_status_known');
  await knex.raw(`ALTER TABLE jobs ADD CONSTRAINT jobs_status_known
    CHECK (status IN ('draft', 'pending', 'publish', 'closed', 'expired', 'filled'))`);
}
