import type { Knex } from 'knex';

/**
 * Demo data of the employer area (run after the applications seed, in the same transaction):
 * company profiles and featured flags for the directory, email templates, private notes on applications, a
 * rejection email on some jobs, and a team for `employer2` (`employer` already has `manager` and `member`).
 */

interface ProfileSeed {
  headline: string;
  emp_email: string;
  emp_city: string;
  emp_country: string;
  emp_nos: string;
  emp_est: string;
  emp_web: string;
  emp_video: string;
  intro: string;
  culture: string;
  insights: string;
  is_featured: boolean;
}

const social = (handle: string) => ({
  emp_fb: `https://www.facebook.com/${handle}`,
  emp_twitter: `https://twitter.com/${handle}`,
  emp_google: `https://www.instagram.com/${handle}`,
  emp_linkedin: `https://www.linkedin.com/company/${handle}`,
  emp_youtube: `https://www.youtube.com/@${handle}`,
});

const PROFILES: Record<string, ProfileSeed> = {
  'northbridge-athletic-fc': {
    headline: 'Community club with a professional academy',
    emp_email: 'careers@northbridge.example',
    emp_city: 'Leeds',
    emp_country: 'gb-eng',
    emp_nos: '51-200',
    emp_est: '1889-08-01',
    emp_web: 'https://northbridge.example',
    emp_video: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    intro: '<p>Northbridge Athletic FC plays in the National League North and runs a Category 3 academy.</p>',
    culture: '<p>We develop people as well as players: every coach has a mentor and a CPD budget.</p>',
    insights: '<ul><li>12 academy graduates in the first team since 2020</li><li>Women’s team promoted in 2025</li></ul>',
    is_featured: true,
  },
  'harbour-city-united': {
    headline: 'Coastal club, big ambitions',
    emp_email: 'jobs@harbourcity.example',
    emp_city: 'Plymouth',
    emp_country: 'gb-eng',
    emp_nos: '201-500',
    emp_est: '1903-05-12',
    emp_web: 'https://harbourcity.example',
    emp_video: 'https://youtu.be/aqz-KE-bpKQ',
    intro: '<p>Harbour City United is a League One club with a growing analytics department.</p>',
    culture: '<p>Data-led, curious and welcoming.</p>',
    insights: '<p>New training ground opening next season.</p>',
    is_featured: true,
  },
};

const MORE_FEATURED = ['lakeside-ladies-fc', 'atlas-sports-agency', 'metro-football-academy'];

const TEMPLATES = [
  {
    email_temp_name: 'Polite rejection',
    email_temp_subject: 'Your application for {job_title}',
    email_temp_for: 'rejection',
    email_temp_details: '<p>Dear {candidate_name},</p><p>Thank you for applying for {job_title}. We have decided to continue with other candidates.</p><p>Best wishes,<br>{company_name}</p>',
  },
  {
    email_temp_name: 'Interview invitation',
    email_temp_subject: 'Interview for {job_title} at {company_name}',
    email_temp_for: 'interview',
    email_temp_details: '<p>Dear {candidate_name},</p><p>We would like to invite you to an interview for {job_title}. Please reply with two times that suit you.</p>',
  },
  {
    email_temp_name: 'Offer',
    email_temp_subject: 'Offer: {job_title}',
    email_temp_for: 'offer',
    email_temp_details: '<p>Dear {candidate_name},</p><p>We are delighted to offer you the role of {job_title} at {company_name}.</p>',
  },
];

const NOTES = [
  'Strong CV, worth a call.',
  'Holds the UEFA B; check references.',
  'Available from next month.',
  'Asked about relocation support.',
  'Good answers to the screening questions.',
  'Second opinion from the academy manager needed.',
];

export async function seedEmployerArea(trx: Knex.Transaction, options: { passwordHash: string }): Promise<void> {
  const employers = new Map<string, { id: number; owner_user_id: number }>(
    (await trx('employers').select('id', 'slug', 'owner_user_id')).map((row: { id: number; slug: string; owner_user_id: number }) => [row.slug, row]),
  );
  const northbridge = employers.get('northbridge-athletic-fc');
  const harbour = employers.get('harbour-city-united');
  if (!northbridge || !harbour) throw new Error('Employer-area seed: run after the demo accounts');

  for (const [slug, profile] of Object.entries(PROFILES)) {
    await trx('employers').where({ slug }).update({ ...profile, ...social(slug.replace(/-/g, '')) });
  }
  await trx('employers').whereIn('slug', MORE_FEATURED).update({ is_featured: true });

  // employer2's team (employer already has the demo accounts manager and member).
  const users = await trx('users').whereIn('username', ['employer', 'employer2', 'manager', 'member']).select('id', 'username');
  const userId = (username: string) => users.find((row: { username: string }) => row.username === username)!.id as number;
  for (const [username, first, last, role] of [
    ['harbour-manager', 'Hana', 'Harbour', 'team_manager'],
    ['harbour-member', 'Hugo', 'Harbour', 'team_member'],
  ] as const) {
    await trx('users').insert({
      username,
      email: `${username}@example.com`,
      password_hash: options.passwordHash,
      display_name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      roles: [role],
      profile_slug: username,
      employer_id: harbour.id,
    });
  }

  for (const [employer, author, templates] of [
    [northbridge, userId('employer'), TEMPLATES],
    [harbour, userId('employer2'), TEMPLATES.slice(0, 2)],
  ] as const) {
    await trx('email_templates').insert(templates.map((template) => ({ ...template, employer_id: employer.id, created_by_user_id: author })));
  }

  // The jobs with a pipeline send the polite rejection when an application is rejected.
  const rejection = TEMPLATES[0]!;
  const pipelineJobs: number[] = await trx('applications as a').join('jobs as j', 'j.id', 'a.job_id').distinct('j.id').whereIn('j.employer_id', [northbridge.id, harbour.id]).pluck('j.id');
  await trx('jobs').whereIn('id', pipelineJobs).update({ is_send_rejection: true, rejection_email_subject: rejection.email_temp_subject, rejection_email_body: rejection.email_temp_details });

  for (const [employer, authors, count] of [
    [northbridge, [userId('employer'), userId('manager'), userId('member')], 12],
    [harbour, [userId('employer2')], 4],
  ] as const) {
    const applications: number[] = await trx('applications as a').join('jobs as j', 'j.id', 'a.job_id').where('j.employer_id', employer.id).orderBy('a.id').limit(count).pluck('a.id');
    await trx('application_notes').insert(
      applications.map((applicationId, index) => ({ application_id: applicationId, employer_id: employer.id, author_user_id: authors[index % authors.length], body: NOTES[index % NOTES.length] })),
    );
  }
}
