import type { Knex } from 'knex';

/**
 * Conversations (issue 20, docs/messages.md). A thread belongs to one context object (an application today;
 * contract advice and coaching later): `(context, context_id)` is unique, so opening the thread twice returns the
 * same one. Who may read or write is decided by the context's policy on every request; the participant rows hold
 * each person's read marker, unread count and email state, and order their inbox.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('message_threads', (t) => {
    t.bigIncrements('id').primary();
    t.string('context', 30).notNullable();
    t.bigInteger('context_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_message_at', { useTz: true }).nullable();
    t.bigInteger('last_message_id').nullable();
    t.unique(['context', 'context_id'], { indexName: 'message_threads_context_unique' });
  });
  await knex.raw(`ALTER TABLE message_threads ADD CONSTRAINT message_threads_context_known CHECK (context IN ('application', 'contract_advice', 'coaching'))`);

  await knex.schema.createTable('messages', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('thread_id').notNullable().references('id').inTable('message_threads').onDelete('CASCADE');
    // null: written by the platform (e.g. "Interview booked"); SET NULL keeps a deleted account's words in the thread.
    t.integer('author_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('body').notNullable();
    t.boolean('via_email').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // A thread's page of messages, newest first.
  await knex.raw('CREATE INDEX messages_thread_newest ON messages (thread_id, id DESC)');

  await knex.schema.createTable('message_attachments', (t) => {
    t.bigInteger('message_id').notNullable().references('id').inTable('messages').onDelete('CASCADE');
    t.integer('media_id').notNullable().references('id').inTable('media').onDelete('CASCADE');
    t.smallint('position').notNullable().defaultTo(0);
    t.primary(['message_id', 'media_id']);
  });
  // The media module asks "is this file a message attachment, and of which thread?" on every download.
  await knex.raw('CREATE INDEX message_attachments_media ON message_attachments (media_id)');

  await knex.schema.createTable('message_participants', (t) => {
    t.bigInteger('thread_id').notNullable().references('id').inTable('message_threads').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // applicant | employer | member | adviser | learner | coach (shared ThreadSide).
    t.string('side', 20).notNullable();
    // Copied from the thread on every message so one index orders a person's inbox by activity.
    t.timestamp('last_message_at', { useTz: true }).nullable();
    t.bigInteger('last_read_message_id').notNullable().defaultTo(0);
    t.integer('unread_count').notNullable().defaultTo(0);
    // Email about unread messages (docs/messages.md): due after MESSAGE_MAIL_DELAY_S, at most one per
    // MESSAGE_MAIL_INTERVAL_S; mailed_through_message_id is the newest message an email already carried.
    t.timestamp('mail_due_at', { useTz: true }).nullable();
    t.timestamp('last_mailed_at', { useTz: true }).nullable();
    t.bigInteger('mailed_through_message_id').notNullable().defaultTo(0);
    // Raising it revokes every reply-by-email address handed to this participant for this thread.
    t.integer('reply_token_version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['thread_id', 'user_id']);
  });
  // A person's inbox, newest activity first (keyset or offset), and their unread threads only.
  await knex.raw('CREATE INDEX message_participants_inbox ON message_participants (user_id, last_message_at DESC NULLS LAST, thread_id DESC)');
  await knex.raw('CREATE INDEX message_participants_unread ON message_participants (user_id, last_message_at DESC NULLS LAST, thread_id DESC) WHERE unread_count > 0');
  // The mail worker's due list.
  await knex.raw('CREATE INDEX message_participants_mail_due ON message_participants (mail_due_at) WHERE mail_due_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('message_participants');
  await knex.schema.dropTable('message_attachments');
  await knex.schema.dropTable('messages');
  await knex.schema.dropTable('message_threads');
}
