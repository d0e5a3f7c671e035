/**
 * The routes `pnpm bench` measures (and `bench/explain.ts` explains), one row each. To add a route, add a row:
 * `path` gets the fixtures (ids and slugs read from the benchmark database once) and returns the URL to load;
 * `auth: 'employer'` sends an employer's bearer token. The first row is the trivial route every ratio is to.
 */
import type { Knex } from 'knex';
import { SCALE_BENCH_COURSE } from '@fj/seeds/coaching-scale';

export interface BenchFixtures {
  /** Slug of an active job (the 5,000th by id). */
  jobSlug: string;
  jobId: number;
  employerId: number;
  /** A lesson in the middle of the coaching scale seed's bench course (seeds/coaching-scale.ts). */
  coachingLessonId: number;
}

export interface BenchRoute {
  name: string;
  path: (fixtures: BenchFixtures) => string;
  /**
   * `learner`: the coaching scale seed's learner, halfway through the bench course. `employer-api-key`: an API key
   * (scope profile:read) of the same employer `employer` signs in as, created through POST /api-keys for the run.
   */
  auth?: 'employer' | 'administrator' | 'learner' | 'employer-api-key';
  /** Default true: `bench/explain.ts` explains the route's queries; false for routes with nothing to explain. */
  explain?: boolean;
}

export const BENCH_ROUTES: readonly BenchRoute[] = [
  { name: 'trivial (one query)', path: () => '/health', explain: false },
  { name: 'browse default (as served: 5 s read cache)', path: () => '/search/get-browse-job?offset=0&limit=10', explain: false },
  { name: 'browse default, skip_cache=1', path: () => '/search/get-browse-job?offset=0&limit=10&skip_cache=1' },
  {
    name: 'keyword + filters, skip_cache=1',
    path: () => '/search/get-browse-job?search=physiotherapist&country=gb-eng&type=normal&sort=relevance&skip_cache=1',
  },
  {
    name: 'keyword + filters (as served)',
    path: () => '/search/get-browse-job?search=physiotherapist&country=gb-eng&type=normal&sort=relevance',
    explain: false,
  },
  { name: 'job detail (never cached)', path: (f) => `/job-api/get-job-detail-by-slug?slug=${f.jobSlug}` },
  // Share cards (docs/share-cards.md): the warm-up renders the card, so this row is the cached PNG; cold renders are
  // timed one at a time by bench/share-cards.ts.
  { name: 'share card: job (cached PNG)', path: (f) => `/share-cards/job/${f.jobSlug}.png`, explain: false },
  // Football (docs/football.md; the scale seed's fixed slugs): a player with 300 appearances, a name search, a table.
  { name: 'football: get-player (300 appearances)', path: () => '/get-player?slug=scale-bench-player&skip_cache=1' },
  { name: 'football: search-players/{term}', path: () => '/search-players/khan?limit=20&skip_cache=1' },
  { name: 'football: competition table', path: () => '/get-competition-table?slug=scale-league-1&season=2025-26&skip_cache=1' },
  // The /club/{slug} page's read: a scale club (250 players, the squad capped at 80; 19 seasons, its 38 matches of the latest).
  { name: 'football: club page', path: () => '/get-club?slug=scale-fc-1&skip_cache=1' },
  // Admin (docs/admin.md): the dashboard over one year, and the users search.
  { name: 'admin: get-dashboard-data (one year)', path: () => `/admin-api/get-dashboard-data?from=${oneYearAgo()}&skip_cache=1`, auth: 'administrator' },
  { name: 'admin: users search', path: () => '/admin-api/users?q=smith&limit=25&skip_cache=1', auth: 'administrator' },
  // `smith` matches no account at the scale seed; this one answers a full page (25 of 111 matches).
  { name: 'admin: users search, a page of 25', path: () => '/admin-api/users?q=candidate%20123&limit=25&skip_cache=1', auth: 'administrator' },
  // Conversations (docs/messages.md): the employer `employerToken` signs in as holds the scale seed's 10,000 threads
  // (seeds/messages-scale.ts). Goals: unread count ≥ 0.5 of the trivial route; thread list p99 ≤ 50 ms.
  { name: 'messages: thread list (10,000 threads)', path: () => '/messages/threads?limit=20', auth: 'employer' },
  { name: 'messages: unread count (10,000 threads)', path: () => '/messages/unread-count', auth: 'employer' },
  // Employability Hub (docs/coaching.md; seeds/coaching-scale.ts: 2,000 courses, 60,000 enrollments). Goal: each ≥ 0.5
  // of the trivial route. The catalogue's first page, a filtered search, and a lesson as an enrolled learner reads it.
  { name: 'coaching: catalogue, first page', path: () => '/coaching/courses?limit=20&skip_cache=1' },
  // What a signed-out visitor gets: the read cache answers the catalogue (the rows above measure the database path).
  { name: 'coaching: catalogue, first page (read cache)', path: () => '/coaching/courses?limit=20' },
  { name: 'coaching: catalogue, category + level + search', path: () => '/coaching/courses?category=scouting&level=advanced&search=report&limit=20&skip_cache=1' },
  { name: 'coaching: lesson (enrolled learner)', path: (f) => `/coaching/lessons/${f.coachingLessonId}`, auth: 'learner' },
  // API keys (docs/api-keys.md): a one-query route (the caller's webhooks) with a session token and with a key, so
  // the pair shows what the key check costs (both look-ups cached on Postgres, revocation kept exact by
  // notifications; the per-key rate limit is lifted for the run). Goal: the key row ≥ 0.5 of the trivial route.
  { name: 'api key: webhooks list (session token, for comparison)', path: () => '/webhooks', auth: 'employer', explain: false },
  { name: 'api key: webhooks list (Bearer fj_… key)', path: () => '/webhooks', auth: 'employer-api-key', explain: false },
  { name: 'api key: get-profile (Bearer fj_… key)', path: () => '/get-profile', auth: 'employer-api-key', explain: false },
];

