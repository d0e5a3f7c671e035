import { LIMITS, type QueryValue } from '@fj/shared';

export const JOB_SORTS = ['relevance', 'newest'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** With a keyword the list is ranked by relevance unless the date order is chosen; without one, newest first. */
export const defaultSortFor = (search: string): JobSort => (search ? 'relevance' : 'newest');

/** premium = Premium jobs only, normal = free-class jobs only. */
export const JOB_CLASS_FILTERS = ['premium', 'normal'] as const;
export type JobClassFilter = (typeof JOB_CLASS_FILTERS)[number];

/** Days a job may have been posted within. */
export const POSTED_WITHIN_DAYS = [1, 7, 14, 30] as const;

export const JOBS_PAGE_SIZE = LIMITS.defaultPageSize;

/** Everything the job search screen filters by; the URL query is its only home. */
export interface JobFilters {
  search: string;
  category: string[];
  location: string[];
  /** A city chosen in the location box (with its country in `location`). */
  city: string;
  job_type: string[];
  workMode: string[];
  experience: string[];
  salary_min: string;
  salary_max: string;
  job_class: JobClassFilter | '';
  posted_within: string;
  employer: string;
  sort: JobSort;
  page: number;
}

export const EMPTY_FILTERS: JobFilters = {
  search: '',
  category: [],
  location: [],
  city: '',
  job_type: [],
  workMode: [],
  experience: [],
  salary_min: '',
  salary_max: '',
  job_class: '',
  posted_within: '',
  employer: '',
  sort: 'newest',
  page: 1,
};

export type MultiFilter = 'category' | 'location' | 'job_type' | 'workMode' | 'experience';
export const MULTI_FILTERS: readonly MultiFilter[] = ['category', 'location', 'job_type', 'workMode', 'experience'];

/**
 * §2: the job list accepts category query parameters. Links from elsewhere spell them `category=a`,
 * `category[]=a`, `job_cat=a` or `categories=a,b`; all are read into `category`.
 */
const CATEGORY_ALIASES = ['category', 'category[]', 'job_cat', 'job_cat[]', 'categories', 'cat'];

function readList(params: URLSearchParams, names: readonly string[]): string[] {
  const values = names.flatMap((name) => params.getAll(name)).flatMap((value) => value.split(','));
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

const isDigits = (value: string) => /^\d+(\.\d+)?$/.test(value);

export function filtersFromSearchParams(params: URLSearchParams): JobFilters {
  const sort = params.get('sort');
  const jobClass = params.get('job_class') ?? params.get('type');
  const postedWithin = params.get('posted_within') ?? '';
  const page = Number(params.get('page'));
  const salaryMin = params.get('salary_min') ?? '';
  const salaryMax = params.get('salary_max') ?? '';
  const search = (params.get('search') ?? params.get('keyword') ?? '').trim();
  return {
    search,
    category: readList(params, CATEGORY_ALIASES),
    location: readList(params, ['location', 'country']),
    city: (params.get('city') ?? '').trim().slice(0, 100),
    job_type: readList(params, ['job_type']),
    workMode: readList(params, ['workMode', 'work_mode']),
    experience: readList(params, ['experience']),
    salary_min: isDigits(salaryMin) ? salaryMin : '',
    salary_max: isDigits(salaryMax) ? salaryMax : '',
    job_class: (JOB_CLASS_FILTERS as readonly string[]).includes(jobClass ?? '') ? (jobClass as JobClassFilter) : '',
    posted_within: (POSTED_WITHIN_DAYS as readonly number[]).includes(Number(postedWithin)) ? postedWithin : '',
    employer: (params.get('employer') ?? '').trim(),
    sort: search && (JOB_SORTS as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : defaultSortFor(search),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The canonical URL query of a filter state: defaults are left out, so a clean search has a clean URL. */
export function filtersToSearchParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  for (const name of MULTI_FILTERS) for (const value of filters[name]) params.append(name, value);
  if (filters.city) params.set('city', filters.city);
  if (filters.salary_min) params.set('salary_min', filters.salary_min);
  if (filters.salary_max) params.set('salary_max', filters.salary_max);
  if (filters.job_class) params.set('job_class', filters.job_class);
  if (filters.posted_within) params.set('posted_within', filters.posted_within);
  if (filters.employer) params.set('employer', filters.employer);
  if (filters.search && filters.sort !== defaultSortFor(filters.search)) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Query of `GET /search/get-browse-job` for a filter state (list values repeat, offset from the page). */
export function browseQuery(filters: JobFilters, pageSize: number = JOBS_PAGE_SIZE): Record<string, QueryValue | QueryValue[]> {
  return {
    offset: (filters.page - 1) * pageSize,
    limit: pageSize,
    search: filters.search || undefined,
    category: filters.category,
    country: filters.location,
    city: filters.city || undefined,
    job_type: filters.job_type,
    work_mode: filters.workMode,
    experience: filters.experience,
    salary_min: filters.salary_min || undefined,
    salary_max: filters.salary_max || undefined,
    type: filters.job_class || undefined,
    posted_within: filters.posted_within || undefined,
    employer: filters.employer || undefined,
    sort: filters.search ? filters.sort : undefined,
  };
}

/** How many filters (besides the keyword, sort and page) are on, for the "clear filters" control. */
export function activeFilterCount(filters: JobFilters): number {
  return (
    MULTI_FILTERS.reduce((sum, name) => sum + filters[name].length, 0) +
    [filters.city, filters.salary_min, filters.salary_max, filters.job_class, filters.posted_within, filters.employer].filter(Boolean).length
  );
}
