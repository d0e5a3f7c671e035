import type { Knex } from 'knex';
import type { StoreFile } from './candidates';
import { makeSamplePdf } from './sample-files';

/**
 * Safeguarding demo (docs/safeguarding.md), run after the jobs, billing and candidates: the first live academy job
 * needs a background check, `candidate` holds a verified enhanced DBS check (valid for years), and `subscriber` has
 * one waiting in the administrators' queue. Dates count from now, so the states stay the same on any day.
 */

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface DemoCheck {
  username: string;
  checkType: string;
  referenceNumber: string;
  issuedDaysAgo: number;
  expiresInDays: number;
  status: 'verified' | 'pending';
  lines: string[];
}

const CHECKS: readonly DemoCheck[] = [
  {
    username: 'candidate',
    checkType: 'dbs-enhanced',
    referenceNumber: '001789456123',
    issuedDaysAgo: 200,
    expiresInDays: 900,
    status: 'verified',
    lines: ['DISCLOSURE AND BARRING SERVICE', 'Enhanced certificate with barred list checks', 'Casey Candidate', 'Certificate number 001789456123', 'No information recorded'],
  },
  {
    username: 'subscriber',
    checkType: 'pvg',
    referenceNumber: '1234 5678 9012 3456',
    issuedDaysAgo: 30,
    expiresInDays: 1065,
    status: 'pending',
    lines: ['PROTECTING VULNERABLE GROUPS SCHEME', 'Scheme record', 'Skyler Subscriber', 'Membership number 1234 5678 9012 3456'],
  },
];

export async function seedSafeguarding(trx: Knex.Transaction, options: { storeFile?: StoreFile; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const today = isoDay(now);
  const job = await trx('jobs')
    .where('status', 'publish')
    .where('end_date', '>=', today)
    .whereILike('title', '%academy%')
    .orderBy('id')
    .first<{ id: number } | undefined>('id');
  if (!job) throw new Error('Safeguarding seed: run after the jobs seed (it needs a live academy job)');
  await trx('jobs').where({ id: job.id }).update({ safeguarding_required: true });

  const admin = await trx('users').where({ username: 'admin' }).first<{ id: number }>('id');
  for (const demo of CHECKS) {
    const user = await trx('users').where({ username: demo.username }).first<{ id: number } | undefined>('id');
    if (!user) throw new Error(`Safeguarding seed: run after the account ${demo.username} exists`);
    const issued = new Date(now.getTime() - demo.issuedDaysAgo * DAY);
    let mediaId: number | null = null;
    if (options.storeFile) {
      const bytes = makeSamplePdf(demo.lines);
      const key = `seed/background-checks/${demo.username}`;
      await options.storeFile(key, bytes, 'application/pdf');
      const [media] = await trx('media')
        .insert({ owner_user_id: user.id, kind: 'other', title: `${demo.checkType}-certificate.pdf`, attachment_type: 'background-check', mime: 'application/pdf', size: bytes.length, checksum_sha256: '0'.repeat(64), storage_key: key, created_at: issued })
        .returning(['id']);
      mediaId = media.id;
    }
    const sent = new Date(now.getTime() - (demo.status === 'verified' ? 190 : 2) * DAY);
    await trx('background_checks').insert({
      user_id: user.id,
      check_type: demo.checkType,
      reference_number: demo.referenceNumber,
      issued_on: isoDay(issued),
      expires_on: isoDay(new Date(now.getTime() + demo.expiresInDays * DAY)),
      media_id: mediaId,
      status: demo.status,
      reviewed_by_user_id: demo.status === 'verified' ? admin.id : null,
      reviewed_at: demo.status === 'verified' ? new Date(sent.getTime() + DAY) : null,
      created_at: sent,
      updated_at: sent,
    });
  }
}
