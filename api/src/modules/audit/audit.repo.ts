import type { Knex } from 'knex';

export interface AuditEntry {
  /** Who did it (an administrator or data scout); null for the system. */
  actorUserId: number | null;
  /** What was done, e.g. 'user.roles', 'user.suspend', 'credits.adjust', 'job.status', 'player.edit', 'football.import'. */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

export interface AuditRow {
  id: string;
  actor_user_id: number | null;
  actor_label: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  at: Date;
  /** The target's name now (user, job, player, competition, employer); null when it no longer exists. */
  target_name: string | null;
  /** Its public slug where links need one (job, player, competition). */
  target_slug: string | null;
}

export interface AuditFilters {
  action?: string;
  targetType?: string;
  targetId?: string;
  actorUserId?: number;
  from?: Date;
  to?: Date;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes one audit row inside the caller's transaction, so the row exists exactly when the action does. The actor's
 * name is copied into the row (the log must still read right after the account is renamed or removed).
 */
export async function recordAudit(trx: Knex.Transaction, entry: AuditEntry): Promise<void> {
  await trx.raw(
    `INSERT INTO audit_log (actor_user_id, actor_label, action, target_type, target_id, before, after)
     VALUES (?, COALESCE((SELECT display_name || ' (' || username || ')' FROM users WHERE id = ?), ''), ?, ?, ?, ?::jsonb, ?::jsonb)`,
    [entry.actorUserId, entry.actorUserId, entry.action, entry.targetType, String(entry.targetId), json(entry.before), json(entry.after)],
  );
}

export function createAuditRepo(db: Knex) {
  // Scalar subqueries on the page's rows only: one statement names every target, whatever its type (no N+1).
  const numericId = `(CASE WHEN audit_log.target_id ~ '^[0-9]{1,9}$' THEN audit_log.target_id::int END)`;
  const targetName = db.raw(`CASE audit_log.target_type
      WHEN 'user' THEN (SELECT u.display_name || ' (' || u.username || ')' FROM users u WHERE u.id = ${numericId})
      WHEN 'job' THEN (SELECT j.title FROM jobs j WHERE j.id = ${numericId})
      WHEN 'player' THEN (SELECT p.name FROM players p WHERE p.id = ${numericId})
      WHEN 'employer' THEN (SELECT e.name FROM employers e WHERE e.id = ${numericId})
      WHEN 'competition' THEN (SELECT c.name FROM competitions c WHERE c.slug = audit_log.target_id)
    END as target_name`);
  const targetSlug = db.raw(`CASE audit_log.target_type
      WHEN 'job' THEN (SELECT j.slug FROM jobs j WHERE j.id = ${numericId})
      WHEN 'player' THEN (SELECT p.slug FROM players p WHERE p.id = ${numericId})
      WHEN 'competition' THEN (SELECT c.slug FROM competitions c WHERE c.slug = audit_log.target_id)
    END as target_slug`);
  const filtered = (filters: AuditFilters) => {
    const query = db('audit_log');
    if (filters.action) query.where('action', filters.action);
    if (filters.targetType) query.where('target_type', filters.targetType);
    if (filters.targetId) query.where('target_id', filters.targetId);
    if (filters.actorUserId) query.where('actor_user_id', filters.actorUserId);
    if (filters.from) query.where('at', '>=', filters.from);
    if (filters.to) query.where('at', '<', filters.to);
    return query;
  };
  return {
    async list(filters: AuditFilters, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        filtered(filters).select<AuditRow[]>('audit_log.*', targetName, targetSlug).orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(offset).limit(limit),
        filtered(filters).count<{ total: string }[]>({ total: '*' }),
      ]);
      return { rows, total: Number(counted[0].total) };
    },
    /** The distinct actions written so far (the audit screen's filter). */
    async actions(): Promise<string[]> {
      return (await db('audit_log').distinct('action').orderBy('action')).map((row: { action: string }) => row.action);
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
