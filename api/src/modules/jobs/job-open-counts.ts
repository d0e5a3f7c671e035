import type { Knex } from 'knex';
import type { JobSearchFilters } from './job-search.repo';

/**
 * Reads of `job_open_counts` (migration 20261122_0570): published jobs per facet value and deadline, kept by
 * triggers in the same transaction as every job write. Active count of a value = sum over deadlines >= today.
 */
export type OpenCountFacet = 'job_type' | 'work_mode' | 'experience' | 'job_class' | 'category' | 'country' | 'employer';

export const SEARCH_FACETS: readonly OpenCountFacet[] = ['category', 'country', 'job_type', 'work_mode', 'experience', 'job_class'];

/** SQL for an employer's active job count; `employerId` is a column expression, the one binding is today. */
export const employerOpenJobsSql = (employerId: string): string =>
  `(SELECT coalesce(sum(oc.jobs), 0)::int FROM job_open_counts oc WHERE oc.facet = 'employer' AND oc.value = (${employerId})::text AND oc.end_date >= ?::date)`;

/** Active counts per value of the given facets (values with no active job left out). */
export async function activeFacetCounts(
  db: Knex,
  facets: readonly OpenCountFacet[],
  today: string,
): Promise<{ facet: OpenCountFacet; value: string; count: number }[]> {
  const rows: { facet: OpenCountFacet; value: string; count: number }[] = await db('job_open_counts')
    .select('facet', 'value')
    .select(db.raw('sum(jobs)::int AS count'))
    .whereIn('facet', facets)
    .where('end_date', '>=', today)
    .groupBy('facet', 'value')
    .havingRaw('sum(jobs) > 0');
  return rows;
}

/**
 * The filter as one counted facet and its values, when the counters answer the count exactly: no keyword,
 * city, salary or date filter, and at most one facet. Several values of a single-valued column (type, mode,
 * experience, class, employer) add up; category and country are multi-valued per job, so only one value there.
 * `excludeJobId` is allowed (the caller subtracts that job when it matches).
 */
export function countedFacetOf(filters: JobSearchFilters): { facet: OpenCountFacet; values: string[] } | 'all' | undefined {
  const { excludeJobId: _exclude, ...rest } = filters;
  const used = Object.entries(rest).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0));
  if (used.length === 0) return 'all';
  if (used.length > 1) return undefined;
  const [key, value] = used[0]!;
  switch (key) {
    case 'categories':
      return (value as string[]).length === 1 ? { facet: 'category', values: value as string[] } : undefined;
    case 'countries':
      return (value as string[]).length === 1 ? { facet: 'country', values: value as string[] } : undefined;
    case 'jobTypes':
      return { facet: 'job_type', values: value as string[] };
    case 'workModes':
      return { facet: 'work_mode', values: value as string[] };
    case 'experiences':
      return { facet: 'experience', values: value as string[] };
    case 'jobClass':
      return { facet: 'job_class', values: [value as string] };
    case 'employerId':
      return { facet: 'employer', values: [String(value)] };
    default:
      return undefined;
  }
}

/** Active jobs with any of the facet's values ('all': every active job, the sum of the class counters). */
export async function countedTotal(db: Knex, counted: { facet: OpenCountFacet; values: string[] } | 'all', today: string): Promise<number> {
  const query = db('job_open_counts').select(db.raw('coalesce(sum(jobs), 0)::int AS total')).where('end_date', '>=', today);
  if (counted === 'all') query.where('facet', 'job_class');
  else query.where('facet', counted.facet).whereIn('value', counted.values);
  const row = (await query.first()) as { total: number } | undefined;
  return row?.total ?? 0;
}