function oneYearAgo(): string {
  return new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
}

export async function loadFixtures(knex: Knex): Promise<BenchFixtures> {
  const job = await knex('jobs')
    .select('id', 'slug', 'employer_id')
    .where({ status: 'publish' })
    .where('end_date', '>=', knex.raw('current_date'))
    .orderBy('id')
    .offset(5000)
    .first();
  if (!job) throw new Error('No active job to benchmark the detail page with');
  // The bench course's seventh lesson (a video lesson of the second module, the learner's next one).
  const lesson = await knex('coaching_lessons as l')
    .join('coaching_modules as m', 'm.id', 'l.module_id')
    .join('coaching_courses as c', 'c.id', 'l.course_id')
    .where('c.slug', SCALE_BENCH_COURSE)
    .orderBy([{ column: 'm.position' }, { column: 'l.position' }])
    .offset(6)
    .first('l.id');
  if (!lesson) throw new Error('No coaching bench course: the coaching scale seed has not run');
  return { jobSlug: job.slug, jobId: job.id, employerId: job.employer_id, coachingLessonId: lesson.id };
}

/** The CV-database searches `bench/cv-database.ts` times one at a time and 8 at once (as an employer). */
export const CV_DATABASE_SEARCHES: readonly { name: string; path: string }[] = [
  // The same loop on the trivial route shows what the machine itself costs per request at the moment.
  { name: 'baseline: GET /health (select 1)', path: '/health' },
  { name: 'no filter (newest first)', path: '/search/get-cv-database/?limit=20' },
  { name: 'keyword', path: '/search/get-cv-database/?search=coach&limit=20' },
  { name: 'keyword + two filters', path: '/search/get-cv-database/?search=coach&country=gb-eng&profile_type=coach&limit=20' },
  { name: 'filters only (experience + skill)', path: '/search/get-cv-database/?experience=5&skills=Video%20Analysis&limit=20' },
  { name: 'keyword, page 10', path: '/search/get-cv-database/?search=analyst&offset=180&limit=20' },
];
