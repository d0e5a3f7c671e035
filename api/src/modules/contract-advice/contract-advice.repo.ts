import type { Knex } from 'knex';
import type { ContractAdviceStatus } from '@fj/shared';

export interface RequestRow {
  id: number;
  member_user_id: number;
  contract_media_id: number | null;
  questions: string;
  deadline: string | Date;
  status: ContractAdviceStatus;
  adviser_user_id: number | null;
  submitted_at: Date;
  due_at: Date;
  status_changed_at: Date;
}

/** A request with the names and the file it shows, as the lists and the detail read it. */
export interface RequestView extends RequestRow {
  member_name: string;
  adviser_name: string | null;
  contract_title: string | null;
  contract_size: number | null;
  thread_id: number | null;
  deadline_iso: string;
}

export interface HistoryRow {
  status: ContractAdviceStatus;
  changed_at: Date;
  changed_by_user_id: number | null;
  changed_by_name: string | null;
}

/** Requests still waiting for an answer; past their due time they are overdue. */
export const WAITING_STATUSES: readonly ContractAdviceStatus[] = ['open', 'in_review'];

export function createContractAdviceRepo(db: Knex) {
  const conn = (trx?: Knex.Transaction) => trx ?? db;

  const views = (trx?: Knex.Transaction) =>
    conn(trx)('contract_advice_requests as r')
      .join('users as m', 'm.id', 'r.member_user_id')
      .leftJoin('users as a', 'a.id', 'r.adviser_user_id')
      // A deleted contract (account deletion) leaves the request without a file.
      .leftJoin('media as f', (join) => join.on('f.id', 'r.contract_media_id').andOnNull('f.deleted_at'))
      .leftJoin('message_threads as t', (join) => join.on('t.context_id', 'r.id').andOnVal('t.context', 'contract_advice'))
      .select(
        'r.*',
        'm.display_name as member_name',
        'a.display_name as adviser_name',
        'f.title as contract_title',
        'f.size as contract_size',
        't.id as thread_id',
        // The date as written (no time zone can shift it).
        conn(trx).raw(`to_char(r.deadline, 'YYYY-MM-DD') AS deadline_iso`),
      );

  return {
    /** Requests the member sent in [from, to). Counted under the member's row lock when creating. */
    async countSentBetween(memberUserId: number, from: Date, to: Date, trx?: Knex.Transaction): Promise<number> {
      const row = await conn(trx)('contract_advice_requests')
        .where({ member_user_id: memberUserId })
        .where('submitted_at', '>=', from)
        .where('submitted_at', '<', to)
        .count<{ count: string | number }[]>({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },

    /** Serialises one member's submissions, so two at once cannot both pass the monthly limit. */
    async lockMember(memberUserId: number, trx: Knex.Transaction): Promise<void> {
      await trx('users').where({ id: memberUserId }).forUpdate().first('id');
    },

    async insert(row: Omit<RequestRow, 'id'>, trx: Knex.Transaction): Promise<number> {
      const [inserted] = await trx('contract_advice_requests').insert(row).returning(['id']);
      return Number(inserted.id);
    },

    async recordStatus(requestId: number, status: ContractAdviceStatus, byUserId: number, at: Date, trx: Knex.Transaction): Promise<void> {
      await trx('contract_advice_status_history').insert({ request_id: requestId, status, changed_by_user_id: byUserId, changed_at: at });
    },

    async lock(id: number, trx: Knex.Transaction): Promise<RequestRow | undefined> {
      return trx('contract_advice_requests').where({ id }).forUpdate().first();
    },

    async setStatus(id: number, changes: Pick<RequestRow, 'status' | 'status_changed_at'> & { adviser_user_id?: number }, trx: Knex.Transaction): Promise<void> {
      await trx('contract_advice_requests').where({ id }).update(changes);
    },

    findView: (id: number, trx?: Knex.Transaction): Promise<RequestView | undefined> => views(trx).where('r.id', id).first(),

    /** The member's requests, newest first. */
    async memberPage(memberUserId: number, offset: number, limit: number): Promise<{ rows: RequestView[]; total: number }> {
      const [rows, counted] = await Promise.all([
        views().where('r.member_user_id', memberUserId).orderBy([{ column: 'r.submitted_at', order: 'desc' }, { column: 'r.id', order: 'desc' }]).offset(offset).limit(limit),
        db('contract_advice_requests').where({ member_user_id: memberUserId }).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows, total: Number(counted?.count ?? 0) };
    },

    /** The advisers' queue: overdue requests first, then by due time (earliest first), optionally of one status. */
    async queuePage(query: { status?: ContractAdviceStatus; offset: number; limit: number; now: Date }): Promise<{ rows: RequestView[]; total: number }> {
      const filtered = <T extends Knex.QueryBuilder>(builder: T, column: string) => (query.status ? builder.where(column, query.status) : builder);
      const overdue = db.raw('(r.status = ANY(?::text[]) AND r.due_at < ?) DESC', [[...WAITING_STATUSES], query.now]);
      const [rows, counted] = await Promise.all([
        filtered(views(), 'r.status').orderByRaw(overdue).orderBy([{ column: 'r.due_at' }, { column: 'r.id' }]).offset(query.offset).limit(query.limit),
        filtered(db('contract_advice_requests'), 'status').count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows, total: Number(counted?.count ?? 0) };
    },

    async history(requestId: number): Promise<HistoryRow[]> {
      return db('contract_advice_status_history as h')
        .leftJoin('users as u', 'u.id', 'h.changed_by_user_id')
        .where('h.request_id', requestId)
        .orderBy([{ column: 'h.changed_at' }, { column: 'h.id' }])
        .select('h.status', 'h.changed_at', 'h.changed_by_user_id', 'u.display_name as changed_by_name');
    },

    /** The request a stored file is the contract of, if any. */
    async byContract(mediaId: number): Promise<Pick<RequestRow, 'id' | 'member_user_id'> | undefined> {
      return db('contract_advice_requests').where({ contract_media_id: mediaId }).first('id', 'member_user_id');
    },

    /** Whether the account is a live (not deleted) contract adviser, read on every request. */
    async isLiveAdviser(userId: number, trx?: Knex.Transaction): Promise<boolean> {
      const row = await conn(trx)('users').where({ id: userId }).whereNull('deleted_at').whereRaw(`'contract_adviser' = ANY(roles)`).first('id');
      return !!row;
    },
  };
}

export type ContractAdviceRepo = ReturnType<typeof createContractAdviceRepo>;
