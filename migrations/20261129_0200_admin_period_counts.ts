import type { Knex } from 'knex';

/**
 * Weekly and monthly sums of `admin_daily_counts` (docs/performance.md, "Job page and admin dashboard without the
 * cache"). A one-year dashboard summed ~5,100 daily rows per request; with these it sums the full weeks (or months)
 * of the period from this table and only the days of the two partial buckets at its edges from the daily table.
 *
 * Kept by statement-level triggers with transition tables on `admin_daily_counts` itself, so whatever writes the
 * daily counts (the row triggers' `admin_count()`, the scale seed's recount in seeds/counters-scale.ts) moves these
 * sums in the same transaction: never a copy that drifts. Rows are written in key order (grain, start, metric, keys),
 * the same order for every writer. A week starts on Monday (`date_trunc('week')`, as the dashboard's series).
 */
const GRAINS = `(VALUES ('week'), ('month')) AS g(grain)`;

const apply = (rows: string) => `
  INSERT INTO admin_period_counts AS c (grain, start, metric, k1, k2, k3, n, amount)
  SELECT g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.metric, r.k1, r.k2, r.k3, sum(r.n), sum(r.amount)
  FROM (${rows}) r CROSS JOIN ${GRAINS}
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(r.n) <> 0 OR sum(r.amount) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (grain, start, metric, k1, k2, k3) DO UPDATE SET n = c.n + EXCLUDED.n, amount = c.amount + EXCLUDED.amount`;

const NEW_ROWS = 'SELECT day, metric, k1, k2, k3, n, amount FROM new_rows';
const OLD_ROWS = 'SELECT day, metric, k1, k2, k3, -n AS n, -amount AS amount FROM old_rows';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE admin_period_counts (
    grain text NOT NULL CHECK (grain IN ('week', 'month')), start date NOT NULL,
    metric text NOT NULL, k1 text NOT NULL, k2 text NOT NULL, k3 text NOT NULL,
    n bigint NOT NULL DEFAULT 0, amount bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (grain, start, metric, k1, k2, k3)) WITH (fillfactor = 50)`);
  // The partial buckets at a period's edges read days across every metric: without this the only path by day is
  // the primary key (metric first), i.e. the whole table.
  await knex.raw('CREATE INDEX IF NOT EXISTS admin_daily_counts_day ON admin_daily_counts (day)');

  // Static SQL per event (plpgsql keeps each plan for the session): every counted write runs one of these.
  await knex.raw(`CREATE FUNCTION admin_period_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN ${apply(NEW_ROWS)}; RETURN NULL; END $fn$`);
  await knex.raw(`CREATE FUNCTION admin_period_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN ${apply(OLD_ROWS)}; RETURN NULL; END $fn$`);
  await knex.raw(`CREATE FUNCTION admin_period_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN ${apply(`${OLD_ROWS} UNION ALL ${NEW_ROWS}`)}; RETURN NULL; END $fn$`);
  await knex.raw(`CREATE TRIGGER admin_daily_counts_periods_insert AFTER INSERT ON admin_daily_counts REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION admin_period_counts_insert()`);
  await knex.raw(`CREATE TRIGGER admin_daily_counts_periods_update AFTER UPDATE ON admin_daily_counts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION admin_period_counts_update()`);
  await knex.raw(`CREATE TRIGGER admin_daily_counts_periods_delete AFTER DELETE ON admin_daily_counts REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION admin_period_counts_delete()`);

  await knex.raw(`INSERT INTO admin_period_counts (grain, start, metric, k1, k2, k3, n, amount)
    SELECT g.grain, date_trunc(g.grain, d.day::timestamp)::date, d.metric, d.k1, d.k2, d.k3, sum(d.n), sum(d.amount)
    FROM admin_daily_counts d CROSS JOIN ${GRAINS}
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0 ORDER BY 1, 2, 3, 4, 5, 6`);
  await knex.raw('ANALYZE admin_period_counts, admin_daily_counts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS admin_daily_counts_periods_insert ON admin_daily_counts');
  await knex.raw('DROP TRIGGER IF EXISTS admin_daily_counts_periods_update ON admin_daily_counts');
  await knex.raw('DROP TRIGGER IF EXISTS admin_daily_counts_periods_delete ON admin_daily_counts');
  await knex.raw('DROP FUNCTION IF EXISTS admin_period_counts_insert(), admin_period_counts_update(), admin_period_counts_delete()');
  await knex.raw('DROP INDEX IF EXISTS admin_daily_counts_day');
  await knex.raw('DROP TABLE IF EXISTS admin_period_counts');
}
