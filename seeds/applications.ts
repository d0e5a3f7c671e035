import type { Knex } from 'knex';
import { APPLICATION_STATUS, APPLICATION_STATUSES, MEMBERSHIP_CREDITS, type Membership } from '@fj/shared';

/**
 * Demo applications, credits and job alerts (run after the candidates and jobs seeds, in the same transaction).
 *
 * - Applications in every §4 status: eleven active on-site jobs (eight of Northbridge Athletic FC, three of
 *   Harbour City United) each get one applicant per status from the generated candidates, with the event trail
 *   (applied, then the move to the status by the employer — or by the candidate for Withdrew).
 * - The demo candidate has three earlier applications (Received, Short Listed, Rejected) to older jobs, so
 *   Jobs Applied has content and the newest jobs are still open to apply to.
 * - Credits follow the ledger rules: seeded history is paid from a `demo_seed` grant of exactly what it spent, and
 *   the demo accounts (the candidate and every employer account owner) get this billing month's §9 allowance.
 * - Two job alerts for the demo candidate.
 */
export async function seedDemoApplications(trx: Knex.Transaction, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const period = today.slice(0, 7);

  const candidate = await trx('users').where({ username: 'candidate' }).first<{ id: number; membership: string }>('id', 'membership');
  const northbridge = await employerIdOf(trx, 'employer');
  const harbour = await employerIdOf(trx, 'employer2');
  if (!candidate || northbridge === undefined || harbour === undefined) throw new Error('Demo applications: run after the demo accounts');

  const activeSiteJobs = (employerId: number) =>
    trx('jobs')
      .select('id', 'job_class', 'screening_questions', 'employer_id')
      .where({ employer_id: employerId, status: 'publish', receive_applicants: 'site' })
      .where('end_date', '>=', today)
      .orderBy('id') as Promise<SeedJob[]>;
  const [northbridgeJobs, harbourJobs] = await Promise.all([activeSiteJobs(northbridge), activeSiteJobs(harbour)]);
  const pipelineJobs = [...northbridgeJobs.slice(0, 8), ...harbourJobs.slice(0, 3)];
  const applicants: { id: number }[] = await trx('users')
    .select('id')
    .whereRaw(`roles @> ARRAY['candidate']::text[]`)
    .whereNot({ id: candidate.id })
    .orderBy('id')
    .limit(pipelineJobs.length * APPLICATION_STATUSES.length);

  const owners = new Map<number, number>(
    (await trx('employers').select('id', 'owner_user_id').whereIn('id', [northbridge, harbour])).map((row: { id: number; owner_user_id: number }) => [row.id, row.owner_user_id]),
  );

  const planned: PlannedApplication[] = [];
  if (applicants.length) pipelineJobs.forEach((job, jobIndex) => {
    APPLICATION_STATUSES.forEach((status, statusIndex) => {
      const applicant = applicants[(jobIndex * APPLICATION_STATUSES.length + statusIndex) % applicants.length]!;
      planned.push({ job, candidateUserId: applicant.id, status: status.code, cvMediaId: null, daysAgo: 2 + ((jobIndex + statusIndex) % 12) });
    });
  });

  // The demo candidate's own history goes to the oldest active jobs, newest ones stay open for the demo journey.
  const candidateCvs: number[] = await trx('media').where({ owner_user_id: candidate.id, kind: 'cv' }).whereNull('deleted_at').orderBy('id').pluck('id');
  const taken = new Set(pipelineJobs.map((job) => job.id));
  const olderJobs = [...northbridgeJobs, ...harbourJobs].filter((job) => !taken.has(job.id) && job.job_class === 'free').slice(-3);
  const candidateStatuses = [APPLICATION_STATUS.RECEIVED, APPLICATION_STATUS.SHORT_LISTED, APPLICATION_STATUS.REJECTED];
  olderJobs.forEach((job, index) => {
    planned.push({ job, candidateUserId: candidate.id, status: candidateStatuses[index]!, cvMediaId: candidateCvs[0] ?? null, daysAgo: 20 + index * 3 });
  });

  const rows: { id: number }[] = planned.length === 0 ? [] : await trx('applications')
    .insert(
      planned.map((entry) => {
        const appliedAt = new Date(now.getTime() - entry.daysAgo * 86_400_000);
        return {
          job_id: entry.job.id,
          candidate_user_id: entry.candidateUserId,
          status: entry.status,
          cv_media_id: entry.cvMediaId,
          cover_note: entry.candidateUserId === candidate.id ? 'I would love to bring my coaching and analysis experience to your club.' : '',
          answers: JSON.stringify(answersFor(entry.job)),
          credit_kind: entry.job.job_class === 'premium' ? 'premium' : 'standard',
          channel: 'site',
          created_at: appliedAt,
          updated_at: entry.status === APPLICATION_STATUS.RECEIVED ? appliedAt : new Date(appliedAt.getTime() + 86_400_000),
          withdrawn_at: entry.status === APPLICATION_STATUS.WITHDREW ? new Date(appliedAt.getTime() + 86_400_000) : null,
        };
      }),
    )
    .returning(['id']);

  const events: Record<string, unknown>[] = [];
  planned.forEach((entry, index) => {
    const applicationId = rows[index]!.id;
    const appliedAt = new Date(now.getTime() - entry.daysAgo * 86_400_000);
    events.push({ application_id: applicationId, actor_user_id: entry.candidateUserId, from_status: null, to_status: 0, reason: 'applied', created_at: appliedAt });
    if (entry.status === APPLICATION_STATUS.RECEIVED) return;
    const byCandidate = entry.status === APPLICATION_STATUS.WITHDREW;
    events.push({
      application_id: applicationId,
      actor_user_id: byCandidate ? entry.candidateUserId : owners.get(entry.job.employer_id) ?? null,
      from_status: 0,
      to_status: entry.status,
      reason: byCandidate ? 'withdrawn by the candidate' : 'demo pipeline',
      created_at: new Date(appliedAt.getTime() + 86_400_000),
    });
  });
  if (events.length) await trx('application_events').insert(events);

  await seedCredits(trx, planned, rows, candidate.id, period);

  await trx('job_alerts').insert([
    { user_id: candidate.id, alert_name: 'Coaching roles', alert_email: 'candidate@example.com', alert_frequency: 7, alert_category: 'coaching-performance' },
    { user_id: candidate.id, alert_name: 'Analyst and scouting jobs', alert_email: 'candidate@example.com', alert_frequency: 1, alert_category: 'analysts-recruitment-scouting' },
  ]);
}

