import type { Knex } from 'knex';

export interface JobAlertRow {
  id: number;
  user_id: number;
  alert_name: string;
  alert_email: string;
  alert_frequency: number;
  alert_category: string;
  /** Made from a search: its keyword and place ('' = any). */
  alert_keyword: string;
  alert_country: string;
  alert_city: string;
  last_sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type JobAlertFields = Pick<
  JobAlertRow,
  'alert_name' | 'alert_email' | 'alert_frequency' | 'alert_category' | 'alert_keyword' | 'alert_country' | 'alert_city'
>;

/** What an alert matches: its category, and the keyword and place of the search it was made from. */
export type AlertCriteria = Pick<JobAlertRow, 'alert_category' | 'alert_keyword' | 'alert_country' | 'alert_city'>;

export interface AlertJobRow {
  id: number;
  slug: string;
  title: string;
  employer_name: string;
  job_class: string;
  end_date: string;
  country: string | null;
  city: string | null;
}

export function createAlertsRepo(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;
  const alerts = (trx?: Knex.Transaction) => q(trx)<JobAlertRow>('job_alerts');

  return {
    listOfUser: (userId: number, offset: number, limit: number) =>
      alerts().where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(offset).limit(limit),

    async countOfUser(userId: number, trx?: Knex.Transaction): Promise<number> {
      const row = await alerts(trx).where({ user_id: userId }).count<{ count: string | number }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    findById: (id: number, trx?: Knex.Transaction) => alerts(trx).where({ id }).first(),

    findOwn: (id: number, userId: number, trx?: Knex.Transaction) => alerts(trx).where({ id, user_id: userId }).first(),

    async insert(userId: number, fields: JobAlertFields, trx?: Knex.Transaction): Promise<JobAlertRow> {
      const [row] = await alerts(trx).insert({ user_id: userId, ...fields } as never).returning('*');
      return row as JobAlertRow;
    },

    async update(id: number, fields: JobAlertFields, trx?: Knex.Transaction): Promise<JobAlertRow> {
      const [row] = await alerts(trx).where({ id }).update({ ...fields, updated_at: q(trx).fn.now() } as never).returning('*');
      return row as JobAlertRow;
    },

    async delete(id: number, trx?: Knex.Transaction): Promise<void> {
      await alerts(trx).where({ id }).delete();
    },

    /** Alerts (after `afterId`, by id) with no run yet for their frequency's current period. */
    dueAlerts(periodByFrequency: Readonly<Record<number, string>>, afterId: number, limit: number): Promise<JobAlertRow[]> {
      const cases = Object.keys(periodByFrequency).map(() => 'WHEN ? THEN ?').join(' ');
      const bindings = Object.entries(periodByFrequency).flatMap(([frequency, period]) => [Number(frequency), period]);
      return alerts()
        .where('id', '>', afterId)
        .whereNotExists(
          db('alert_runs as r')
            .select(db.raw('1'))
            .whereRaw(`r.alert_id = job_alerts.id AND r.period = CASE job_alerts.alert_frequency ${cases} END`, bindings),
        )
        .orderBy('id')
        .limit(limit);
    },

    /** Claims (alert, period) for this transaction; false when another run already has it. `ranAt` is the runner's clock. */
    async claimRun(alertId: number, period: string, ranAt: Date, trx: Knex.Transaction): Promise<boolean> {
      const result = await trx.raw('INSERT INTO alert_runs (alert_id, period, ran_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING alert_id', [
        alertId,
        period,
        ranAt,
      ]);
      return result.rows.length === 1;
    },

    /** When the alert last ran in an earlier period. */
    async lastRunBefore(alertId: number, period: string, trx: Knex.Transaction): Promise<Date | undefined> {
      const row = await trx('alert_runs').where({ alert_id: alertId }).whereNot({ period }).max<{ last: Date | string | null }[]>({ last: 'ran_at' }).first();
      return row?.last ? new Date(row.last) : undefined;
    },

    /**
     * Active jobs of the category (and, for an alert made from a search, matching its keyword and place) posted since
     * `since` that this alert has never listed, newest first.
     */
    matchingJobs(alertId: number, criteria: AlertCriteria, since: Date, today: string, limit: number, trx: Knex.Transaction): Promise<AlertJobRow[]> {
      const query = trx('jobs as j')
        .join('employers as e', 'e.id', 'j.employer_id')
        .select('j.id', 'j.slug', 'j.title', 'e.name as employer_name', 'j.job_class', trx.raw(`to_char(j.end_date, 'YYYY-MM-DD') as end_date`))
        .select(
          trx.raw('(SELECT l.country FROM job_locations l WHERE l.job_id = j.id ORDER BY l.position, l.id LIMIT 1) as country'),
          trx.raw('(SELECT l.city FROM job_locations l WHERE l.job_id = j.id ORDER BY l.position, l.id LIMIT 1) as city'),
        )
        .where('j.status', 'publish')
        .where('j.end_date', '>=', today)
        .where('j.post_date', '>=', since)
        .whereExists(trx('job_categories as c').select(trx.raw('1')).whereRaw('c.job_id = j.id').where('c.category', criteria.alert_category))
        .whereNotExists(trx('alert_sent_jobs as s').select(trx.raw('1')).whereRaw('s.job_id = j.id').where('s.alert_id', alertId))
        .orderBy([{ column: 'j.post_date', order: 'desc' }, { column: 'j.id', order: 'desc' }])
        .limit(limit);
      if (criteria.alert_keyword) query.whereRaw(`j.search_vector @@ websearch_to_tsquery('english', ?)`, [criteria.alert_keyword]);
      if (criteria.alert_country || criteria.alert_city) {
        query.whereExists((sub) => {
          sub.select(trx.raw('1')).from('job_locations as l').whereRaw('l.job_id = j.id');
          if (criteria.alert_country) sub.where('l.country', criteria.alert_country);
          if (criteria.alert_city) sub.whereRaw('lower(l.city) = lower(?)', [criteria.alert_city]);
        });
      }
      return query as unknown as Promise<AlertJobRow[]>;
    },

    async recordSent(alertId: number, period: string, jobIds: number[], trx: Knex.Transaction): Promise<void> {
      if (jobIds.length) {
        await trx('alert_sent_jobs').insert(jobIds.map((jobId) => ({ alert_id: alertId, job_id: jobId }))).onConflict(['alert_id', 'job_id']).ignore();
        await trx('job_alerts').where({ id: alertId }).update({ last_sent_at: trx.fn.now() });
      }
      await trx('alert_runs').where({ alert_id: alertId, period }).update({ job_count: jobIds.length });
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
