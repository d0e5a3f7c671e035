import type { Knex } from 'knex';
import type { ImportItemOutcome, ImportItemResult, ImportJobsReport } from '@fj/shared';
import { forbidden, HttpError } from '../../../lib/http-error';
import { violatedConstraint } from '../../../lib/slug';
import { FormRuleError } from '../../../lib/validate-form';
import type { Actor } from '../../../plugins/policy-types';
import { createJobPostSchema } from '@fj/shared';
import { JOB_MESSAGES, type CheckedJobPost, type CreditMemo, type JobsService } from '../jobs.service';
import { IMPORT_MESSAGES, readItem, type Feed, type ReadItem } from './job-import.feed';
import type { ImportedJob, JobImportRepo } from './job-import.repo';

/**
 * Items saved per transaction. Each item has its own savepoint, so a refused one rolls back alone; committing a few
 * dozen at once spares the database a disk flush per job, and holds the organisation's credit balance row (which every
 * published job locks) for one batch at most, so its team can still post meanwhile.
 */
const ITEMS_PER_TRANSACTION = 25;

/** The unique index of (employer, reference) (migration 20261128_1500_open_platform). */
const REFERENCE_CONSTRAINT = 'jobs_employer_external_reference';

export interface JobImportDeps {
  db: Knex;
  jobs: JobsService;
  repo: JobImportRepo;
  now: () => Date;
}

const emptyCounts = (): Record<ImportItemOutcome, number> => ({ created: 0, updated: 0, unchanged: 0, closed: 0, refused: 0 });

/** POST /job-api/jobs/import (docs/job-import.md). */
export function createJobImportService({ db, jobs, repo, now }: JobImportDeps) {
  /** What one import's saves share: the form schema (built once, on the import's clock) and the credit look-ups. */
  interface Run {
    schema: ReturnType<typeof createJobPostSchema>;
    credits: CreditMemo;
  }

  /** An item that passed the rules and will be written. */
  interface Pending {
    index: number;
    item: Extract<ReadItem, { ok: true }>;
    post: CheckedJobPost;
    known: ImportedJob | undefined;
  }

  /** Checks an item by the submit-job rules; a refusal is the item's answer. */
  function check(run: Run, item: Extract<ReadItem, { ok: true }>, known: ImportedJob | undefined): CheckedJobPost | ImportItemResult {
    try {
      return jobs.checkJobPost(item.form, run.schema);
    } catch (error) {
      if (!(error instanceof FormRuleError)) throw error;
      return { reference: item.reference, outcome: 'refused', jobId: known?.id ?? null, reason: IMPORT_MESSAGES.fieldErrors, errors: error.errors };
    }
  }

  /** A checked item, saved in its own savepoint of `trx` exactly as submit-job saves a job; refusals are answers, not errors. */
  async function save(run: Run, trx: Knex.Transaction, actor: Actor, { item, post, known }: Pending): Promise<ImportItemResult> {
    const { reference } = item;
    try {
      const jobId = await trx.transaction((savepoint) =>
        jobs.saveOwnJob(savepoint, actor, post, {
          jobId: known?.id,
          columns: { external_reference: reference, import_fingerprint: item.fingerprint },
          // The import closed it for missing from a feed; back in the feed, it is open again.
          reopenClosed: known !== undefined && known.fingerprint === null,
          via: 'import',
          credits: run.credits,
        }),
      );
      run.credits.grantedPeriod = run.credits.pendingPeriod ?? run.credits.grantedPeriod;
      return { reference, outcome: known ? 'updated' : 'created', jobId };
    } catch (error) {
      run.credits.pendingPeriod = undefined;
      const jobId = known?.id ?? null;
      if (error instanceof FormRuleError) return { reference, outcome: 'refused', jobId, reason: IMPORT_MESSAGES.fieldErrors, errors: error.errors };
      // No credit left (402, with the balance in the sentence), and any other rule the save applies.
      if (error instanceof HttpError && error.statusCode < 500) {
        return { reference, outcome: 'refused', jobId, reason: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      }
      if (violatedConstraint(error) === REFERENCE_CONSTRAINT) return { reference, outcome: 'refused', jobId, reason: IMPORT_MESSAGES.raced };
      // A server fault is not the item's: the whole request fails, and sending the feed again is safe (it is idempotent).
      throw error;
    }
  }

  return {
    async importJobs(actor: Actor, feed: Feed): Promise<ImportJobsReport> {
      if (actor.employerId === null) throw forbidden(JOB_MESSAGES.noEmployer);
      const employerId = actor.employerId;

      const seen = new Map<string, number>();
      const items = feed.items.map((item, index) => readItem(item, index + 1, seen));
      const known = await repo.byReferences(employerId, [...seen.keys()]);

      // First every answer that needs no write: refusals and unchanged items (not validated again, so a deadline
      // that has since passed does not refuse an unchanged job).
      const run: Run = { schema: createJobPostSchema(now), credits: {} };
      const results: ImportItemResult[] = [];
      const pending: Pending[] = [];
      items.forEach((item, index) => {
        if (!item.ok) {
          results[index] = item.result;
          return;
        }
        const job = known.get(item.reference);
        if (job && job.fingerprint === item.fingerprint) {
          results[index] = { reference: item.reference, outcome: 'unchanged', jobId: job.id };
          return;
        }
        const checked = check(run, item, job);
        if ('outcome' in checked) results[index] = checked;
        else pending.push({ index, item, post: checked, known: job });
      });

      // Then the writes, a savepoint each, committed ITEMS_PER_TRANSACTION at a time.
      for (let start = 0; start < pending.length; start += ITEMS_PER_TRANSACTION) {
        await db.transaction(async (trx) => {
          for (const entry of pending.slice(start, start + ITEMS_PER_TRANSACTION)) results[entry.index] = await save(run, trx, actor, entry);
        });
      }

      if (feed.closeMissing) {
        const closed = await repo.closeMissing(employerId, [...seen.keys()], actor.id);
        for (const job of closed) results.push({ reference: job.reference, outcome: 'closed', jobId: job.id });
      }

      const counts = emptyCounts();
      for (const result of results) counts[result.outcome] += 1;
      return { counts, results };
    },
  };
}

export type JobImportService = ReturnType<typeof createJobImportService>;

/** The report in one sentence, for the envelope's message. */
export const importSummary = ({ counts }: ImportJobsReport): string =>
  `Import finished: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.closed} closed, ${counts.refused} refused.`;
