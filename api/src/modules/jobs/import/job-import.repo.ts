import type { Knex } from 'knex';
import type { JobStatus } from '../job-lifecycle';

/** What the import needs to know of a job it imported before, to tell created, changed and unchanged apart. */
export interface ImportedJob {
  id: number;
  reference: string;
  /** Null once the import closed it for missing from a feed (so the same item coming back reopens it). */
  fingerprint: string | null;
  status: JobStatus;
}

/** Statuses of an imported job that a feed without it closes (a filled or closed job is left as it is). */
export const CLOSABLE_STATUSES: readonly JobStatus[] = ['publish', 'draft', 'pending', 'expired'];

export function createJobImportRepo(db: Knex) {
  return {
    /** The employer's jobs with these references, in one query (the unique index on employer + reference serves it). */
    async byReferences(employerId: number, references: readonly string[]): Promise<Map<string, ImportedJob>> {
      if (references.length === 0) return new Map();
      const rows: { id: number; external_reference: string; import_fingerprint: string | null; status: JobStatus }[] = await db('jobs')
        .select('id', 'external_reference', 'import_fingerprint', 'status')
        .where('employer_id', employerId)
        .whereRaw('external_reference = ANY(?::text[])', [[...references]]);
      return new Map(rows.map((row) => [row.external_reference, { id: row.id, reference: row.external_reference, fingerprint: row.import_fingerprint, status: row.status }]));
    },

    /**
     * Closes the employer's imported jobs whose reference is not in `keep`, in one statement, with one status event
     * each, and forgets their fingerprint so that the same item in a later feed reopens the job. Answers what it closed.
     */
    async closeMissing(employerId: number, keep: readonly string[], actorUserId: number): Promise<{ id: number; reference: string }[]> {
      return db.transaction(async (trx) => {
        const { rows } = (await trx.raw(
          `WITH gone AS (
             SELECT id, status FROM jobs
              WHERE employer_id = ? AND external_reference IS NOT NULL
                AND NOT (external_reference = ANY(?::text[])) AND status = ANY(?::text[])
              ORDER BY id
              FOR UPDATE)
           UPDATE jobs j SET status = 'closed', import_fingerprint = NULL, modified_at = now()
             FROM gone WHERE j.id = gone.id
           RETURNING j.id, j.external_reference, gone.status AS from_status`,
          [employerId, [...keep], [...CLOSABLE_STATUSES]],
        )) as { rows: { id: number; external_reference: string; from_status: JobStatus }[] };
        if (rows.length > 0) {
          await trx('events').insert(
            rows.map((row) => ({
              actor_user_id: actorUserId,
              entity: 'job',
              entity_id: String(row.id),
              action: 'status',
              from_value: row.from_status,
              to_value: 'closed',
              details: JSON.stringify({ via: 'import', reason: 'missing from the feed' }),
            })),
          );
        }
        return rows.map((row) => ({ id: row.id, reference: row.external_reference })).sort((a, b) => a.id - b.id);
      });
    },
  };
}

export type JobImportRepo = ReturnType<typeof createJobImportRepo>;
