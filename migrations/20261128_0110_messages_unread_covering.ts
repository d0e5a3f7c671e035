import type { Knex } from 'knex';

/**
 * The unread badge (GET /messages/unread-count, docs/messages.md "Scale") sums unread_count over a person's unread
 * rows. With unread_count carried in the partial index the sum is an index-only scan: no table page is read for an
 * employer with thousands of unread threads. Same columns, order and predicate as before, so the inbox's unread=1
 * list keeps using it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX message_participants_unread');
  await knex.raw(
    'CREATE INDEX message_participants_unread ON message_participants (user_id, last_message_at DESC NULLS LAST, thread_id DESC) INCLUDE (unread_count) WHERE unread_count > 0',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX message_participants_unread');
  await knex.raw('CREATE INDEX message_participants_unread ON message_participants (user_id, last_message_at DESC NULLS LAST, thread_id DESC) WHERE unread_count > 0');
}