interface SeedJob {
  id: number;
  job_class: string;
  employer_id: number;
  screening_questions: { id: string; question: string; required: boolean }[] | string;
}

interface PlannedApplication {
  job: SeedJob;
  candidateUserId: number;
  status: number;
  cvMediaId: number | null;
  daysAgo: number;
}

async function employerIdOf(trx: Knex.Transaction, ownerUsername: string): Promise<number | undefined> {
  const row = await trx('employers as e').join('users as u', 'u.id', 'e.owner_user_id').where('u.username', ownerUsername).first('e.id');
  return row?.id;
}

function answersFor(job: SeedJob) {
  const questions = typeof job.screening_questions === 'string' ? JSON.parse(job.screening_questions) : job.screening_questions;
  return (questions ?? []).map((question: { id: string; question: string }) => ({ question_id: question.id, question: question.question, answer: 'Yes' }));
}

/** Ledger rows for the seeded history (a demo_seed grant of exactly what was spent) and this month's allowance. */
async function seedCredits(trx: Knex.Transaction, planned: PlannedApplication[], rows: { id: number }[], candidateId: number, period: string) {
  const balances = new Map<number, { standard: number; premium: number }>();
  const ledger: Record<string, unknown>[] = [];
  const balanceOf = (userId: number) => balances.get(userId) ?? balances.set(userId, { standard: 0, premium: 0 }).get(userId)!;
  const spentBy = new Map<number, { standard: number; premium: number }>();
  for (const entry of planned) {
    const spent = spentBy.get(entry.candidateUserId) ?? { standard: 0, premium: 0 };
    spent[entry.job.job_class === 'premium' ? 'premium' : 'standard'] += 1;
    spentBy.set(entry.candidateUserId, spent);
  }
  for (const [userId, spent] of spentBy) {
    for (const kind of ['standard', 'premium'] as const) {
      if (spent[kind] === 0) continue;
      ledger.push({ user_id: userId, kind, delta: spent[kind], balance_after: spent[kind], reason: 'demo_seed', period: null });
      balanceOf(userId)[kind] = spent[kind];
    }
  }
  planned.forEach((entry, index) => {
    const kind = entry.job.job_class === 'premium' ? 'premium' : 'standard';
    const balance = balanceOf(entry.candidateUserId);
    balance[kind] -= 1;
    ledger.push({ user_id: entry.candidateUserId, kind, delta: -1, balance_after: balance[kind], reason: 'application', ref_type: 'application', ref_id: String(rows[index]!.id), actor_user_id: entry.candidateUserId });
  });

  const holders: { id: number; membership: string }[] = await trx('users')
    .select('id', 'membership')
    .where({ id: candidateId })
    .orWhereIn('id', trx('employers').select('owner_user_id'));
  for (const holder of holders) {
    const allowance = MEMBERSHIP_CREDITS[holder.membership as Membership] ?? MEMBERSHIP_CREDITS.FREE;
    const balance = balanceOf(holder.id);
    for (const kind of ['standard', 'premium'] as const) {
      balance[kind] += allowance[kind];
      ledger.push({ user_id: holder.id, kind, delta: allowance[kind], balance_after: balance[kind], reason: 'monthly_grant', period });
    }
  }
  await trx('credit_balances').insert([...balances].map(([userId, balance]) => ({ user_id: userId, ...balance })));
  for (let start = 0; start < ledger.length; start += 500) await trx('credit_ledger').insert(ledger.slice(start, start + 500));
}
