import type { Knex } from 'knex';
import { LISTING_COLUMNS, normalizeJobRecord, selectJobRecord, type JobRecord } from './jobs.repo';
import { whereActive } from './job-lifecycle';
import { activeFacetCounts, countedFacetOf, countedTotal, SEARCH_FACETS } from './job-open-counts';
import { MARK_END, MARK_START } from './search-highlight';

/** Filters of the public job search; every one is backed by an index (migrations/20261122_0200_jobs.ts). */
export interface JobSearchFilters {
  search?: string;
  categories?: readonly string[];
  countries?: readonly string[];
  city?: string;
  jobTypes?: readonly string[];
  workModes?: readonly string[];
  experiences?: readonly string[];
  jobClass?: 'free' | 'premium';
  salaryMinMinor?: number;
  salaryMaxMinor?: number;
  postedWithinDays?: number;
  employerId?: number;
  excludeJobId?: number;
}

export type JobSort = 'newest' | 'relevance';

export interface FacetCount {
  value: string;
  count: number;
}

export interface JobFacets {
  category: FacetCount[];
  country: FacetCount[];
  job_type: FacetCount[];
  work_mode: FacetCount[];
  experience: FacetCount[];
  job_class: FacetCount[];
}

const TS_CONFIG = 'english';
const TS_QUERY = `websearch_to_tsquery('${TS_CONFIG}', ?)`;

/**
 * Relevance: ts_rank with the document's weights {D, C, B, A} = {0.05, 0.1, 0.4, 1} (title A, categories and
 * skills B, description C; migrations/20261122_0200_jobs_search.ts), so a word in the title outweighs any number of
 * mentions in a description (ts_rank adds repeated mentions with falling weight, at most about 1.6 times one).
 * Recency then scales it by 1 (posted today) down to 0.75 (long ago, half of that lost in the first 30 days), so
 * among equal matches the newer job comes first without a fresh weak match beating an old strong one.
 * Bindings: keyword, today.
 */
const RELEVANCE_SQL =
  `ts_rank('{0.05, 0.1, 0.4, 1.0}', j.search_vector, ${TS_QUERY}) * ` +
  `(0.75 + 0.25 / (1 + greatest(0, ?::date - (j.post_date AT TIME ZONE 'UTC')::date) / 30.0))`;

const markerOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
const TITLE_HEADLINE = `HighlightAll=true, ${markerOptions}`;
const SNIPPET_HEADLINE = `MaxWords=30, MinWords=14, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", ${markerOptions}`;
/** The description as text (tags out); its entities are decoded after ts_headline, in search-highlight.ts. */
const PLAIN_DESCRIPTION = `regexp_replace(j.description, '<[^>]*>', ' ', 'g')`;
/** A column without the private marker characters, so only ts_headline's marks remain in its answer. */
const withoutMarkers = (sql: string) => `translate(${sql}, '${MARK_START}${MARK_END}', '')`;

/** A page row: with a keyword, the title and snippet with ts_headline's marks. */
export type SearchRecord = JobRecord & { title_marked?: string; snippet_marked?: string };

