import type { Knex } from 'knex';
import { JOB_COLUMNS, normalizeJobRecord, selectJobRecord, type JobRecord } from '../jobs/jobs.repo';
import { whereActive } from '../jobs/job-lifecycle';

const BATCH = 1000;

export function createFeedsRepo(db: Knex) {
  return {
    /** Every active job, newest first, read in keyset batches so a feed of 100,000 jobs never sits in memory at once. */
    async *activeJobs(today: string, max = Number.POSITIVE_INFINITY): AsyncGenerator<JobRecord> {
      let after: { post_date: Date; id: number } | undefined;
      let sent = 0;
      while (sent < max) {
        const query = whereActive(db('jobs as j'), 'j', today);
        if (after) query.whereRaw('(j.post_date, j.id) < (?, ?)', [after.post_date, after.id]);
        const rows = (await selectJobRecord(db, query.orderBy('j.post_date', 'desc').orderBy('j.id', 'desc').limit(Math.min(BATCH, max - sent)), JOB_COLUMNS)) as JobRecord[];
        for (const row of rows) yield normalizeJobRecord(row);
        sent += rows.length;
        if (rows.length < BATCH) return;
        const last = rows[rows.length - 1]!;
        after = { post_date: last.post_date, id: last.id };
      }
    },

    /** Active jobs for the sitemap: slug and last change only (`offset` pages the web origin's sitemap files). */
    async sitemapJobs(today: string, limit: number, offset = 0): Promise<{ slug: string; modified_at: Date }[]> {
      return whereActive(db('jobs as j'), 'j', today).select('j.slug', 'j.modified_at').orderBy('j.post_date', 'desc').orderBy('j.id', 'desc').offset(offset).limit(limit);
    },

    /** How many jobs are active: decides between one sitemap and a sitemap index. */
    async countActiveJobs(today: string): Promise<number> {
      const row = await whereActive(db('jobs as j'), 'j', today).count<{ count: string | number }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },
  };
}

export type FeedsRepo = ReturnType<typeof createFeedsRepo>;
