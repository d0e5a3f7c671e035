import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  EXPERIENCES,
  GENDERS,
  BACKGROUNDS,
  JOB_ROLES,
  JOB_TYPES,
  LEVELS,
  PROFILE_TYPES,
  QUALIFICATIONS,
  SALARY_CURRENCIES,
  SALARY_TYPES,
  SKILLS,
  YES_NO_PREFER,
} from '@fj/shared';
import { AWARDS, CLUBS, DEGREES, FIRST_NAMES, INSTITUTES, LANGUAGES, LAST_NAMES, PLACES, PROFILE_TYPE_ROLES } from './candidate-data';
import { makeSamplePdf, makeSamplePng } from './sample-files';
import { slugify } from './slugify';

/** Stores bytes under a key in the app's storage (disk or S3); absent → the seed records no files. */
export type StoreFile = (key: string, bytes: Buffer, mime: string) => Promise<void>;

export const GENERATED_CANDIDATES = 220;

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same demo data on every run. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const pool = [...list];
    const count = Math.min(int(min, max), pool.length);
    const chosen: T[] = [];
    for (let i = 0; i < count; i += 1) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
    return chosen;
  };
  return { next, int, pick, some, chance: (p: number) => next() < p };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in one of the §5 formats, as people type them. */
function typedDate(year: number, month: number, day: number, format: number): string {
  if (format === 0) return `${year}-${pad(month)}-${pad(day)}`;
  if (format === 1) return `${pad(day)}/${pad(month)}/${year}`;
  return `${pad(month)}/${pad(day)}/${year}`;
}

const values = (list: readonly { value: string }[]) => list.map((option) => option.value);
const headlineTag = (value: string) => ({ value, label: JOB_ROLES.find((role) => role.value === value)?.label ?? value });

/** The demo candidate's complete profile (every §3 field), used by the screens and the journeys. */
export const DEMO_CANDIDATE_PROFILE = {
  cand_name: 'Casey Candidate',
  cand_email: 'candidate@example.com',
  cand_phone: '+447700900123',
  cand_availability: 'yes',
  cand_relocate: 'yes',
  immediately: 'yes',
  cand_headline: [headlineTag('head-coach'), headlineTag('academy-coach'), headlineTag('performance-analyst')],
  cand_country: 'gb-eng',
  cand_city: 'Manchester',
  cv_headline: 'UEFA A licensed coach building brave, possession-based academy teams',
  cand_fb: 'https://www.facebook.com/casey.candidate.coach',
  cand_google: 'https://www.instagram.com/casey.coaches',
  cand_twiter: 'https://twitter.com/caseycoaches',
  cand_linked: 'https://www.linkedin.com/in/casey-candidate-coach',
  cand_intro:
    '<p>Academy coach with <strong>ten years</strong> in English football, from grassroots to a Category 2 academy.</p>' +
    '<ul><li>Player development plans for U12–U18</li><li>Video-led coaching with Hudl and Wyscout</li></ul>',
  cand_languages: [{ label: 'English' }, { label: 'Spanish' }],
  cand_education: [
    { degree_name: 'MSc Performance Analysis', degree_institute: 'Liverpool John Moores University', degree_detail: 'Distinction; thesis on pressing triggers in U18 football.' },
    { degree_name: 'BSc Sports Science', degree_institute: 'Loughborough University', degree_detail: 'First class honours.' },
  ],
  cand_profession: [
    { project_role: 'Head Coach U18', project_organization: 'Northbridge Athletic', project_desc: 'Won the U18 league; five players to professional contracts.', project_start: '01/08/2021', project_end: '' },
    { project_role: 'Assistant Coach U23', project_organization: 'Harbour City United', project_desc: 'Planned and delivered sessions and match analysis.', project_start: '2018-07-01', project_end: '07/31/2021' },
    { project_role: 'Grassroots Coach', project_organization: 'Oakfield Community FC', project_desc: 'Volunteer coach for U9 and U10 teams.', project_start: '2015-09-01', project_end: '2018-06-30' },
  ],
  cand_certifications: [
    { certification_name: 'Coach of the Year', certification_institute: 'Manchester County FA', certification_desc: 'Awarded for the 2022/23 season.' },
    { certification_name: 'FA Youth Module 3', certification_institute: 'The FA', certification_desc: '' },
  ],
  cand_skills: [{ label: 'Session Planning' }, { label: 'Player Development' }, { label: 'Video Analysis' }, { label: 'Hudl / Sportscode' }],
  cand_type: 'full-time',
  level: 'academy',
  cand_experience: '10-plus',
  cand_qualification: ['uefa-a-licence', 'uefa-b-licence'],
  cand_salary_type: 'yearly',
  cand_salary_currency: 'pound',
  cand_salary_minor: 4_200_000,
  cand_gender: 'prefer-not-to-say',
  cand_background: 'prefer-not-to-say',
  cand_community: 'prefer-not-to-say',
  cand_condition: 'prefer-not-to-say',
  cand_profile: 'pub',
};

