import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { statusLabel } from '@fj/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The demo endpoint's address: .invalid never resolves (RFC 2606), so nothing ever receives the demo's events and a try fails at once. */
export const DEMO_WEBHOOK_URL = 'https://hooks.example.invalid/football-jobs';

/**
 * The `employer` account's webhook (docs/webhooks.md) with a delivery log to look at: an application that
 * succeeded on its second attempt after a 500, a published job delivered at once, and a status change whose
 * eight attempts all failed. Every seeded delivery is finished, so the dispatcher sends none of them. The secret
 * is derived from a fixed phrase (the seed is deterministic); it signs only what goes to that address.
 */
export async function seedWebhooks(trx: Knex.Transaction, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const owner = await trx('users').where({ username: 'employer' }).first<{ id: number; employer_id: number | null } | undefined>('id', 'employer_id');
  if (!owner?.employer_id) return;
  const application = await trx('applications as a')
    .join('jobs as j', 'j.id', 'a.job_id')
    .where('j.employer_id', owner.employer_id)
    .orderBy('a.id')
    .first<{ id: number; job_id: number; status: number; candidate_user_id: number; slug: string; title: string } | undefined>('a.id', 'a.job_id', 'a.status', 'a.candidate_user_id', 'j.slug', 'j.title');
  if (!application) return;

  const secret = `whsec_${createHash('sha256').update('football-jobs demo webhook').digest('base64')}`;
  const [webhook] = await trx('webhooks')
    .insert({
      user_id: owner.id,
      url: DEMO_WEBHOOK_URL,
      description: 'ATS sync (demo)',
      events: ['application.created', 'application.status_changed', 'job.published'],
      secret,
      created_at: new Date(now.getTime() - 72 * HOUR),
      updated_at: new Date(now.getTime() - 72 * HOUR),
    })
    .returning('id');

  const at = (hoursAgo: number, plusMs = 0) => new Date(now.getTime() - hoursAgo * HOUR + plusMs);
  const event = async (type: string, data: Record<string, unknown>, created: Date) => {
    const [row] = await trx('webhook_events').insert({ type, employer_id: owner.employer_id, data: JSON.stringify(data), created_at: created }).returning('id');
    return Number(row.id);
  };
  const status = (code: number, label = statusLabel(code)) => ({ code, label });

  const deliveries = [
    {
      eventId: await event('application.status_changed', { applicationId: application.id, jobId: application.job_id, status: status(1), previousStatus: status(0) }, at(60)),
      status: 'failed',
      // The endpoint was down for a day: every try of the schedule (5 s … 10 h) failed.
      attempts: [0, 5 / 3600, 305 / 3600, 2105 / 3600, 9305 / 3600, 27305 / 3600, 63305 / 3600, 99305 / 3600].map((offset) => ({ hoursAgo: 60 - offset, code: 503, error: 'The endpoint answered 503.', ms: 41 })),
    },
    {
      eventId: await event('application.created', { applicationId: application.id, jobId: application.job_id, status: status(application.status), previousStatus: null, candidateUserId: application.candidate_user_id }, at(5)),
      status: 'succeeded',
      attempts: [
        { hoursAgo: 5, code: 500, error: 'The endpoint answered 500.', ms: 212 },
        { hoursAgo: 5 - 5 / 3600, code: 200, error: null, ms: 87 },
      ],
    },
    {
      eventId: await event('job.published', { jobId: application.job_id, slug: application.slug, title: application.title, status: 'publish', path: `/job/${application.slug}` }, at(2)),
      status: 'succeeded',
      attempts: [{ hoursAgo: 2, code: 200, error: null, ms: 64 }],
    },
  ];

  for (const delivery of deliveries) {
    const last = delivery.attempts[delivery.attempts.length - 1]!;
    const [row] = await trx('webhook_deliveries')
      .insert({
        webhook_id: webhook.id,
        event_id: delivery.eventId,
        status: delivery.status,
        attempts: delivery.attempts.length,
        next_attempt_at: null,
        last_response_code: last.code,
        last_duration_ms: last.ms,
        last_error: last.error,
        delivered_at: delivery.status === 'succeeded' ? at(last.hoursAgo, last.ms) : null,
        created_at: at(delivery.attempts[0]!.hoursAgo),
      })
      .returning('id');
    await trx('webhook_attempts').insert(
      delivery.attempts.map((attempt, index) => ({
        delivery_id: row.id,
        attempt: index + 1,
        response_code: attempt.code,
        duration_ms: attempt.ms,
        error: attempt.error,
        response_excerpt: attempt.code === 200 ? 'ok' : 'Service unavailable',
        created_at: at(attempt.hoursAgo),
      })),
    );
  }
}