/** Applies the filters to a query over `jobs as j` (active jobs only: published and not past the deadline). */
function applyFilters(query: Knex.QueryBuilder, filters: JobSearchFilters, today: string): Knex.QueryBuilder {
  whereActive(query, 'j', today);
  if (filters.search) query.whereRaw(`j.search_vector @@ ${TS_QUERY}`, [filters.search]);
  // With a keyword the GIN scan has already narrowed the rows, so categories and countries are checked on the row's
  // own arrays (category_values, country_values: the same sets as the child tables) instead of a join that
  // would read every job_locations row of a country. Without one, the child tables' indexes find the jobs.
  const onRow = Boolean(filters.search);
  if (filters.categories?.length && onRow) query.whereRaw('j.category_values && ?::text[]', [[...filters.categories]]);
  else if (filters.categories?.length) {
    query.whereExists((sub) => {
      sub.select(sub.client.raw('1')).from('job_categories as fc').whereRaw('fc.job_id = j.id').whereIn('fc.category', filters.categories!);
    });
  }
  if (filters.countries?.length && !filters.city && onRow) query.whereRaw('j.country_values && ?::text[]', [[...filters.countries]]);
  else if (filters.countries?.length || filters.city) {
    query.whereExists((sub) => {
      sub.select(sub.client.raw('1')).from('job_locations as fl').whereRaw('fl.job_id = j.id');
      if (filters.countries?.length) sub.whereIn('fl.country', filters.countries);
      if (filters.city) sub.whereRaw('lower(fl.city) = lower(?)', [filters.city]);
    });
  }
  if (filters.jobTypes?.length) query.whereIn('j.job_type', filters.jobTypes);
  if (filters.workModes?.length) query.whereIn('j.work_mode', filters.workModes);
  if (filters.experiences?.length) query.whereIn('j.experience', filters.experiences);
  if (filters.jobClass) query.where('j.job_class', filters.jobClass);
  if (filters.salaryMinMinor !== undefined) query.where('j.salary_minor', '>=', filters.salaryMinMinor);
  if (filters.salaryMaxMinor !== undefined) query.where('j.salary_minor', '<=', filters.salaryMaxMinor);
  if (filters.postedWithinDays !== undefined) {
    query.whereRaw(`j.post_date >= (?::date - make_interval(days => ?))`, [today, filters.postedWithinDays]);
  }
  if (filters.employerId !== undefined) query.where('j.employer_id', filters.employerId);
  if (filters.excludeJobId !== undefined) query.whereNot('j.id', filters.excludeJobId);
  return query;
}

