import type { Knex } from 'knex';

export interface WebhookRow {
  id: number;
  user_id: number;
  url: string;
  description: string;
  events: string[];
  secret: string;
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: number;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: Date | null;
  locked_until: Date | null;
  last_response_code: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
}

/** A delivery with its event, as the log and the dispatcher read it. */
export interface DeliveryWithEvent extends DeliveryRow {
  event_type: string;
  event_data: Record<string, unknown>;
  event_created_at: Date;
}

export interface AttemptRow {
  id: number;
  delivery_id: number;
  attempt: number;
  response_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
  created_at: Date;
}

type Conn = Knex | Knex.Transaction;

// Bigint ids come back as strings from pg; every id here stays far below 2^53.
const numeric = <T extends { id: number | string }>(row: T): T => ({ ...row, id: Number(row.id) });
const deliveryOut = (row: DeliveryWithEvent): DeliveryWithEvent => ({ ...numeric(row), event_id: Number(row.event_id) });

const withEvent = (conn: Conn) =>
  conn('webhook_deliveries as d')
    .join('webhook_events as e', 'e.id', 'd.event_id')
    .select('d.*', 'e.type as event_type', 'e.data as event_data', 'e.created_at as event_created_at');

export function createWebhooksRepo(db: Knex) {
  const conn = (trx?: Knex.Transaction): Conn => trx ?? db;
  return {
    findOwn: (id: number, userId: number, trx?: Knex.Transaction): Promise<WebhookRow | undefined> =>
      conn(trx)<WebhookRow>('webhooks').where({ id, user_id: userId }).first(),

    findById: (id: number, trx?: Knex.Transaction): Promise<WebhookRow | undefined> => conn(trx)<WebhookRow>('webhooks').where({ id }).first(),

    async listOwn(userId: number): Promise<WebhookRow[]> {
      return db<WebhookRow>('webhooks').where({ user_id: userId }).orderBy('id', 'desc');
    },

    async countOwn(userId: number, trx?: Knex.Transaction): Promise<number> {
      const row = await conn(trx)('webhooks').where({ user_id: userId }).count<{ count: string | number }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    async insert(row: Pick<WebhookRow, 'user_id' | 'url' | 'description' | 'events' | 'secret'>, trx?: Knex.Transaction): Promise<WebhookRow> {
      const [inserted] = await conn(trx)('webhooks').insert(row).returning('*');
      return inserted as WebhookRow;
    },

    async update(id: number, changes: Partial<Pick<WebhookRow, 'url' | 'description' | 'events' | 'enabled' | 'disabled_reason' | 'failing_since'>>, trx?: Knex.Transaction): Promise<WebhookRow> {
      const [row] = await conn(trx)('webhooks').where({ id }).update({ ...changes, updated_at: db.fn.now() }).returning('*');
      return row as WebhookRow;
    },

    async delete(id: number, trx?: Knex.Transaction): Promise<void> {
      await conn(trx)('webhooks').where({ id }).delete();
    },

    async insertEvent(event: { type: string; employer_id: number | null; user_id: number | null; data: Record<string, unknown> }, trx: Conn): Promise<number> {
      const [row] = await trx('webhook_events').insert({ ...event, data: JSON.stringify(event.data) }).returning('id');
      return Number((row as { id: number | string }).id);
    },

    /** Pending deliveries, due at once (next_attempt_at defaults to the transaction's time). */
    async insertDeliveries(eventId: number, webhookIds: readonly number[], trx: Conn): Promise<number[]> {
      if (webhookIds.length === 0) return [];
      const rows = await trx('webhook_deliveries')
        .insert(webhookIds.map((webhookId) => ({ webhook_id: webhookId, event_id: eventId })))
        .returning('id');
      return rows.map((row: { id: number | string }) => Number(row.id));
    },

    /**
     * Enabled endpoints subscribed to `type` whose owner is the event's user or, at this moment, a member of the
     * event's employer (users.employer_id); suspended owners hear nothing.
     */
    async subscribers(type: string, userId: number | null, employerId: number | null, trx: Conn): Promise<number[]> {
      if (userId === null && employerId === null) return [];
      const rows: { id: number }[] = await trx('webhooks as w')
        .join('users as u', 'u.id', 'w.user_id')
        .where('w.enabled', true)
        .whereNull('u.suspended_at')
        .whereRaw('? = ANY(w.events)', [type])
        .where((owner) => {
          if (userId !== null) owner.orWhere('w.user_id', userId);
          if (employerId !== null) owner.orWhere('u.employer_id', employerId);
        })
        .select('w.id')
        .orderBy('w.id');
      return rows.map((row) => row.id);
    },

    async deliveriesPage(webhookId: number, page: { offset: number; limit: number }): Promise<{ rows: DeliveryWithEvent[]; total: number }> {
      const [rows, counted] = await Promise.all([
        withEvent(db).where('d.webhook_id', webhookId).orderBy('d.id', 'desc').offset(page.offset).limit(page.limit),
        db('webhook_deliveries').where({ webhook_id: webhookId }).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: (rows as DeliveryWithEvent[]).map(deliveryOut), total: Number(counted?.count ?? 0) };
    },

    async delivery(id: number, trx?: Knex.Transaction): Promise<DeliveryWithEvent | undefined> {
      const row = (await withEvent(conn(trx)).where('d.id', id).first()) as DeliveryWithEvent | undefined;
      return row && deliveryOut(row);
    },

    async attemptsOf(deliveryIds: readonly number[], trx?: Knex.Transaction): Promise<Map<number, AttemptRow[]>> {
      const byDelivery = new Map<number, AttemptRow[]>();
      if (deliveryIds.length === 0) return byDelivery;
      const rows: AttemptRow[] = await conn(trx)('webhook_attempts').whereIn('delivery_id', deliveryIds).orderBy([{ column: 'delivery_id' }, { column: 'attempt' }]);
      for (const row of rows) {
        const deliveryId = Number(row.delivery_id);
        byDelivery.set(deliveryId, [...(byDelivery.get(deliveryId) ?? []), { ...numeric(row), delivery_id: deliveryId }]);
      }
      return byDelivery;
    },

    /**
     * Claims up to `limit` due deliveries of enabled endpoints for `leaseMs`: rows another process holds (row lock or
     * an unexpired lease) are skipped, so each attempt is made by one process. A process that dies mid-attempt
     * leaves a lease that simply runs out.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<DeliveryWithEvent[]> {
      const claimed = await db.transaction(async (trx): Promise<{ id: number | string }[]> => {
        const due = trx('webhook_deliveries as d')
          .join('webhooks as w', 'w.id', 'd.webhook_id')
          .where('d.status', 'pending')
          .where('w.enabled', true)
          .where('d.next_attempt_at', '<=', now)
          .where((free) => free.whereNull('d.locked_until').orWhere('d.locked_until', '<', now))
          .orderBy('d.next_attempt_at')
          .limit(limit)
          .forUpdate('d')
          .skipLocked()
          .select('d.id');
        return trx('webhook_deliveries')
          .whereIn('id', due)
          .update({ locked_until: new Date(now.getTime() + leaseMs) })
          .returning('id');
      });
      if (claimed.length === 0) return [];
      const rows = (await withEvent(db).whereIn('d.id', claimed.map((row) => Number(row.id))).orderBy('d.next_attempt_at')) as DeliveryWithEvent[];
      return rows.map(deliveryOut);
    },

    /** Takes one delivery for an attempt made now (ping, redeliver): refused while another process holds it. */
    async lease(id: number, now: Date, leaseMs: number): Promise<boolean> {
      const rows = await db('webhook_deliveries')
        .where({ id })
        .where((free) => free.whereNull('locked_until').orWhere('locked_until', '<', now))
        .update({ locked_until: new Date(now.getTime() + leaseMs) })
        .returning('id');
      return rows.length === 1;
    },

    async recordAttempt(
      attempt: { delivery_id: number; attempt: number; response_code: number | null; duration_ms: number; error: string | null; response_excerpt: string | null; created_at: Date },
      delivery: Partial<Pick<DeliveryRow, 'status' | 'attempts' | 'next_attempt_at' | 'last_response_code' | 'last_duration_ms' | 'last_error' | 'delivered_at'>>,
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('webhook_attempts').insert(attempt);
      await trx('webhook_deliveries').where({ id: attempt.delivery_id }).update({ ...delivery, locked_until: null });
    },

    async requeue(id: number, now: Date, trx?: Knex.Transaction): Promise<void> {
      await conn(trx)('webhook_deliveries').where({ id }).update({ status: 'pending', next_attempt_at: now });
    },

    ownerContact: (userId: number, trx?: Knex.Transaction): Promise<{ email: string; display_name: string; roles: string[]; locale: string } | undefined> =>
      conn(trx)('users').where({ id: userId }).first('email', 'display_name', 'roles', 'locale'),
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
