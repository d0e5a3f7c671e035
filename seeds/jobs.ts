import type { Knex } from 'knex';
import { EXPERIENCES, JOB_CATEGORIES, JOB_TYPES, QUALIFICATIONS, SALARY_CURRENCIES, WORK_MODES, type JobCategory } from '@fj/shared';
import { DESCRIPTION_OPENERS, EXTRA_ORGANISATIONS, PLACES, REQUIREMENTS, RESPONSIBILITIES, SKILL_NAMES, TITLES_BY_CATEGORY } from './jobs-data';

/** mulberry32: a small seeded PRNG, so the demo jobs are the same on every fresh database. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (text: string): string =>
  text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const DEMO_JOB_COUNT = 320;

export interface SeedJobsOptions {
  /** Employer ids of the demo accounts `employer` and `employer2` (from seeds/index.ts). */
  employerIds: ReadonlyMap<string, number>;
  userIds: ReadonlyMap<string, number>;
  passwordHash: string;
  /** The seed's clock; dates are relative to it so the demo always has current jobs. */
  now?: Date;
}

/** Status plan: mostly live jobs, plus every other lifecycle state for the employer screens. */
function statusFor(index: number): { status: string; deadlineOffsetDays: number } {
  if (index % 40 === 7) return { status: 'draft', deadlineOffsetDays: 30 };
  if (index % 53 === 11) return { status: 'pending', deadlineOffsetDays: 25 };
  if (index % 23 === 5) return { status: 'closed', deadlineOffsetDays: 10 };
  if (index % 29 === 3) return { status: 'filled', deadlineOffsetDays: 5 };
  if (index % 19 === 2) return { status: 'expired', deadlineOffsetDays: -12 };
  // Published but past the deadline and not swept yet: not active, by the query rule alone.
  if (index % 31 === 17) return { status: 'publish', deadlineOffsetDays: -3 };
  return { status: 'publish', deadlineOffsetDays: 7 + (index % 60) };
}

/**
 * ≥ 300 demo jobs across all 15 categories and more than 20 countries, Free and Premium, mostly for `employer`
 * and `employer2` plus four more demo organisations (created here with owner accounts).
 */