const toCounts = (rows: { value: string; count: string | number }[]): FacetCount[] =>
  rows.map((row) => ({ value: row.value, count: Number(row.count) })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

const countRows = async (query: Knex.QueryBuilder): Promise<number> => {
  const row = await query.count<{ count: string | number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
};

export function createJobSearchRepo(db: Knex) {
  /** Rows of the given ids in the order given (a list page: ids first, then one read of their details). */
  async function listingRows(ids: readonly number[]): Promise<JobRecord[]> {
    if (ids.length === 0) return [];
    const rows = (await selectJobRecord(db, db('jobs as j').whereIn('j.id', ids), LISTING_COLUMNS)) as JobRecord[];
    const byId = new Map(rows.map((row) => [row.id, normalizeJobRecord(row)]));
    return ids.map((id) => byId.get(id)).filter((row): row is JobRecord => row !== undefined);
  }

  return {
    listingRows,

    /**
     * One page of active jobs matching the filters, with their listing columns, in one statement: the page's ids
     * (the newest-first index, or the keyword matches ranked) joined to the rows, ordered the same way. With a
     * keyword, the page's rows also carry the title and a description snippet with the matches marked
     * (ts_headline, only for the page's rows; search-highlight.ts turns the marks into ranges).
     */
    async page(filters: JobSearchFilters, sort: JobSort, offset: number, limit: number, today: string): Promise<SearchRecord[]> {
      const ids = applyFilters(db('jobs as j').select('j.id', 'j.post_date'), filters, today);
      const keyword = sort === 'relevance' ? filters.search : undefined;
      const relevance = keyword !== undefined;
      if (keyword !== undefined) ids.select(db.raw(`${RELEVANCE_SQL} AS rank`, [keyword, today])).orderBy('rank', 'desc');
      ids.orderBy('j.post_date', 'desc').orderBy('j.id', 'desc').offset(offset).limit(limit);
      const query = db('jobs as j').join(ids.as('p'), 'p.id', 'j.id');
      if (relevance) query.orderBy('p.rank', 'desc');
      query.orderBy('p.post_date', 'desc').orderBy('p.id', 'desc');
      const selected = selectJobRecord(db, query, LISTING_COLUMNS);
      if (filters.search) {
        selected.select(
          db.raw(`ts_headline('${TS_CONFIG}', ${withoutMarkers('j.title')}, ${TS_QUERY}, ?) AS title_marked`, [filters.search, TITLE_HEADLINE]),
          db.raw(`ts_headline('${TS_CONFIG}', ${withoutMarkers(PLAIN_DESCRIPTION)}, ${TS_QUERY}, ?) AS snippet_marked`, [
            filters.search,
            SNIPPET_HEADLINE,
          ]),
        );
      }
      const rows = (await selected) as SearchRecord[];
      return rows.map((row) => ({ ...normalizeJobRecord(row), title_marked: row.title_marked, snippet_marked: row.snippet_marked }));
    },

    /**
     * The number of active jobs matching the filters: from the per-deadline counters when they answer it exactly
     * (no filter, or one facet: the homepage lists, an employer's jobs, related jobs of one category), otherwise
     * a count over the matching rows.
     */
    async count(filters: JobSearchFilters, today: string): Promise<number> {
      const counted = countedFacetOf(filters);
      if (counted) {
        const { excludeJobId, ...rest } = filters;
        const [total, excluded] = await Promise.all([
          countedTotal(db, counted, today),
          excludeJobId === undefined ? 0 : countRows(applyFilters(db('jobs as j'), rest, today).where('j.id', excludeJobId)),
        ]);
        return total - excluded;
      }
      return countRows(applyFilters(db('jobs as j'), filters, today));
    },

    /**
     * Facet counts under the current filters (each count is the number of matching jobs with that value) and the
     * total (the sum of the class facet). Without filters: the per-deadline counters (job_open_counts). With
     * filters: one pass over the matching jobs, each expanded to its facet keys by job_open_keys (the function
     * the counters' trigger uses; category and country from the distinct arrays, so no join to job_categories or
     * job_locations), grouped once.
     */
    async facets(filters: JobSearchFilters, today: string): Promise<{ facets: JobFacets; total: number }> {
      type FacetRow = { facet: string; value: string; count: string | number };
      let rows: FacetRow[];
      if (countedFacetOf(filters) === 'all' && filters.excludeJobId === undefined) rows = await activeFacetCounts(db, SEARCH_FACETS, today);
      else {
        const keys = db.raw(
          'job_open_keys(j.job_type, j.work_mode, j.experience, j.job_class, NULL, j.category_values, j.country_values) AS k(facet, value)',
        );
        rows = await applyFilters(db('jobs as j').crossJoin(keys), filters, today)
          .select('k.facet', 'k.value')
          .count({ count: '*' })
          .whereNot('k.facet', 'employer')
          .groupBy('k.facet', 'k.value');
      }
      const of = (facet: string) => toCounts(rows.filter((row) => row.facet === facet));
      const jobClass = of('job_class');
      return {
        facets: {
          category: of('category'),
          country: of('country'),
          job_type: of('job_type'),
          work_mode: of('work_mode'),
          experience: of('experience'),
          job_class: jobClass,
        },
        total: jobClass.reduce((sum, facet) => sum + facet.count, 0),
      };
    },

    /** Active jobs per category and per location (country, and country + city), for the homepage lookup. */
    async categoriesAndLocations(today: string) {
      const categories = whereActive(db('job_categories as c').join('jobs as j', 'j.id', 'c.job_id'), 'j', today)
        .select('c.category as value')
        .count({ count: '*' })
        .groupBy('c.category');
      const locations = whereActive(db('job_locations as l').join('jobs as j', 'j.id', 'l.job_id'), 'j', today)
        .select('l.country as country', 'l.city as city')
        .countDistinct({ count: 'j.id' })
        .groupBy('l.country', 'l.city');
      const [categoryRows, locationRows] = await Promise.all([categories, locations]);
      return {
        categories: toCounts(categoryRows as { value: string; count: string }[]),
        locations: (locationRows as { country: string; city: string; count: string | number }[]).map((row) => ({
          country: row.country,
          city: row.city,
          count: Number(row.count),
        })),
      };
    },

    /** Jobs of an employer or posted by a user, by list status (active / in-active), newest first. */
    async ownedPage(
      owner: { employerId: number } | { postedByUserId: number },
      status: 'active' | 'in-active',
      offset: number,
      limit: number,
      today: string,
    ): Promise<{ rows: JobRecord[]; total: number }> {
      const base = () => {
        const query = db('jobs as j');
        if ('employerId' in owner) query.where('j.employer_id', owner.employerId);
        else query.where('j.posted_by_user_id', owner.postedByUserId);
        if (status === 'active') whereActive(query, 'j', today);
        else query.where((q) => q.whereNot('j.status', 'publish').orWhere('j.end_date', '<', today));
        return query;
      };
      const [ids, countRow] = await Promise.all([
        base().select('j.id').orderBy('j.post_date', 'desc').orderBy('j.id', 'desc').offset(offset).limit(limit),
        base().count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: await listingRows((ids as { id: number }[]).map((row) => row.id)), total: Number(countRow?.count ?? 0) };
    },
  };
}

export type JobSearchRepo = ReturnType<typeof createJobSearchRepo>;
