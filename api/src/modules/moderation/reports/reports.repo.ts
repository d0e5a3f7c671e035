import type { Knex } from 'knex';
import type { ReportKind, ReportReason, ReportStatus } from '@fj/shared';

export interface ReportRow {
  id: string;
  kind: ReportKind;
  object_id: string;
  reporter_user_id: number | null;
  reporter_ip_hash: string | null;
  reporter_email: string | null;
  reporter_locale: string | null;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  resolved_by_user_id: number | null;
  resolved_at: Date | null;
  resolution_note: string;
  created_at: Date;
}

/** A queue row with the names the queue shows. */
export interface ReportListRow extends ReportRow {
  reporter_name: string | null;
  reporter_username: string | null;
  resolver_name: string | null;
  other_open: string | number;
}

export interface NewReport {
  kind: ReportKind;
  objectId: number;
  reporterUserId: number | null;
  reporterIpHash: string | null;
  reporterEmail: string | null;
  /** A visitor's page language (an account's reports use the account's). */
  reporterLocale: string | null;
  reason: ReportReason;
  details: string;
}

/** Who is told an outcome: the reporter's account (email, language) or a visitor's optional email. */
export interface ReporterContact {
  report_id: string;
  email: string | null;
  name: string | null;
  locale: string | null;
}

type Conn = Knex | Knex.Transaction;

export function createReportsRepo(db: Knex) {
  const listQuery = (status: ReportStatus, kind: ReportKind | undefined) => {
    const query = db('reports as r').where('r.status', status);
    if (kind) query.where('r.kind', kind);
    return query;
  };

  return {
    /** The reporter's open report of this object, if any (one open report per reporter and object). */
    openOf: (kind: ReportKind, objectId: number, reporter: { userId: number } | { ipHash: string }, conn: Conn = db): Promise<ReportRow | undefined> => {
      const query = conn<ReportRow>('reports').where({ kind, object_id: String(objectId), status: 'open' });
      if ('userId' in reporter) query.where('reporter_user_id', reporter.userId);
      else query.whereNull('reporter_user_id').where('reporter_ip_hash', reporter.ipHash);
      return query.first();
    },

    async insert(report: NewReport, conn: Conn = db): Promise<ReportRow> {
      const [row] = await conn<ReportRow>('reports')
        .insert({
          kind: report.kind,
          object_id: String(report.objectId),
          reporter_user_id: report.reporterUserId,
          reporter_ip_hash: report.reporterIpHash,
          reporter_email: report.reporterEmail,
          reporter_locale: report.reporterLocale,
          reason: report.reason,
          details: report.details,
        } as never)
        .returning('*');
      return row as ReportRow;
    },

    lockById: (id: number, trx: Knex.Transaction): Promise<ReportRow | undefined> => trx<ReportRow>('reports').where('id', id).forUpdate().first(),

    /**
     * Resolves reports of one object in `from` statuses (and the given report whatever its status) to `to`;
     * returns the ids changed.
     */
    async resolveOfObject(
      trx: Knex.Transaction,
      target: { kind: ReportKind; objectId: string; reportId: number; from: ReportStatus[] },
      resolution: { status: ReportStatus; byUserId: number; at: Date; note: string },
    ): Promise<string[]> {
      const rows: { id: string }[] = await trx('reports')
        .where({ kind: target.kind, object_id: target.objectId })
        .where((q) => q.whereIn('status', target.from).orWhere('id', target.reportId))
        .update({ status: resolution.status, resolved_by_user_id: resolution.byUserId, resolved_at: resolution.at, resolution_note: resolution.note })
        .returning(['id']);
      return rows.map((row) => String(row.id));
    },

    /** The reporters of these reports: the account's email and language, or the visitor's email and page language. */
    async contacts(reportIds: string[], conn: Conn = db): Promise<ReporterContact[]> {
      if (reportIds.length === 0) return [];
      return conn('reports as r')
        .leftJoin('users as u', (join) => join.on('u.id', 'r.reporter_user_id').andOnNull('u.deleted_at'))
        .whereIn('r.id', reportIds)
        .select('r.id as report_id', conn.raw('COALESCE(u.email, r.reporter_email) as email'), 'u.display_name as name', conn.raw('CASE WHEN u.id IS NULL THEN r.reporter_locale ELSE u.locale END as locale'));
    },

    /** A page of the queue: open reports oldest first, resolved ones most recent decision first. */
    async list(status: ReportStatus, kind: ReportKind | undefined, offset: number, limit: number): Promise<{ rows: ReportListRow[]; total: number }> {
      const page = listQuery(status, kind)
        .leftJoin('users as reporter', 'reporter.id', 'r.reporter_user_id')
        .leftJoin('users as resolver', 'resolver.id', 'r.resolved_by_user_id')
        .select(
          'r.*',
          'reporter.display_name as reporter_name',
          'reporter.username as reporter_username',
          'resolver.display_name as resolver_name',
          db.raw(`(SELECT count(*) FROM reports o WHERE o.kind = r.kind AND o.object_id = r.object_id AND o.status = 'open' AND o.id <> r.id) AS other_open`),
        )
        .offset(offset)
        .limit(limit);
      if (status === 'open') page.orderBy([{ column: 'r.created_at', order: 'asc' }, { column: 'r.id', order: 'asc' }]);
      else page.orderBy([{ column: 'r.resolved_at', order: 'desc' }, { column: 'r.id', order: 'desc' }]);
      const [rows, counted] = await Promise.all([page, listQuery(status, kind).count<{ count: string | number }[]>({ count: '*' }).first()]);
      return { rows: rows as ReportListRow[], total: Number(counted?.count ?? 0) };
    },

    /** One report as the queue shows it. */
    async listRow(id: number): Promise<ReportListRow | undefined> {
      return db('reports as r')
        .leftJoin('users as reporter', 'reporter.id', 'r.reporter_user_id')
        .leftJoin('users as resolver', 'resolver.id', 'r.resolved_by_user_id')
        .where('r.id', id)
        .first(
          'r.*',
          'reporter.display_name as reporter_name',
          'reporter.username as reporter_username',
          'resolver.display_name as resolver_name',
          db.raw(`(SELECT count(*) FROM reports o WHERE o.kind = r.kind AND o.object_id = r.object_id AND o.status = 'open' AND o.id <> r.id) AS other_open`),
        );
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
