import type { Knex } from 'knex';

/**
 * Per-person inbox totals (docs/messages.md "Speed"): how many threads the inbox lists, how many of them are unread
 * and how many unread messages they hold. Counting them on every inbox page and badge read walked up to 10,000 rows
 * per call; one row read replaces that.
 *
 * Kept by statement-level triggers on message_participants, so every writer (posts, reads, joining and leaving,
 * cascades, seeds) keeps them right without knowing of them. Each statement adds its deltas grouped by person in
 * user-id order, so two posts that touch the same people lock their totals rows in the same order and cannot
 * deadlock; a post updates all of its participants in one statement for the same reason (messages.repo recordPost).
 * No foreign key to users: a cascading user delete removes participant rows, whose trigger then writes that user's
 * totals while the user row is already gone.
 */
const deltas = (rows: string, sign: '+' | '-') => `
  SELECT user_id,
         ${sign}(last_message_at IS NOT NULL)::int AS listed,
         ${sign}(last_message_at IS NOT NULL AND unread_count > 0)::int AS unread_threads,
         ${sign}(CASE WHEN last_message_at IS NOT NULL THEN unread_count ELSE 0 END) AS unread_messages
    FROM ${rows}`;

const apply = (source: string) => `
  INSERT INTO message_inbox_totals AS t (user_id, listed, unread_threads, unread_messages)
  SELECT user_id, SUM(listed), SUM(unread_threads), SUM(unread_messages)
    FROM (${source}) d
   GROUP BY user_id
  HAVING SUM(listed) <> 0 OR SUM(unread_threads) <> 0 OR SUM(unread_messages) <> 0
   ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE
     SET listed = t.listed + EXCLUDED.listed,
         unread_threads = t.unread_threads + EXCLUDED.unread_threads,
         unread_messages = t.unread_messages + EXCLUDED.unread_messages`;

const triggers = [
  { name: 'insert', event: 'INSERT', referencing: 'NEW TABLE AS new_rows', source: deltas('new_rows', '+') },
  { name: 'delete', event: 'DELETE', referencing: 'OLD TABLE AS old_rows', source: deltas('old_rows', '-') },
  {
    name: 'update',
    event: 'UPDATE',
    referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    source: `${deltas('new_rows', '+')} UNION ALL ${deltas('old_rows', '-')}`,
  },
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE message_inbox_totals (
      user_id integer PRIMARY KEY,
      listed integer NOT NULL DEFAULT 0,
      unread_threads integer NOT NULL DEFAULT 0,
      unread_messages integer NOT NULL DEFAULT 0
    )`);
  await knex.raw(apply(deltas('message_participants', '+')));
  // Only the inbox's count read it (20261128_0300); one index fewer for every post and read to keep.
  await knex.raw('DROP INDEX message_participants_listed');
  for (const trigger of triggers) {
    await knex.raw(`
      CREATE FUNCTION message_inbox_totals_after_${trigger.name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${apply(trigger.source)};
        RETURN NULL;
      END $$`);
    await knex.raw(`
      CREATE TRIGGER message_inbox_totals_${trigger.name} AFTER ${trigger.event} ON message_participants
      REFERENCING ${trigger.referencing} FOR EACH STATEMENT EXECUTE FUNCTION message_inbox_totals_after_${trigger.name}()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const trigger of triggers) {
    await knex.raw(`DROP TRIGGER message_inbox_totals_${trigger.name} ON message_participants`);
    await knex.raw(`DROP FUNCTION message_inbox_totals_after_${trigger.name}()`);
  }
  await knex.raw('DROP TABLE message_inbox_totals');
  await knex.raw('CREATE INDEX message_participants_listed ON message_participants (user_id) WHERE last_message_at IS NOT NULL');
}