const JSON_COLUMNS = ['cand_headline', 'cand_languages', 'cand_education', 'cand_profession', 'cand_certifications', 'cand_skills', 'cand_qualification'];
const asRow = (profile: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, JSON_COLUMNS.includes(key) ? JSON.stringify(value) : value]));

/** One generated candidate: varied, plausible and complete enough for the CV database and the profile list. */
function generatedCandidate(index: number, random: ReturnType<typeof randomSource>) {
  const profileType = PROFILE_TYPES[index % PROFILE_TYPES.length].value;
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const name = `${firstName} ${lastName}`;
  const [country, cities] = random.pick(PLACES);
  const city = random.pick(cities);
  const roles = PROFILE_TYPE_ROLES[profileType];
  const currentYear = 2026;
  const jobs = random.int(profileType === 'fan' ? 0 : 1, 4);
  let endYear = currentYear;
  const profession = [];
  for (let job = 0; job < jobs; job += 1) {
    const startYear = endYear - random.int(1, 4);
    const ongoing = job === 0 && random.chance(0.6);
    profession.push({
      project_role: random.pick(roles),
      project_organization: random.pick(CLUBS),
      project_desc: random.pick([
        'Weekly sessions, match-day duties and player reviews.',
        'Worked with the first team and the academy staff.',
        'Built reports and clips for the coaching staff.',
        'Led a team of volunteers and part-time staff.',
        '',
      ]),
      project_start: typedDate(startYear, random.int(1, 12), random.int(1, 28), random.int(0, 2)),
      project_end: ongoing ? '' : typedDate(endYear, random.int(1, 12), random.int(1, 28), random.int(0, 2)),
    });
    endYear = startYear;
  }
  const headline = random.some(values(JOB_ROLES), 1, 3).map(headlineTag);
  const skills = random.some(SKILLS.map((skill) => skill.label), 2, 6).map((label) => ({ label }));
  const membership = random.pick(['FREE', 'FREE', 'FREE', 'STANDARD', 'ELITE', 'UNLIMITED']);
  const username = `seed-candidate-${String(index + 1).padStart(3, '0')}`;
  return {
    user: {
      username,
      email: `${username}@example.com`,
      // Profiles for the CV database and the profile list, not login accounts.
      password_hash: null,
      display_name: name,
      first_name: firstName,
      last_name: lastName,
      roles: ['candidate'],
      profile_slug: `${slugify(name)}-${index + 1}`,
      profile_type: profileType,
      membership,
    },
    profile: {
      cand_name: name,
      cand_email: `${username}@example.com`,
      cand_phone: `+44770090${String(1000 + index).slice(-4)}`,
      cand_availability: random.pick(['yes', 'no', '']),
      cand_relocate: random.pick(['yes', 'no', '']),
      immediately: random.pick(['yes', 'no']),
      cand_headline: headline,
      cand_country: country,
      cand_city: city,
      cv_headline: `${random.pick(roles)} · ${random.pick(['UEFA licensed', 'data-driven', 'community-focused', 'multilingual', 'experienced', 'ambitious'])} · ${city}`,
      cand_fb: '',
      cand_google: random.chance(0.3) ? `https://www.instagram.com/${slugify(name).replace(/-/g, '.')}` : '',
      cand_twiter: random.chance(0.3) ? `https://twitter.com/${slugify(name).replace(/-/g, '')}` : '',
      cand_linked: random.chance(0.6) ? `https://www.linkedin.com/in/${slugify(name)}-${index + 1}` : '',
      cand_intro: `<p>${random.pick(roles)} based in ${city}. ${random.pick([
        'I love developing young players and building a clear playing identity.',
        'Detail-oriented, calm under pressure and always learning.',
        'Looking for my next challenge in a progressive club.',
        'Experienced across grassroots, semi-professional and academy football.',
      ])}</p>`,
      cand_languages: random.some(LANGUAGES, 1, 3).map((label) => ({ label })),
      cand_education: random.chance(0.7)
        ? [{ degree_name: random.pick(DEGREES), degree_institute: random.pick(INSTITUTES), degree_detail: random.pick(['', 'Graduated with honours.', 'Part-time while working.']) }]
        : [],
      cand_profession: profession,
      cand_certifications: random.chance(0.35)
        ? [{ certification_name: random.pick(AWARDS), certification_institute: random.pick(CLUBS), certification_desc: String(random.int(2015, 2025)) }]
        : [],
      cand_skills: skills,
      cand_type: random.pick(values(JOB_TYPES)),
      level: random.pick(values(LEVELS)),
      cand_experience: random.pick(values(EXPERIENCES)),
      cand_qualification: random.some(values(QUALIFICATIONS), 0, 3),
      cand_salary_type: random.pick(values(SALARY_TYPES)),
      cand_salary_currency: random.pick(values(SALARY_CURRENCIES)),
      cand_salary_minor: random.chance(0.7) ? random.int(10, 120) * 100_000 : null,
      cand_gender: random.pick(['', ...values(GENDERS)]),
      cand_background: random.pick(['', ...values(BACKGROUNDS)]),
      cand_community: random.pick(['', ...values(YES_NO_PREFER)]),
      cand_condition: random.pick(['', ...values(YES_NO_PREFER)]),
      cand_profile: random.chance(0.9) ? 'pub' : 'priv',
    },
  };
}

