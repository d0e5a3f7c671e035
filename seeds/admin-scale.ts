import type { Knex } from 'knex';
import { withCountersRebuilt } from './counters-scale';

/**
 * The back-office's share of the scale seed (docs/admin.md): one administrator for the bench, and a year of
 * applications, payments, live subscriptions and credit spends over the scale candidates and jobs, so the
 * dashboard figures aggregate realistic volumes. Set-based SQL, added once (skipped when the administrator exists).
 */
export async function seedAdminScale(knex: Knex, log: (line: string) => void = console.log): Promise<void> {
  if (await knex('users').where({ username: 'scale-admin' }).first('id')) {
    log('Admin scale data already present: skipped.');
    return;
  }
  const started = Date.now();
  // The counters are recounted once at the end, not bumped per row (seeds/counters-scale.ts).
  await knex.transaction((trx) => withCountersRebuilt(trx, async () => {
    await trx.raw(`
      INSERT INTO users (username, email, display_name, first_name, last_name, roles, profile_slug)
      VALUES ('scale-admin', 'scale-admin@scale.example', 'Scale Admin', 'Scale', 'Admin', ARRAY['administrator']::text[], 'scale-admin')`);
    // Ten applications per scale candidate, spread over the last year, statuses 0..10.
    await trx.raw(`
      WITH candidates AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'scale-candidate-%'),
           job_ids AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM jobs),
           job_count AS (SELECT count(*) AS total FROM jobs)
      INSERT INTO applications (job_id, candidate_user_id, status, credit_kind, created_at, updated_at)
      SELECT j.id, c.id, (c.n + k) % 11, 'standard', now() - ((c.n * 7 + k * 37) % 365) * interval '1 day', now()
      FROM candidates c CROSS JOIN generate_series(1, 10) k CROSS JOIN job_count
      JOIN job_ids j ON j.n = 1 + ((c.n * 97 + k * 7919) % job_count.total)
      ON CONFLICT DO NOTHING`);
    await trx.raw(`
      INSERT INTO credit_ledger (user_id, kind, delta, balance_after, reason, ref_type, ref_id, created_at)
      SELECT candidate_user_id, 'standard', -1, 0, 'application', 'application', id::text, created_at FROM applications
      WHERE candidate_user_id IN (SELECT id FROM users WHERE username LIKE 'scale-candidate-%')`);
    // Live subscriptions for the paying scale candidates, and their monthly payments over the year.
    await trx.raw(`
      INSERT INTO subscriptions (user_id, plan_code, membership, interval, amount_minor, currency, status, provider, current_period_start, current_period_end, created_at)
      SELECT u.id, p.code, p.membership, p.interval, p.amount_minor, p.currency, CASE WHEN u.id % 40 = 0 THEN 'past_due' ELSE 'active' END, 'sandbox',
             now() - interval '10 days', now() + interval '20 days', now() - (u.id % 365) * interval '1 day'
      FROM users u JOIN membership_plans p ON p.audience = 'candidate' AND p.membership = u.membership AND p.interval = CASE WHEN u.id % 5 = 0 THEN 'year' ELSE 'month' END
      WHERE u.username LIKE 'scale-candidate-%' AND u.membership <> 'FREE'`);
    await trx.raw(`
      INSERT INTO payments (user_id, purpose, subscription_id, description, amount_minor, currency, status, provider, idempotency_key, created_at, paid_at, updated_at)
      SELECT s.user_id, 'subscription', s.id, 'Scale renewal', s.amount_minor, s.currency, CASE WHEN m % 17 = 0 THEN 'failed' ELSE 'succeeded' END, 'sandbox',
             'scale-sub-' || s.id || '-' || m, now() - m * interval '30 days', CASE WHEN m % 17 = 0 THEN NULL ELSE now() - m * interval '30 days' END, now()
      FROM subscriptions s CROSS JOIN generate_series(0, 11) m
      WHERE s.user_id IN (SELECT id FROM users WHERE username LIKE 'scale-candidate-%') AND (s.interval = 'month' OR m = 0)`);
    await trx.raw(`
      INSERT INTO payments (user_id, purpose, package_code, description, amount_minor, currency, status, provider, idempotency_key, created_at, paid_at, updated_at)
      SELECT e.owner_user_id, 'credit_package', p.code, 'Scale credits', p.amount_minor, p.currency, 'succeeded', 'sandbox', 'scale-pkg-' || e.id || '-' || m,
             now() - (m * 29 + e.id % 29) * interval '1 day', now() - (m * 29 + e.id % 29) * interval '1 day', now()
      FROM employers e CROSS JOIN generate_series(0, 11) m
      JOIN LATERAL (SELECT code, amount_minor, currency FROM credit_packages ORDER BY code OFFSET (e.id % 2) LIMIT 1) p ON true`);
  }));
  for (const table of ['applications', 'payments', 'subscriptions', 'credit_ledger', 'users']) await knex.raw(`VACUUM ANALYZE ${table}`);
  // The counters were updated once per seeded row inside a few transactions, where no page can prune its own dead
  // versions: rewrite them compactly, as a live site's autovacuum and page pruning keep them (migration 0760).
  for (const table of ['admin_daily_counts', 'admin_user_counts', 'admin_job_counts', 'admin_subscription_counts']) await knex.raw(`VACUUM FULL ANALYZE ${table}`);
  log(`Admin scale data (administrator, applications, subscriptions, payments, credit spends) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
