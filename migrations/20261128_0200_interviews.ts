import type { Knex } from 'knex';

const STATUSES = ['requested', 'request_declined', 'proposed', 'other_times_requested', 'booked', 'declined', 'cancelled'];
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Interviews (issue 20, docs/interviews.md). An interview belongs to one application; the employer offers slots (or
 * an UNLIMITED candidate proposes them), one is booked. Times are UTC (`timestamptz`). `uid` and `sequence` are the
 * iCalendar UID and SEQUENCE of its invites; a reminder row per (interview, kind, booked start) is claimed in the
 * transaction that queues its email, so a reminder is sent once and a reschedule gets fresh ones.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('interviews', (t) => {
    t.increments('id').primary();
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    // Copied from the application (they never change) so the employer's and the candidate's lists need no join.
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.integer('employer_id').notNullable().references('id').inTable('employers').onDelete('CASCADE');
    t.integer('candidate_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('origin', 10).notNullable();
    t.string('kind', 10).notNullable();
    t.string('location', 300).nullable();
    t.string('video_url', 500).nullable();
    t.smallint('duration_minutes').notNullable();
    t.string('status', 30).notNullable();
    t.text('message').notNullable().defaultTo('');
    t.text('reason').nullable();
    t.timestamp('booked_start', { useTz: true }).nullable();
    t.timestamp('booked_end', { useTz: true }).nullable();
    t.timestamp('booked_at', { useTz: true }).nullable();
    t.smallint('round').nullable();
    t.integer('sequence').notNullable().defaultTo(0);
    t.string('uid', 200).notNullable().unique({ indexName: 'interviews_uid_unique' });
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE interviews ADD CONSTRAINT interviews_origin CHECK (origin IN ('employer', 'candidate'))`);
  await knex.raw(`ALTER TABLE interviews ADD CONSTRAINT interviews_kind CHECK (kind IN ('phone', 'video', 'onsite'))`);
  await knex.raw(`ALTER TABLE interviews ADD CONSTRAINT interviews_status CHECK (status IN (${list(STATUSES)}))`);
  await knex.raw('ALTER TABLE interviews ADD CONSTRAINT interviews_duration CHECK (duration_minutes BETWEEN 15 AND 480)');
  // booked_start/end stay after a cancellation or a reschedule: the CANCEL invite names the time it takes back.
  await knex.raw(`ALTER TABLE interviews ADD CONSTRAINT interviews_booked_times CHECK (status <> 'booked' OR (booked_start IS NOT NULL AND booked_end IS NOT NULL))`);
  // The lists: an application's interviews (pipeline card, round check), a job's (pipeline), the candidate's own.
  await knex.raw('CREATE INDEX interviews_application ON interviews (application_id, id DESC)');
  await knex.raw('CREATE INDEX interviews_job ON interviews (job_id, id DESC)');
  await knex.raw('CREATE INDEX interviews_employer ON interviews (employer_id, id DESC)');
  await knex.raw('CREATE INDEX interviews_candidate ON interviews (candidate_user_id, id DESC)');
  // The reminder task's due list.
  await knex.raw(`CREATE INDEX interviews_booked_start ON interviews (booked_start) WHERE status = 'booked'`);

  await knex.schema.createTable('interview_slots', (t) => {
    t.integer('interview_id').notNullable().references('id').inTable('interviews').onDelete('CASCADE');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.primary(['interview_id', 'starts_at']);
  });

  await knex.schema.createTable('interview_interviewers', (t) => {
    t.integer('interview_id').notNullable().references('id').inTable('interviews').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['interview_id', 'user_id']);
  });
  // The overlap check at booking (an interviewer's other interviews) and "is this person an interviewer" for the .ics.
  await knex.raw('CREATE INDEX interview_interviewers_user ON interview_interviewers (user_id, interview_id)');

  await knex.schema.createTable('interview_reminders', (t) => {
    t.bigIncrements('id').primary();
    t.integer('interview_id').notNullable().references('id').inTable('interviews').onDelete('CASCADE');
    t.string('kind', 10).notNullable();
    t.timestamp('booked_start', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['interview_id', 'kind', 'booked_start'], { indexName: 'interview_reminders_once' });
  });
  await knex.raw(`ALTER TABLE interview_reminders ADD CONSTRAINT interview_reminders_kind CHECK (kind IN ('24h', '1h'))`);

  await knex.schema.alterTable('users', (t) => {
    // IANA zone name (Europe/London); null: times are shown in UTC in emails and in the browser's zone on screen.
    t.string('timezone', 64).nullable();
  });

  await knex.schema.alterTable('outbound_emails', (t) => {
    t.string('reply_to', 254).nullable();
    t.string('ical_method', 10).nullable();
    t.text('ical_content').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbound_emails', (t) => {
    t.dropColumn('ical_content');
    t.dropColumn('ical_method');
    t.dropColumn('reply_to');
  });
  await knex.schema.alterTable('users', (t) => t.dropColumn('timezone'));
  await knex.schema.dropTable('interview_reminders');
  await knex.schema.dropTable('interview_interviewers');
  await knex.schema.dropTable('interview_slots');
  await knex.schema.dropTable('interviews');
}
