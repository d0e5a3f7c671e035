import type { Knex } from 'knex';
import type { ImportItemOutcome, ImportItemResult, ImportJobsReport } from '@fj/shared';
import { forbidden, HttpError } from '../../../lib/http-error';
import { violatedConstraint } from '../../../lib/slug';
import { FormRuleError } from '../../../lib/validate-form';
import type { Actor } from '../../../plugins/policy-types';
import { createJobPostSchema } from '@fj/shared';
import { JOB_MESSAGES, type CreditMemo, type JobsService } from '../jobs.service';
import { IMPORT_MESSAGES, readItem, type Feed, type ReadItem } from './job-import.feed';
import type { ImportedJob, JobImportRepo } from './job-import.repo';

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

  /** A new or changed item, saved in its own transaction exactly as submit-job saves a job; refusals are answers, not errors. */
  async function save(run: Run, actor: Actor, item: Extract<ReadItem, { ok: true }>, known: ImportedJob | undefined): Promise<ImportItemResult> {
    const { reference } = item;
    try {
      const post = jobs.checkJobPost(item.form, run.schema);
      const jobId = await db.transaction((trx) =>
        jobs.saveOwnJob(trx, actor, post, {
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

      const run: Run = { schema: createJobPostSchema(now), credits: {} };
      const results: ImportItemResult[] = [];
      for (const item of items) {
        if (!item.ok) {
          results.push(item.result);
          continue;
        }
        const job = known.get(item.reference);
        // Unchanged: not validated again and not written (a deadline that has since passed does not refuse it).
        if (job && job.fingerprint === item.fingerprint) results.push({ reference: item.reference, outcome: 'unchanged', jobId: job.id });
        else results.push(await save(run, actor, item, job));
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
