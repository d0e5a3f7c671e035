import type { Knex } from 'knex';
import { EXPERIENCES, JOB_CATEGORIES, JOB_ROLES, JOB_TYPES, QUALIFICATIONS, SKILLS, WORK_MODES } from '@fj/shared';
import { seedAdminScale } from './admin-scale';
import { seedFootballScale } from './football-scale';
import { seedMessagesScale } from './messages-scale';
import { seedCoachingScale } from './coaching-scale';
import { withCountersRebuilt } from './counters-scale';
import { DESCRIPTION_OPENERS, PLACES, REQUIREMENTS, RESPONSIBILITIES, TITLES_BY_CATEGORY } from './jobs-data';

/**
 * The benchmark data set (`pnpm db:seed:scale`): 100,000 jobs over 500 organisations and 20,000 candidates with
 * profiles, written set-based (INSERT … SELECT generate_series) so it takes seconds, not hours. Deterministic:
 * every value is a function of the row number. Adds to whatever is there; run it on an empty database.
 */
export interface ScaleSeedOptions {
  /** `pnpm db:seed:scale --factor 10`: the counts of `scaleCounts(factor)`; the fields below override them. */
  factor?: number;
  jobs?: number;
  candidates?: number;
  organisations?: number;
  log?: (line: string) => void;
}