/**
 * Candidate demo data: the demo candidate's complete profile with two CVs and a photo (real files made in code),
 * and GENERATED_CANDIDATES more profiles of every profile_type for the profile list and the CV database.
 */
export async function seedCandidates(trx: Knex.Transaction, options: { storeFile?: StoreFile }): Promise<void> {
  const demo = await trx('users').where({ username: 'candidate' }).first<{ id: number } | undefined>('id');
  if (demo) {
    await trx('users').where({ id: demo.id }).update({ profile_type: 'coach' });
    const [profile] = await trx('candidate_profiles')
      .insert({ user_id: demo.id, ...asRow(DEMO_CANDIDATE_PROFILE) })
      .returning(['id']);
    if (options.storeFile && profile) await seedDemoCandidateFiles(trx, demo.id, options.storeFile);
  }

  const random = randomSource(20261122);
  const people = Array.from({ length: GENERATED_CANDIDATES }, (_, index) => generatedCandidate(index, random));
  const users = await trx('users').insert(people.map((person) => person.user)).returning(['id', 'username']);
  const idByUsername = new Map(users.map((row: { id: number; username: string }) => [row.username, row.id]));
  await trx('candidate_profiles').insert(
    people.map((person) => ({ user_id: idByUsername.get(person.user.username), ...asRow(person.profile) })),
  );
}

async function seedDemoCandidateFiles(trx: Knex.Transaction, userId: number, storeFile: StoreFile): Promise<void> {
  const cv = (title: string, lines: string[]) => ({ title, bytes: makeSamplePdf(lines) });
  const files = [
    {
      key: 'seed/candidate/cv-coaching',
      kind: 'cv',
      attachment_type: 'cv',
      mime: 'application/pdf',
      ...cv('Casey Candidate – Coaching CV', [
        'Casey Candidate',
        'Head Coach | Academy Coach | Performance Analyst',
        'Manchester, England · candidate@example.com',
        '',
        'EXPERIENCE',
        'Head Coach U18, Northbridge Athletic (Aug 2021 – Present)',
        'Assistant Coach U23, Harbour City United (Jul 2018 – Jul 2021)',
        '',
        'QUALIFICATIONS',
        'UEFA A Licence · UEFA B Licence · MSc Performance Analysis',
      ]),
    },
    {
      key: 'seed/candidate/cv-analysis',
      kind: 'cv',
      attachment_type: 'cv',
      mime: 'application/pdf',
      ...cv('Casey Candidate – Analyst CV', [
        'Casey Candidate',
        'Performance Analyst',
        '',
        'SKILLS',
        'Hudl / Sportscode · Wyscout · Video Analysis · Data Analysis',
      ]),
    },
    { key: 'seed/candidate/photo', kind: 'image', attachment_type: '', mime: 'image/png', title: 'Casey Candidate', bytes: makeSamplePng(256, 256, [16, 74, 140], [120, 190, 240]) },
  ];
  for (const file of files) {
    await storeFile(file.key, file.bytes, file.mime);
    const [row] = await trx('media')
      .insert({
        owner_user_id: userId,
        kind: file.kind,
        title: file.title,
        attachment_type: file.attachment_type,
        mime: file.mime,
        size: file.bytes.length,
        checksum_sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storage_key: file.key,
      })
      .returning(['id']);
    if (file.kind === 'image') await trx('candidate_profiles').where({ user_id: userId }).update({ profile_pic_media_id: row.id });
  }
}
