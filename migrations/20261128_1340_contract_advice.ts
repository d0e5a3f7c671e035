import type { Knex } from 'knex';

/**
 * Specialist contract advice (issue 22 item 5, docs/contract-advice.md):
 * - contract_advice_requests: a member's request (contract PDF in media, questions, their deadline), its status
 *   (open → in_review → answered → closed), the adviser who took it and the due time (two working days after
 *   submission). (member_user_id, submitted_at) serves the member's list and the monthly count; (status, due_at)
 *   the advisers' queue, overdue first.
 * - contract_advice_status_history: every status a request took, who set it and when (the first row is the
 *   member's submission).
 * The contract stays a media row owned by the member; deleting the account removes both (the request by cascade,
 * the file row through the media rules, which leaves the request without a file).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contract_advice_requests', (t) => {
    t.increments('id').primary();
    t.integer('member_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('contract_media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
    t.text('questions').notNullable();
    t.date('deadline').notNullable();
    t.string('status', 20).notNullable().defaultTo('open');
    t.integer('adviser_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('submitted_at', { useTz: true }).notNullable();
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.timestamp('status_changed_at', { useTz: true }).notNullable();
  });
  await knex.raw(`ALTER TABLE contract_advice_requests
    ADD CONSTRAINT contract_advice_status_known CHECK (status IN ('open', 'in_review', 'answered', 'closed')),
    ADD CONSTRAINT contract_advice_due_after_submission CHECK (due_at > submitted_at)`);
  await knex.raw('CREATE INDEX contract_advice_member_newest ON contract_advice_requests (member_user_id, submitted_at DESC, id DESC)');
  await knex.raw('CREATE INDEX contract_advice_queue ON contract_advice_requests (status, due_at, id)');
  await knex.raw('CREATE INDEX contract_advice_contract ON contract_advice_requests (contract_media_id) WHERE contract_media_id IS NOT NULL');

  await knex.schema.createTable('contract_advice_status_history', (t) => {
    t.increments('id').primary();
    t.integer('request_id').notNullable().references('id').inTable('contract_advice_requests').onDelete('CASCADE');
    t.string('status', 20).notNullable();
    t.integer('changed_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('changed_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX contract_advice_history_request ON contract_advice_status_history (request_id, changed_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contract_advice_status_history');
  await knex.schema.dropTable('contract_advice_requests');
}
