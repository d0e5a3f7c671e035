import type { Knex } from 'knex';

/**
 * The conversations' share of the scale seed (docs/messages.md, "Scale"): 10,000 application threads on ONE employer —
 * the first employer account by id, the one `pnpm bench` signs in as (api/bench/bench-app.ts `employerToken`) — with
 * two to four messages each, the applicant and the owner as participants, and about 30% of the threads unread for the
 * owner (15% for the applicant). Set-based SQL, deterministic, added once (skipped when that employer has threads).
 */
export const SCALE_THREADS = 10_000;

const BODIES = [
  'Thank you for your application. Are you available for a call this week?',
  'Yes, I am free on Tuesday or Wednesday afternoon.',
  'Great, we will send an invitation for Wednesday at 15:00.',
  'Could you share a recent session plan before the interview?',
  'Attached is the plan from last weekend, happy to talk it through.',
  'We would like to invite you to a trial day at the training ground.',
];

export async function seedMessagesScale(knex: Knex, log: (line: string) => void = console.log, threads = SCALE_THREADS): Promise<void> {
  const owner = await knex('users')
    .whereRaw(`roles @> ARRAY['employer']::text[]`)
    .whereNotNull('employer_id')
    .whereNull('deleted_at')
    .orderBy('id')
    .first('id', 'employer_id');
  if (!owner) throw new Error('Messages scale seed: run after the scale organisations');
  const existing = await knex('message_threads as t').join('applications as a', 'a.id', 't.context_id').join('jobs as j', 'j.id', 'a.job_id').where({ 't.context': 'application', 'j.employer_id': owner.employer_id }).first('t.id');
  if (existing) {
    log('Messages scale data already present: skipped.');
    return;
  }
  const started = Date.now();
  await knex.transaction(async (trx) => {
    // Enough applications to the employer's jobs: candidate n applies to one of its jobs (a pair exists at most once).
    await trx.raw(
      `WITH jobs_of AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM jobs WHERE employer_id = :employer),
            job_count AS (SELECT count(*) AS total FROM jobs_of),
            candidates AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE roles @> ARRAY['candidate']::text[] AND deleted_at IS NULL)
       INSERT INTO applications (job_id, candidate_user_id, status, credit_kind, created_at, updated_at)
       SELECT j.id, c.id, c.n % 11, 'standard', now() - (c.n % 90) * interval '1 day', now()
       FROM candidates c CROSS JOIN job_count JOIN jobs_of j ON j.n = 1 + ((c.n * 31) % job_count.total)
       WHERE c.n <= :threads
       ON CONFLICT DO NOTHING`,
      { employer: owner.employer_id, threads },
    );
    await trx.raw(
      `INSERT INTO message_threads (context, context_id, created_at)
       SELECT 'application', a.id, a.created_at FROM applications a JOIN jobs j ON j.id = a.job_id
       WHERE j.employer_id = :employer ORDER BY a.id LIMIT :threads
       ON CONFLICT DO NOTHING`,
      { employer: owner.employer_id, threads },
    );
    // Two to four messages, the applicant first, then turns; the newest is at most a few days old.
    await trx.raw(
      `INSERT INTO messages (thread_id, author_user_id, body, created_at)
       SELECT t.id, CASE WHEN k % 2 = 1 THEN a.candidate_user_id ELSE :owner END, (CAST(:bodies AS text[]))[1 + (t.id + k) % ${BODIES.length}],
              now() - ((t.id * 37) % 20000) * interval '1 minute' - (5 - k) * interval '2 hours'
       FROM message_threads t JOIN applications a ON a.id = t.context_id JOIN jobs j ON j.id = a.job_id
       CROSS JOIN LATERAL generate_series(1, 2 + (t.id % 3)::int) k
       WHERE t.context = 'application' AND j.employer_id = :employer
       ORDER BY t.id, k`,
      { employer: owner.employer_id, owner: owner.id, bodies: BODIES },
    );
    await trx.raw(
      `UPDATE message_threads t SET last_message_id = m.id, last_message_at = m.created_at
       FROM (SELECT DISTINCT ON (thread_id) thread_id, id, created_at FROM messages ORDER BY thread_id, id DESC) m
       WHERE m.thread_id = t.id AND t.last_message_id IS NULL`,
    );
    // Unread: for the chosen share, what the other side wrote after this person's own last message.
    await trx.raw(
      `WITH seeded AS (
         SELECT t.id, t.last_message_id, t.last_message_at, a.candidate_user_id
         FROM message_threads t JOIN applications a ON a.id = t.context_id JOIN jobs j ON j.id = a.job_id
         WHERE t.context = 'application' AND j.employer_id = :employer),
       people AS (
         SELECT s.*, p.user_id, p.side, p.unread_wanted,
                COALESCE((SELECT max(m.id) FROM messages m WHERE m.thread_id = s.id AND m.author_user_id = p.user_id), 0) AS own_last
         FROM seeded s CROSS JOIN LATERAL (VALUES (s.candidate_user_id, 'applicant', s.id % 20 < 3), (CAST(:owner AS integer), 'employer', s.id % 10 < 3)) p(user_id, side, unread_wanted)),
       counted AS (
         SELECT people.*, (SELECT count(*) FROM messages m WHERE m.thread_id = people.id AND m.id > people.own_last AND m.author_user_id <> people.user_id) AS after_own
         FROM people)
       INSERT INTO message_participants (thread_id, user_id, side, last_message_at, last_read_message_id, unread_count, mailed_through_message_id, last_mailed_at)
       SELECT id, user_id, side, last_message_at,
              CASE WHEN unread_wanted AND after_own > 0 THEN own_last ELSE last_message_id END,
              CASE WHEN unread_wanted THEN after_own ELSE 0 END,
              last_message_id, CASE WHEN unread_wanted AND after_own > 0 THEN last_message_at END
       FROM counted
       ON CONFLICT DO NOTHING`,
      { employer: owner.employer_id, owner: owner.id },
    );
  });
  for (const table of ['applications', 'message_threads', 'messages', 'message_participants']) await knex.raw(`VACUUM ANALYZE ${table}`);
  log(`Messages scale data (${threads} threads on one employer) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
