import type { Knex } from 'knex';
import { APPLICATION_STATUS } from '@fj/shared';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Open applications not yet at an interview stage: Received, Viewed, Interested, Screened, Short Listed. */
const BEFORE_INTERVIEWS: readonly number[] = [0, 1, 6, 7, 3];

interface SeedApplication {
  id: number;
  job_id: number;
  employer_id: number;
  candidate_user_id: number;
  status: number;
}

/**
 * Demo interviews (docs/interviews.md), after the applications seed, in the same transaction. Times are whole hours
 * on days counted from the seed day's midnight (UTC), so every run writes the same clock times, always ahead:
 * - the demo `candidate`'s Short Listed application: a booked video interview (the application moves to
 *   1st Interview with the timeline entry a booking writes);
 * - the demo `candidate`'s Received application: an on-site interview with three times to choose from;
 * - the first UNLIMITED candidate with an open application to Northbridge Athletic FC: an interview request with two
 *   proposed times, for the demo employer to accept or decline in the pipeline.
 */
export async function seedDemoInterviews(trx: Knex.Transaction, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (days: number, hour: number) => new Date(midnight + days * DAY + hour * HOUR);

  const candidate = await trx('users').where({ username: 'candidate' }).first<{ id: number }>('id');
  const northbridge = await trx('employers as e').join('users as u', 'u.id', 'e.owner_user_id').where('u.username', 'employer').first<{ id: number }>('e.id');
  if (!candidate || !northbridge) throw new Error('Demo interviews: run after the demo accounts and applications');

  const applications = (conn: Knex.Transaction) =>
    conn('applications as a').join('jobs as j', 'j.id', 'a.job_id').select('a.id', 'a.job_id', 'j.employer_id', 'a.candidate_user_id', 'a.status').orderBy('a.id');
  const own: SeedApplication[] = await applications(trx).where('a.candidate_user_id', candidate.id);
  const shortListed = own.find((row) => row.status === APPLICATION_STATUS.SHORT_LISTED);
  const received = own.find((row) => row.status === APPLICATION_STATUS.RECEIVED);

  const interviewersOf = async (employerId: number): Promise<number[]> =>
    trx('users')
      .where({ employer_id: employerId })
      .whereNull('deleted_at')
      .whereRaw(`roles && ARRAY['employer', 'team_member']::text[]`)
      .orderBy('id')
      .pluck('id');

  const insert = async (application: SeedApplication, fields: Record<string, unknown>, slots: Date[], createdBy: number) => {
    const [row] = await trx('interviews')
      .insert({
        application_id: application.id,
        job_id: application.job_id,
        employer_id: application.employer_id,
        candidate_user_id: application.candidate_user_id,
        uid: `demo-interview-${application.id}@football-jobs.demo`,
        created_by: createdBy,
        created_at: new Date(now.getTime() - 2 * DAY),
        updated_at: new Date(now.getTime() - DAY),
        ...fields,
      })
      .returning('id');
    const id = Number((row as { id: number }).id);
    await trx('interview_slots').insert(slots.map((starts_at) => ({ interview_id: id, starts_at })));
    return id;
  };

  if (shortListed) {
    const interviewers = await interviewersOf(shortListed.employer_id);
    const start = at(3, 10);
    const id = await insert(
      shortListed,
      {
        origin: 'employer',
        kind: 'video',
        video_url: 'https://meet.example.com/northbridge-interview',
        duration_minutes: 45,
        status: 'booked',
        message: 'A first conversation about the role and your coaching experience.',
        booked_start: start,
        booked_end: new Date(start.getTime() + 45 * 60_000),
        booked_at: new Date(now.getTime() - DAY),
        round: 1,
        sequence: 1,
      },
      [start, at(4, 14)],
      interviewers[0]!,
    );
    await trx('interview_interviewers').insert(interviewers.map((user_id) => ({ interview_id: id, user_id })));
    await trx('applications').where({ id: shortListed.id }).update({ status: APPLICATION_STATUS.FIRST_INTERVIEW, updated_at: new Date(now.getTime() - DAY) });
    await trx('application_events').insert({
      application_id: shortListed.id,
      actor_user_id: candidate.id,
      from_status: APPLICATION_STATUS.SHORT_LISTED,
      to_status: APPLICATION_STATUS.FIRST_INTERVIEW,
      reason: 'Interview booked',
      created_at: new Date(now.getTime() - DAY),
    });
  }

  if (received) {
    const interviewers = await interviewersOf(received.employer_id);
    const id = await insert(
      received,
      {
        origin: 'employer',
        kind: 'onsite',
        location: 'Training ground, meeting room 1',
        duration_minutes: 60,
        status: 'proposed',
        message: 'Please choose the time that suits you best; we will show you around the facilities too.',
      },
      [at(5, 9), at(5, 14), at(6, 11)],
      interviewers[0]!,
    );
    await trx('interview_interviewers').insert(interviewers.slice(0, 1).map((user_id) => ({ interview_id: id, user_id })));
  }

  const unlimitedApplicant: SeedApplication | undefined = (
    await applications(trx).join('users as u', 'u.id', 'a.candidate_user_id').where({ 'j.employer_id': northbridge.id, 'u.membership': 'UNLIMITED' }).whereNot('a.candidate_user_id', candidate.id)
  ).find((row: SeedApplication) => BEFORE_INTERVIEWS.includes(row.status));
  if (unlimitedApplicant) {
    await insert(
      unlimitedApplicant,
      { origin: 'candidate', kind: 'phone', duration_minutes: 60, status: 'requested', message: 'I would welcome a call about the role; these mornings suit me.' },
      [at(7, 10), at(8, 9)],
      unlimitedApplicant.candidate_user_id,
    );
  }
}