export async function seedDemoJobs(trx: Knex.Transaction, options: SeedJobsOptions): Promise<void> {
  const random = seededRandom(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pickDistinct = <T>(items: readonly T[], count: number): T[] => [...new Set(Array.from({ length: count }, () => pick(items)))];
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const organisations: { employerId: number; ownerId: number }[] = [];
  for (const username of ['employer', 'employer2']) {
    const employerId = options.employerIds.get(username);
    const ownerId = options.userIds.get(username);
    if (employerId === undefined || ownerId === undefined) throw new Error(`Demo jobs: missing demo employer ${username}`);
    organisations.push({ employerId, ownerId });
  }
  for (const org of EXTRA_ORGANISATIONS) {
    const [user] = await trx('users')
      .insert({
        username: org.username,
        email: `${org.username}@example.com`,
        password_hash: options.passwordHash,
        display_name: `${org.firstName} ${org.lastName}`,
        first_name: org.firstName,
        last_name: org.lastName,
        roles: ['employer'],
        profile_slug: slugify(org.name),
      })
      .returning(['id']);
    const [employer] = await trx('employers').insert({ owner_user_id: user.id, name: org.name, slug: slugify(org.name) }).returning(['id']);
    await trx('users').where({ id: user.id }).update({ employer_id: employer.id });
    organisations.push({ employerId: employer.id, ownerId: user.id });
  }

  const jobs: Record<string, unknown>[] = [];
  const categoriesOf: string[][] = [];
  const locationsOf: { country: string; city: string }[][] = [];
  const usedSlugs = new Set<string>();
  for (let index = 0; index < DEMO_JOB_COUNT; index += 1) {
    const category = JOB_CATEGORIES[index % JOB_CATEGORIES.length]!.value as JobCategory;
    const categories = [category];
    if (index % 5 === 0) categories.push(JOB_CATEGORIES[(index * 7 + 3) % JOB_CATEGORIES.length]!.value);
    const place = PLACES[index % PLACES.length]!;
    const locations = [{ country: place.country, city: pick(place.cities) }];
    if (index % 9 === 0) {
      const second = PLACES[(index + 5) % PLACES.length]!;
      locations.push({ country: second.country, city: pick(second.cities) });
    }
    // 40% employer, 30% employer2, the rest spread over the other organisations.
    const share = index % 10;
    const org = share < 4 ? organisations[0]! : share < 7 ? organisations[1]! : organisations[2 + (index % (organisations.length - 2))]!;
    const title = pick(TITLES_BY_CATEGORY[category]);
    let slug = slugify(`${title} ${locations[0]!.city}`);
    for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${slugify(`${title} ${locations[0]!.city}`)}-${n}`;
    usedSlugs.add(slug);
    const jobClass = index % 4 === 1 ? 'premium' : 'free';
    const { status, deadlineOffsetDays } = statusFor(index);
    const postedDaysAgo = (index * 3) % 45;
    const hasSalary = index % 3 !== 2;
    const skills = pickDistinct(SKILL_NAMES, 3);
    const receive = index % 11 === 4 ? 'exter' : index % 13 === 6 ? 'mail' : 'site';
    const description =
      `<p>${pick(DESCRIPTION_OPENERS)} ${title} at ${locations.map((l) => l.city).join(' and ')}.</p>` +
      `<h3>Responsibilities</h3><ul>${pickDistinct(RESPONSIBILITIES, 3).map((r) => `<li>${r}</li>`).join('')}</ul>` +
      `<h3>Requirements</h3><ul>${pickDistinct(REQUIREMENTS, 2).map((r) => `<li>${r}</li>`).join('')}</ul>`;
    const postDate = new Date(now.getTime() - postedDaysAgo * DAY_MS - (index % 24) * 3_600_000);
    jobs.push({
      slug,
      employer_id: org.employerId,
      posted_by_user_id: org.ownerId,
      title,
      description,
      status,
      job_class: jobClass,
      credited_class: status === 'draft' ? null : jobClass,
      job_type: JOB_TYPES[(index * 5) % JOB_TYPES.length]!.value,
      work_mode: WORK_MODES[index % WORK_MODES.length]!.value,
      experience: EXPERIENCES[(index * 3) % EXPERIENCES.length]!.value,
      qualifications: JSON.stringify([QUALIFICATIONS[index % QUALIFICATIONS.length]!.value]),
      must_have_qualification: index % 6 === 0 ? QUALIFICATIONS[index % QUALIFICATIONS.length]!.value : '',
      shift: index % 4 === 0 ? 'Evenings and weekends' : index % 4 === 1 ? 'Monday to Friday, 9am–5pm' : '',
      vacancies: 1 + (index % 3),
      salary_type: hasSalary ? (index % 2 === 0 ? 'yearly' : 'monthly') : '',
      salary_minor: hasSalary ? (index % 2 === 0 ? 18_000 + (index % 40) * 1_500 : 1_500 + (index % 20) * 150) * 100 : null,
      currency: hasSalary ? (index % 7 === 0 ? 'euro' : index % 7 === 1 ? 'dollar' : SALARY_CURRENCIES[2]!.value) : '',
      end_date: isoDay(new Date(today + deadlineOffsetDays * DAY_MS)),
      receive_applicants: receive,
      external_url: receive === 'exter' ? `https://careers.example.com/jobs/${slug}` : '',
      external_email: receive === 'mail' ? `recruitment+${index}@example.com` : '',
      reference: ['linkedin', 'twitter', 'website', 'others'][index % 4],
      is_send_rejection: index % 8 === 0,
      rejection_email_subject: index % 8 === 0 ? `Your application for ${title}` : '',
      rejection_email_body: index % 8 === 0 ? 'Thank you for applying. On this occasion we will not be taking your application further.' : '',
      screening_questions: JSON.stringify(
        index % 3 === 0
          ? [
              { id: `q-${index}-1`, question: 'Do you hold the right to work in this country?', required: true },
              { id: `q-${index}-2`, question: 'When could you start?', required: false },
            ]
          : [],
      ),
      skills: JSON.stringify(skills),
      post_date: postDate,
      modified_at: new Date(postDate.getTime() + (index % 5) * DAY_MS / 2),
      created_at: postDate,
    });
    categoriesOf.push(categories);
    locationsOf.push(locations);
  }

  const inserted: { id: number; slug: string }[] = await trx('jobs').insert(jobs).returning(['id', 'slug']);
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  const jobIds = jobs.map((job) => idBySlug.get(job.slug as string)!);
  await trx('job_categories').insert(jobIds.flatMap((jobId, i) => categoriesOf[i]!.map((category) => ({ job_id: jobId, category }))));
  await trx('job_locations').insert(
    jobIds.flatMap((jobId, i) => locationsOf[i]!.map((location, position) => ({ job_id: jobId, country: location.country, city: location.city, position }))),
  );
  // The derived columns, as the api writes them (migrations 20261122_0200_jobs_search and _facet_arrays).
  await trx.raw('UPDATE jobs SET category_values = job_category_values(id), country_values = job_country_values(id), search_vector = job_search_vector(id)');
}