export interface ScaleSeedReport {
  jobs: number;
  candidates: number;
  seconds: Record<string, number>;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map(quote).join(',')}]::text[]`;
/** `arr[1 + (expr mod n)]` — a deterministic pick from a literal array. */
const pickSql = (values: readonly string[], expr: string) => `(${sqlArray(values)})[1 + ((${expr}) % ${values.length})]`;

/**
 * What one factor means. 1 is the data set every figure in docs/performance.md was measured on; 10 is issue 26's
 * "ten times": 1,000,000 jobs, 200,000 candidates, 20,000 employers (the issue's figure, not 10 × 500) and 200,000
 * players (4 × the clubs, leagues and players, so about 4 × the appearances).
 */
export function scaleCounts(factor = 1) {
  if (!(factor > 0)) throw new Error(`Scale factor must be a positive number, got ${factor}`);
  return {
    jobs: Math.round(100_000 * factor),
    candidates: Math.round(20_000 * factor),
    organisations: factor === 1 ? 500 : Math.round(2_000 * factor),
    football: Math.max(1, Math.round(factor * 0.4)),
  };
}

/** Rows per INSERT/UPDATE statement: bounds each statement's trigger transition table and its memory. */
const CHUNK = 100_000;

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

export async function seedScale(knex: Knex, options: ScaleSeedOptions = {}): Promise<ScaleSeedReport> {
  const counts = scaleCounts(options.factor);
  const jobCount = options.jobs ?? counts.jobs;
  const candidateCount = options.candidates ?? counts.candidates;
  const orgCount = options.organisations ?? counts.organisations;
  const log = options.log ?? (() => undefined);
  const seconds: Record<string, number> = {};
  const timed = async (label: string, step: () => Promise<unknown>) => {
    const started = process.hrtime.bigint();
    await step();
    seconds[label] = Number(process.hrtime.bigint() - started) / 1e9;
    log(`${label}: ${seconds[label]!.toFixed(1)} s`);
  };

  // Row numbers continue after existing scale rows, so usernames and slugs stay unique on a second run.
  const base = Number((await knex('users').count({ n: '*' }).first())?.n ?? 0);

  const categories = values(JOB_CATEGORIES);
  const titles = categories.map((category) => TITLES_BY_CATEGORY[category as keyof typeof TITLES_BY_CATEGORY]);
  const titleMatrix = titles.flatMap((list) => Array.from({ length: 6 }, (_, i) => list[i % list.length]!));
  const places = PLACES.flatMap((place) => place.cities.map((city) => `${place.country}|${city}`));

  await knex.transaction((trx) => withCountersRebuilt(trx, async () => {
    await timed('organisations', async () => {
      await trx.raw(`
        INSERT INTO users (username, email, display_name, first_name, last_name, roles, profile_slug)
        SELECT 'scale-employer-' || (g + ${base}), 'scale-employer-' || (g + ${base}) || '@scale.example', 'Scale Employer ' || g,
               'Scale', 'Employer ' || g, ARRAY['employer']::text[], 'scale-org-' || (g + ${base})
        FROM generate_series(1, ${orgCount}) g`);
      await trx.raw(`
        INSERT INTO employers (owner_user_id, name, slug, trusted_at, trusted_reason)
        SELECT u.id, 'Scale Football Club ' || substring(u.username FROM 16), 'scale-football-club-' || substring(u.username FROM 16), now(), 'seed'
        FROM users u WHERE u.username LIKE 'scale-employer-%' AND u.employer_id IS NULL`);
      await trx.raw(`UPDATE users u SET employer_id = e.id FROM employers e WHERE e.owner_user_id = u.id AND u.username LIKE 'scale-employer-%' AND u.employer_id IS NULL`);
    });

    const firstJob = Number((await trx('jobs').max({ id: 'id' }).first())?.id ?? 0);
    await timed('jobs', async () => {
      // g picks the category (g % 15) and everything else from other residues, so filters have realistic spread.
      for (let from = 1; from <= jobCount; from += CHUNK) await trx.raw(`
        WITH orgs AS (SELECT array_agg(id ORDER BY id) AS ids FROM employers WHERE slug LIKE 'scale-football-club-%')
        INSERT INTO jobs (slug, employer_id, title, description, status, job_class, credited_class, job_type, work_mode, experience,
                          qualifications, shift, vacancies, salary_type, salary_minor, currency, end_date, receive_applicants,
                          reference, skills, post_date, modified_at, created_at)
        SELECT 'scale-job-' || (g + ${firstJob}),
               orgs.ids[1 + (g::bigint * 7919) % array_length(orgs.ids, 1)],
               ${pickSql(titleMatrix, '(g % 15) * 6 + (g / 15) % 6')},
               '<p>' || ${pickSql(DESCRIPTION_OPENERS, 'g / 7')} || '</p><ul><li>' || ${pickSql(RESPONSIBILITIES, 'g / 3')} ||
                 '</li><li>' || ${pickSql(RESPONSIBILITIES, 'g / 11')} || '</li></ul><p>' || ${pickSql(REQUIREMENTS, 'g / 5')} || '.</p>',
               CASE WHEN g % 37 = 0 THEN 'draft' WHEN g % 20 = 0 THEN 'closed' WHEN g % 53 = 0 THEN 'filled' ELSE 'publish' END,
               CASE WHEN g % 5 = 0 THEN 'premium' ELSE 'free' END,
               CASE WHEN g % 37 = 0 THEN NULL WHEN g % 5 = 0 THEN 'premium' ELSE 'free' END,
               ${pickSql(values(JOB_TYPES), 'g / 2')},
               ${pickSql(values(WORK_MODES), 'g / 4')},
               ${pickSql(values(EXPERIENCES), 'g / 6')},
               jsonb_build_array(${pickSql(values(QUALIFICATIONS), 'g / 9')}),
               '', 1 + g % 3,
               CASE WHEN g % 3 = 2 THEN '' ELSE 'yearly' END,
               CASE WHEN g % 3 = 2 THEN NULL ELSE (15000 + (g * 37) % 85000) * 100 END,
               CASE WHEN g % 3 = 2 THEN '' ELSE 'pound' END,
               current_date + ((g * 13) % 110) - 20,
               'site', 'website',
               jsonb_build_array(${pickSql(SKILLS.map((s) => s.label), 'g / 13')}, ${pickSql(SKILLS.map((s) => s.label), 'g / 17')}),
               now() - make_interval(days => (g % 120), mins => (g * 7) % 1440),
               now() - make_interval(days => (g % 120), mins => (g * 7) % 1440),
               now() - make_interval(days => (g % 120))
        FROM generate_series(${from}, ${Math.min(from + CHUNK - 1, jobCount)}) g, orgs`);
    });

    const lastJob = Number((await trx('jobs').max({ id: 'id' }).first())?.id ?? 0);
    // The new jobs' ids in chunks of CHUNK: one statement each.
    const jobRanges = Array.from({ length: Math.ceil((lastJob - firstJob) / CHUNK) }, (_, i) => `id BETWEEN ${firstJob + 1 + i * CHUNK} AND ${Math.min(firstJob + (i + 1) * CHUNK, lastJob)}`);
    await timed('categories and locations', async () => {
      for (const range of jobRanges) {
        await trx.raw(`
          INSERT INTO job_categories (job_id, category)
          SELECT id, ${pickSql(categories, `(id - ${firstJob})`)} FROM jobs WHERE ${range}
          UNION
          SELECT id, ${pickSql(categories, `(id - ${firstJob}) * 7 + 3`)} FROM jobs WHERE ${range} AND (id - ${firstJob}) % 4 = 0`);
        await trx.raw(`
          INSERT INTO job_locations (job_id, country, city, position)
          SELECT id, split_part(p, '|', 1), split_part(p, '|', 2), 0
          FROM (SELECT id, ${pickSql(places, `(id - ${firstJob}) * 31`)} AS p FROM jobs WHERE ${range}) s
          UNION ALL
          SELECT id, split_part(p, '|', 1), split_part(p, '|', 2), 1
          FROM (SELECT id, ${pickSql(places, `(id - ${firstJob}) * 17 + 5`)} AS p FROM jobs WHERE ${range} AND (id - ${firstJob}) % 10 = 0) s`);
      }
    });

    await timed('search vectors and facet arrays', async () => {
      for (const range of jobRanges) {
        await trx.raw(`UPDATE jobs SET category_values = job_category_values(id), country_values = job_country_values(id), search_vector = job_search_vector(id) WHERE ${range}`);
      }
    });

    await timed('candidates', async () => {
      await trx.raw(`
        INSERT INTO users (username, email, display_name, first_name, last_name, roles, profile_slug, profile_type, membership)
        SELECT 'scale-candidate-' || (g + ${base}), 'scale-candidate-' || (g + ${base}) || '@scale.example', 'Scale Candidate ' || g,
               'Scale', 'Candidate ' || g, ARRAY['candidate']::text[], 'scale-candidate-' || (g + ${base}),
               ${pickSql(['player', 'coach', 'scout', 'referee', 'agent', 'others'], 'g')},
               ${pickSql(['FREE', 'FREE', 'FREE', 'STANDARD', 'ELITE', 'UNLIMITED'], 'g / 3')}
        FROM generate_series(1, ${candidateCount}) g`);
      await trx.raw(`
        INSERT INTO candidate_profiles (user_id, cand_name, cand_email, cand_country, cand_city, cv_headline, cand_headline, cand_skills,
                                        cand_experience, cand_qualification, cand_intro, cand_profile)
        SELECT u.id, u.display_name, u.email, split_part(p, '|', 1), split_part(p, '|', 2),
               ${pickSql(JOB_ROLES.map((role) => role.label), 'u.id')} || ' with ' || (u.id % 15) || ' years in football',
               jsonb_build_array(jsonb_build_object('value', ${pickSql(values(JOB_ROLES), 'u.id / 3')}, 'label', ${pickSql(JOB_ROLES.map((r) => r.label), 'u.id / 3')})),
               jsonb_build_array(jsonb_build_object('label', ${pickSql(SKILLS.map((s) => s.label), 'u.id / 5')})),
               ${pickSql(values(EXPERIENCES), 'u.id / 7')},
               jsonb_build_array(${pickSql(values(QUALIFICATIONS), 'u.id / 11')}),
               '<p>' || ${pickSql(DESCRIPTION_OPENERS, 'u.id')} || '</p>',
               CASE WHEN u.id % 10 = 0 THEN 'priv' ELSE 'pub' END
        FROM (SELECT id, display_name, email, ${pickSql(places, 'id * 13')} AS p FROM users
              WHERE username LIKE 'scale-candidate-%' AND NOT EXISTS (SELECT 1 FROM candidate_profiles cp WHERE cp.user_id = users.id)) u`);
    });
  }));

  // VACUUM sets the visibility map, so the covering indexes answer counts with index-only scans.
  await timed('vacuum analyze', async () => {
    for (const table of ['jobs', 'job_categories', 'job_locations', 'users', 'candidate_profiles']) await knex.raw(`VACUUM ANALYZE ${table}`);
  });
  return { jobs: jobCount, candidates: candidateCount, seconds };
}

/**
 * `pnpm db:seed:scale [--factor N]` and `pnpm bench`: seeds the scale data unless the database already has that many
 * jobs. Prints the seconds of every step and in all.
 */
export async function seedScaleIfNeeded(knex: Knex, log: (line: string) => void = console.log, options: ScaleSeedOptions = {}): Promise<ScaleSeedReport | undefined> {
  const started = Date.now();
  const counts = scaleCounts(options.factor);
  // Football (docs/football.md): 50,000 players and ~2,000,000 appearances at factor 1, added once.
  await seedFootballScale(knex, log, counts.football);
  const wanted = options.jobs ?? counts.jobs;
  const existing = Number((await knex('jobs').count({ n: '*' }).first())?.n ?? 0);
  let report: ScaleSeedReport | undefined;
  if (existing >= wanted) {
    log(`Database already has ${existing} jobs: scale seed skipped.`);
  } else {
    const jobsStarted = Date.now();
    report = await seedScale(knex, { ...options, log });
    log(`Scale seed: ${report.jobs} jobs and ${report.candidates} candidates in ${((Date.now() - jobsStarted) / 1000).toFixed(1)} s.`);
  }
  await seedAdminScale(knex, log);
  await seedMessagesScale(knex, log);
  // After the candidates: they are the courses' learners (docs/coaching.md "Scale").
  await seedCoachingScale(knex, log);
  log(`Scale seed (factor ${options.factor ?? 1}) in all: ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return report;
}
