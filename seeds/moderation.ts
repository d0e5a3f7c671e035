import type { Knex } from 'knex';
import { slugify } from './slugify';

/**
 * Job moderation's demo data (docs/moderation.md): employers that have published jobs are trusted (reason 'seed'),
 * a starter word list, and one untrusted organisation with two jobs waiting in the queue, each with the reasons the
 * detectors give (a near-duplicate of another employer's job, a blocked phrase), so the queue shows what it is for.
 * The seeded jobs' MinHash signatures are written by the API after seeding (it owns the hashing).
 */
export const MODERATION_STARTER_WORDS = [
  'visa fee',
  'registration fee',
  'processing fee',
  'pay to apply',
  'western union',
  'moneygram',
  'bitcoin',
  'gift cards',
  'رسوم التسجيل',
  'رسوم التأشيرة',
] as const;

export const MODERATION_DEMO = { username: 'newtownjuniors', company: 'Newtown Juniors FC', blockedPhrase: 'registration fee' } as const;

export async function seedModeration(trx: Knex.Transaction, options: { passwordHash: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  await trx.raw(`UPDATE employers e SET trusted_at = ?, trusted_reason = 'seed'
    WHERE e.trusted_at IS NULL AND EXISTS (SELECT 1 FROM jobs j WHERE j.employer_id = e.id AND j.status = 'publish')`, [now]);
  // The demo jobs already pending (the lifecycle plan of seeds/jobs.ts) entered the queue when they were posted.
  await trx.raw(`UPDATE jobs SET submitted_at = post_date WHERE status = 'pending' AND submitted_at IS NULL`);

  await trx('moderation_words').insert(MODERATION_STARTER_WORDS.map((word) => ({ word })));

  const [user] = await trx('users')
    .insert({
      username: MODERATION_DEMO.username,
      email: `${MODERATION_DEMO.username}@example.com`,
      password_hash: options.passwordHash,
      display_name: 'Nadia Newtown',
      first_name: 'Nadia',
      last_name: 'Newtown',
      roles: ['employer'],
      profile_slug: slugify(MODERATION_DEMO.company),
    })
    .returning(['id']);
  const [employer] = await trx('employers').insert({ owner_user_id: user.id, name: MODERATION_DEMO.company, slug: slugify(MODERATION_DEMO.company) }).returning(['id']);
  await trx('users').where({ id: user.id }).update({ employer_id: employer.id });

  // The copied job: the oldest published job of another demo organisation, its description word for word.
  const original = await trx('jobs as j')
    .join('employers as e', 'e.id', 'j.employer_id')
    .where('j.status', 'publish')
    .whereNot('j.employer_id', employer.id)
    .orderBy('j.id')
    .select('j.id', 'j.slug', 'j.title', 'j.description', 'j.end_date', 'e.name as employer_name')
    .first();
  if (!original) throw new Error('Moderation seed: no published job to copy');
  const untrusted = { code: 'untrusted-employer', detail: 'The employer has fewer than 2 approved jobs and no administrator has trusted it yet.' };
  const pending = [
    {
      title: original.title,
      description: original.description,
      submitted: hoursAgo(30),
      // An identical description: similarity 1 (the moderation test checks the detector finds exactly this).
      reasons: [untrusted, { code: 'near-duplicate', detail: `100% similar to "${original.title}" by ${original.employer_name}`, jobId: original.id, jobSlug: original.slug, similarity: 1 }],
    },
    {
      title: 'Youth Development Coach (Under 14s)',
      description: `<p>Newtown Juniors FC is looking for a youth development coach for our under 14 boys and girls.</p><p>Successful candidates pay a one-off ${MODERATION_DEMO.blockedPhrase} of £150 before their first session.</p>`,
      submitted: hoursAgo(6),
      reasons: [untrusted, { code: 'blocked-word', detail: MODERATION_DEMO.blockedPhrase }],
    },
  ];
  for (const job of pending) {
    const [row] = await trx('jobs')
      .insert({
        slug: `${slugify(job.title)}-${slugify(MODERATION_DEMO.company)}`,
        employer_id: employer.id,
        posted_by_user_id: user.id,
        title: job.title,
        description: job.description,
        status: 'pending',
        job_class: 'free',
        end_date: original.end_date,
        post_date: job.submitted,
        submitted_at: job.submitted,
        moderation_reasons: JSON.stringify(job.reasons),
      })
      .returning(['id']);
    await trx('job_categories').insert({ job_id: row.id, category: 'coaching-performance' });
    await trx('job_locations').insert({ job_id: row.id, country: 'gb-eng', city: 'Newtown', position: 0 });
  }
}
