import type { Knex } from 'knex';

export interface NewEvent {
  /** Who did it; null for the system or an anonymous caller. */
  actorUserId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  from?: string | null;
  to?: string | null;
  details?: Record<string, unknown>;
}

/** The audit trail of state changes that matter (ARCHITECTURE §4): who, when, from, to. */
export function createEventsRepo(db: Knex) {
  return {
    async record(event: NewEvent, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('events').insert({
        actor_user_id: event.actorUserId,
        entity: event.entity,
        entity_id: String(event.entityId),
        action: event.action,
        from_value: event.from ?? null,
        to_value: event.to ?? null,
        details: event.details ? JSON.stringify(event.details) : null,
      });
    },
  };
}

export type EventsRepo = ReturnType<typeof createEventsRepo>;
