// The pages `pnpm bench:web` measures, found in the demo seed through the public API (no slug is written down, so
// the bench follows the seed): home, the jobs list, a job page, a player page, a league table, a candidate's
// public profile and a blog post.
import { playerHref, ROUTES } from '@fj/shared';

export interface BenchPage {
  name: string;
  url: string;
}

/** The `data` of a public API read; a failed read or an empty answer stops the bench with what was asked. */
async function readData<T>(apiUrl: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  const body = (await response.json().catch(() => ({}))) as { data?: T };
  if (!response.ok || body.data === undefined) throw new Error(`GET ${path} answered ${response.status}: the demo seed is needed for bench:web`);
  return body.data;
}

function first<T>(rows: T[], what: string, path: string): T {
  const row = rows[0];
  if (!row) throw new Error(`no ${what} in the demo seed (GET ${path} answered an empty list)`);
  return row;
}

async function jobSlug(apiUrl: string): Promise<string> {
  const path = '/search/get-browse-job?limit=1&facets=0';
  return first(await readData<{ slug: string }[]>(apiUrl, path), 'active job', path).slug;
}

/** The first competition and the first player of the club at the top of its table. */
async function competitionAndPlayer(apiUrl: string): Promise<{ competition: string; player: string }> {
  const competitionsPath = '/get-competitions';
  const competition = first(await readData<{ slug: string }[]>(apiUrl, competitionsPath), 'competition', competitionsPath).slug;
  const tablePath = `/get-competition-table?slug=${encodeURIComponent(competition)}`;
  const table = (await readData<{ table: { club: { slug: string } }[] }>(apiUrl, tablePath)).table;
  const club = first(table, 'club in the league table', tablePath).club.slug;
  const playersPath = `/get-related-player?club=${encodeURIComponent(club)}&limit=1`;
  const player = first(await readData<{ slug: string }[]>(apiUrl, playersPath), 'player', playersPath).slug;
  return { competition, player };
}

/** A profile as people fill them in (with an introduction), not an account the seed left blank. */
async function profileSlug(apiUrl: string): Promise<string> {
  const path = '/get-public-profiles?limit=50';
  const profiles = await readData<{ slug: string; cand_intro?: string | null }[]>(apiUrl, path);
  return (profiles.find((profile) => (profile.cand_intro ?? '').trim() !== '') ?? first(profiles, 'public profile', path)).slug;
}

async function blogPostLink(apiUrl: string): Promise<string> {
  const path = '/get-blogs/?limit=1';
  return first(await readData<{ link: string }[]>(apiUrl, path), 'live blog post', path).link;
}

const fill = (pattern: string, slug: string) => pattern.replace(':slug', encodeURIComponent(slug));

/** Home first: the home JS budget is read from the first page. */
export async function benchPages(apiUrl: string, webUrl: string): Promise<BenchPage[]> {
  const [job, { competition, player }, profile, post] = await Promise.all([
    jobSlug(apiUrl),
    competitionAndPlayer(apiUrl),
    profileSlug(apiUrl),
    blogPostLink(apiUrl),
  ]);
  return [
    { name: 'home', url: `${webUrl}/` },
    { name: 'jobs list', url: `${webUrl}${ROUTES.jobs}` },
    { name: 'job page', url: `${webUrl}${fill(ROUTES.job, job)}` },
    { name: 'player page', url: `${webUrl}${playerHref(player)}` },
    { name: 'league table', url: `${webUrl}${fill(ROUTES.competition, competition)}` },
    { name: 'public profile', url: `${webUrl}${fill(ROUTES.profile, profile)}` },
    { name: 'blog post', url: `${webUrl}${post}` },
  ];
}
