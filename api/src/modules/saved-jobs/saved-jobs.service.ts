import type { Knex } from 'knex';
import { LIMITS, toIsoDate } from '@fj/shared';
import { HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { createJobSearchRepo } from '../jobs';
import { toListingItem } from '../jobs/jobs.mapper';
import { SAVEABLE_STATUSES, type SavedJobsRepo } from './saved-jobs.repo';

export const SAVED_JOB_MESSAGES = {
  saved: 'Job saved.',
  unsaved: 'Job removed from your saved jobs.',
  notFound: 'Job not found',
  notOpen: 'Only an open job can be saved.',
  badIds: `Give at most ${LIMITS.maxPageSize} job ids, each a positive whole number.`,
} as const;

const INT4_MAX = 2_147_483_647;

export interface SavedJobsServiceDeps {
  db: Knex;
  saved: SavedJobsRepo;
  now: () => Date;
}

export function createSavedJobsService(deps: SavedJobsServiceDeps) {
  const { db, saved } = deps;
  const search = createJobSearchRepo(db);

  return {
    /**
     * Saves (`saved` true, the default) or unsaves a job for the caller, in one transaction. Saving needs a job
     * that is open now (a closed job can still be unsaved, and stays in the list until then, marked closed).
     */
    async setSaved(actor: Actor, jobId: number, wanted: boolean) {
      return db.transaction(async (trx) => {
        if (!wanted) {
          await saved.unsave(actor.id, jobId, trx);
          return { jobId, saved: false, savedAt: null };
        }
        const job = await saved.publicJob(jobId, trx);
        if (!job || !SAVEABLE_STATUSES.includes(job.status)) throw notFound(SAVED_JOB_MESSAGES.notFound);
        if (job.status !== 'publish') throw new HttpError(422, SAVED_JOB_MESSAGES.notOpen, { jobId: SAVED_JOB_MESSAGES.notOpen });
        const at = await saved.save(actor.id, jobId, trx);
        return { jobId, saved: true, savedAt: at.toISOString() };
      });
    },

    /** The caller's saved jobs, newest first (or, with `ids`, which of those jobs the caller saved). */
    async list(actor: Actor, query: { offset?: number; limit?: number; ids?: string }) {
      const jobIds = query.ids === undefined ? undefined : [...new Set(query.ids.split(',').map(Number))];
      if (jobIds && (jobIds.length > LIMITS.maxPageSize || jobIds.some((id) => id < 1 || id > INT4_MAX))) {
        throw new HttpError(400, 'Invalid job ids', { ids: SAVED_JOB_MESSAGES.badIds });
      }
      const offset = Math.max(0, query.offset ?? 0);
      const limit = Math.min(LIMITS.maxPageSize, Math.max(1, query.limit ?? LIMITS.defaultPageSize));
      const { rows, total } = await saved.page(actor.id, offset, limit, jobIds);
      const jobs = new Map((await search.listingRows(rows.map((row) => row.job_id))).map((job) => [job.id, job]));
      const today = toIsoDate(deps.now());
      const data = rows.flatMap((row) => {
        const job = jobs.get(row.job_id);
        return job ? [{ jobId: row.job_id, savedAt: new Date(row.created_at).toISOString(), job: toListingItem(job, today) }] : [];
      });
      return { data, total };
    },
  };
}

export type SavedJobsService = ReturnType<typeof createSavedJobsService>;
