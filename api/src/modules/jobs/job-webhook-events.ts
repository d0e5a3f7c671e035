import type { Knex } from 'knex';
import { jobHref } from '@fj/shared';
import { recordWebhookEvent } from '../webhooks';

/** `job.published` / `job.expired` for the jobs' organisations, in the caller's transaction (docs/webhooks.md). */
export async function recordJobWebhookEvent(trx: Knex.Transaction, type: 'job.published' | 'job.expired', jobIds: readonly number[]): Promise<void> {
  if (jobIds.length === 0) return;
  const jobs: { id: number; slug: string; title: string; employer_id: number; status: string; end_date: string }[] = await trx('jobs')
    .whereIn('id', jobIds)
    .select('id', 'slug', 'title', 'employer_id', 'status', trx.raw("to_char(end_date, 'YYYY-MM-DD') as end_date"))
    .orderBy('id');
  for (const job of jobs) {
    await recordWebhookEvent(trx, { type, employerId: job.employer_id, data: { jobId: job.id, slug: job.slug, title: job.title, status: job.status, endDate: job.end_date, path: jobHref(job.slug) } });
  }
}
