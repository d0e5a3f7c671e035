import type { Knex } from 'knex';
import type { Locale } from '../../i18n/locale';
import type { PaymentEvent, PaymentRow } from './contracts';

export type NewPayment = Pick<
  PaymentRow,
  'user_id' | 'purpose' | 'subscription_id' | 'order_id' | 'package_code' | 'description' | 'amount_minor' | 'currency' | 'provider' | 'idempotency_key'
> &
  Partial<Pick<PaymentRow, 'status' | 'failure_message' | 'paid_at' | 'provider_payment_ref' | 'request_hash'>>;

export interface OrderLineRow {
  order_id: number;
  title: string;
  unit_price_minor: number;
  /** Null on shop lines written before the member discount existed. */
  list_price_minor: number | null;
  discount_minor: number;
  quantity: number;
  line_total_minor: number;
}

export interface PaymentCustomer {
  email: string;
  display_name: string;
  roles: string[];
  /** The language of the account's emails (the receipt). */
  locale: Locale;
}

const toPayment = (row: PaymentRow): PaymentRow => ({ ...row, id: Number(row.id), user_id: Number(row.user_id) });

/** Only this repo touches the payments tables. Every method takes the transaction it must run in, or the pool. */
export function createPaymentsRepo(db: Knex) {
  return {
    async insert(payment: NewPayment, trx: Knex.Transaction): Promise<PaymentRow> {
      const [row] = await trx('payments').insert(payment).returning('*');
      return toPayment(row);
    },

    /** The renewal's payment: a second record of the same invoice finds the first (the unique key decides). */
    async insertOnce(payment: NewPayment, trx: Knex.Transaction): Promise<PaymentRow> {
      const inserted = await trx('payments').insert(payment).onConflict(['user_id', 'idempotency_key']).ignore().returning('*');
      if (inserted.length > 0) return toPayment(inserted[0]);
      const existing = await trx('payments').where({ user_id: payment.user_id, idempotency_key: payment.idempotency_key }).forUpdate().first();
      return toPayment(existing);
    },

    async update(id: number, changes: Partial<PaymentRow>, trx: Knex.Transaction): Promise<PaymentRow> {
      const [row] = await trx('payments').where({ id }).update({ ...changes, updated_at: trx.fn.now() }).returning('*');
      return toPayment(row);
    },

    async cancelPendingForSubscriptions(subscriptionIds: readonly number[], trx: Knex.Transaction): Promise<void> {
      if (subscriptionIds.length === 0) return;
      await trx('payments').whereIn('subscription_id', subscriptionIds).where({ status: 'pending' }).update({ status: 'cancelled', updated_at: trx.fn.now() });
    },

    async findByIdempotencyKey(userId: number, key: string, trx: Knex.Transaction): Promise<PaymentRow | undefined> {
      const row = await trx('payments').where({ user_id: userId, idempotency_key: key }).first();
      return row ? toPayment(row) : undefined;
    },

    /** Locks the payment until the transaction ends, so two events for it are applied one after the other. */
    async lockById(id: number, provider: string, trx: Knex.Transaction): Promise<PaymentRow | undefined> {
      const row = await trx('payments').where({ id, provider }).forUpdate().first();
      return row ? toPayment(row) : undefined;
    },

    async findById(id: number, q: Knex | Knex.Transaction = db): Promise<PaymentRow | undefined> {
      const row = await q('payments').where({ id }).first();
      return row ? toPayment(row) : undefined;
    },

    async listForUser(userId: number, offset: number, limit: number): Promise<{ rows: PaymentRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db('payments').where({ user_id: userId }).orderBy('id', 'desc').offset(offset).limit(limit),
        db('payments').where({ user_id: userId }).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows.map(toPayment), total: Number(count?.count ?? 0) };
    },

    async orderLines(orderIds: readonly number[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db('order_items')
        .whereIn('order_id', orderIds)
        .orderBy('id')
        .select('order_id', 'title', 'list_price_minor', 'unit_price_minor', 'discount_minor', 'quantity', 'line_total_minor');
    },

    async customer(userId: number, q: Knex | Knex.Transaction = db): Promise<PaymentCustomer | undefined> {
      return q('users').where({ id: userId }).first('email', 'display_name', 'roles', 'locale');
    },

    async nextReceiptSequence(trx: Knex.Transaction): Promise<number> {
      const result = await trx.raw("SELECT nextval('receipt_number_seq') AS value");
      return Number(result.rows[0].value);
    },

    /** Stores the event once: false when this provider already sent an event with this id. */
    async recordEvent(provider: string, event: PaymentEvent, payload: unknown, trx: Knex.Transaction): Promise<boolean> {
      const inserted = await trx('payment_webhook_events')
        .insert({ provider, event_id: event.eventId, type: event.type.slice(0, 80), payload: JSON.stringify(payload) })
        .onConflict(['provider', 'event_id'])
        .ignore()
        .returning('id');
      return inserted.length > 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
