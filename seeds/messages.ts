import type { Knex } from 'knex';
import { APPLICATION_STATUS } from '@fj/shared';

/**
 * Demo conversations (docs/messages.md), run after the applications seed, with a back-and-forth history and some
 * unread on each side:
 * - on two of the demo employer's applications (Northbridge Athletic FC: `employer`, `manager` and `member` talk with
 *   two generated applicants), so every account of the team has an inbox;
 * - on the demo `candidate`'s two open applications (the applications seed sends them to Harbour City United, whose
 *   owner `employer2` answers), so the candidate has an inbox too.
 * Deterministic: the same scripts on the same applications, times counted back from now. Unread messages count as
 * already emailed, so a fresh install does not send a burst of reminders.
 */

/** `manager` and `member` speak for the employer's team accounts of those roles, or its owner when it has none. */
type Speaker = 'applicant' | 'employer' | 'manager' | 'member';

interface Script {
  /** Days before now of the first message; the others follow a few hours apart. */
  startedDaysAgo: number;
  lines: readonly [Speaker, string][];
  /** How many of the last lines each side has not read yet (lines by the other side only). */
  unreadByApplicant: number;
  unreadByEmployerSide: number;
}

const CANDIDATE_SCRIPTS: readonly Script[] = [
  {
    startedDaysAgo: 6,
    lines: [
      ['employer', 'Hi Casey, thank you for applying. We enjoyed reading about your work with the under-16s. Are you available for a short call this week?'],
      ['applicant', 'Hello, thanks for getting back to me. I am free on Wednesday after 2pm or any time on Thursday.'],
      ['manager', 'Thursday at 10:00 works for us. Our head of academy coaching will join as well.'],
      ['applicant', 'Perfect, Thursday at 10:00 it is. Should I prepare anything in particular?'],
      ['employer', 'Please bring one session plan you have delivered recently, ideally a pressing or transition drill. Directions to the training ground: https://www.openstreetmap.org/search?query=training%20ground'],
      ['applicant', 'Will do. I will bring the rondo-to-counter-press session I ran last month, with the video clips.'],
      ['member', 'Great. Reception will have your name; parking is free behind the main stand.'],
    ],
    unreadByApplicant: 1,
    unreadByEmployerSide: 0,
  },
  {
    startedDaysAgo: 3,
    lines: [
      ['applicant', 'Good morning, I wanted to check whether the role includes matchday duties at weekends.'],
      ['manager', 'Morning Casey. Yes: one matchday per weekend on average, with a day off in lieu during the week.'],
      ['applicant', 'Thanks, that is fine for me. Is there support with the UEFA A licence course?'],
      ['employer', 'We fund half of the course fee after the probation period, and give study leave for the residential blocks.'],
      ['applicant', 'That is really helpful, thank you. One last question: when would you expect the new coach to start?'],
    ],
    unreadByApplicant: 0,
    unreadByEmployerSide: 1,
  },
];

const APPLICANT_SCRIPTS: readonly Script[] = [
  {
    startedDaysAgo: 4,
    lines: [
      ['member', 'Thanks for your application. Could you send us two references from clubs you worked with?'],
      ['applicant', 'Of course. My head of department at my current club and the academy manager at my previous one are happy to be contacted.'],
      ['member', 'Thank you. Please share their email addresses and we will reach out this week.'],
      ['applicant', 'I have sent them by email to the recruitment address.'],
      ['applicant', 'I am also happy to share my coaching portfolio and a few session videos if that helps.'],
    ],
    unreadByApplicant: 0,
    unreadByEmployerSide: 2,
  },
  {
    startedDaysAgo: 2,
    lines: [
      ['manager', 'We have shortlisted you for the next stage: a practical session with our under-14s. Does next Tuesday suit you?'],
      ['applicant', 'Yes, Tuesday suits me. What time should I arrive, and how many players will be in the group?'],
      ['manager', 'Please arrive at 17:30 for an 18:00 start. Expect 16 outfield players and two goalkeepers.'],
    ],
    unreadByApplicant: 1,
    unreadByEmployerSide: 0,
  },
];

const HOUR = 3_600_000;

export async function seedDemoMessages(trx: Knex.Transaction, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const ids = new Map<string, { id: number; employer_id: number | null }>(
    (await trx('users').whereIn('username', ['employer', 'candidate']).select('username', 'id', 'employer_id')).map((row: { username: string; id: number; employer_id: number | null }) => [row.username, row]),
  );
  const demoEmployerId = ids.get('employer')?.employer_id;
  const candidate = ids.get('candidate');
  if (!demoEmployerId || !candidate) throw new Error('Demo messages: run after the demo accounts');

  const applications = () => trx('applications as a').join('jobs as j', 'j.id', 'a.job_id').select('a.id', 'a.candidate_user_id', 'j.employer_id');
  const candidateApplications: SeedApplication[] = await applications()
    .where('a.candidate_user_id', candidate.id)
    .whereNotIn('a.status', [APPLICATION_STATUS.REJECTED, APPLICATION_STATUS.WITHDREW])
    .orderBy([{ column: 'a.status', order: 'desc' }, { column: 'a.id' }])
    .limit(CANDIDATE_SCRIPTS.length);
  const teamApplications: SeedApplication[] = await applications()
    .where('j.employer_id', demoEmployerId)
    .whereNot('a.candidate_user_id', candidate.id)
    .whereIn('a.status', [APPLICATION_STATUS.SHORT_LISTED, APPLICATION_STATUS.FIRST_INTERVIEW])
    .orderBy('a.id')
    .limit(APPLICANT_SCRIPTS.length);

  const planned = [
    ...teamApplications.map((application, index) => ({ application, script: APPLICANT_SCRIPTS[index]! })),
    ...candidateApplications.map((application, index) => ({ application, script: CANDIDATE_SCRIPTS[index]! })),
  ];
  for (const { application, script } of planned) await seedThread(trx, application, script, now);
}

interface SeedApplication {
  id: number;
  candidate_user_id: number;
  employer_id: number;
}

async function seedThread(trx: Knex.Transaction, application: SeedApplication, script: Script, now: Date): Promise<void> {
  // The employer side: every live account of the employer with an employer role (as the application policy says).
  const team: { id: number; roles: string[] }[] = await trx('users')
    .where({ employer_id: application.employer_id })
    .whereNull('deleted_at')
    .whereRaw(`roles && ARRAY['employer','team_manager','team_member']::text[]`)
    .orderBy('id')
    .select('id', 'roles');
  const owner = team.find((account) => account.roles.includes('employer')) ?? team[0];
  if (!owner) throw new Error(`Demo messages: employer ${application.employer_id} has no account`);
  const withRole = (role: string) => (team.find((account) => account.roles.includes(role)) ?? owner).id;
  const authorOf: Record<Speaker, number> = { applicant: application.candidate_user_id, employer: owner.id, manager: withRole('team_manager'), member: withRole('team_member') };

  const started = now.getTime() - script.startedDaysAgo * 24 * HOUR;
  const times = script.lines.map((_, index) => new Date(started + index * 3 * HOUR));
  const [thread] = await trx('message_threads').insert({ context: 'application', context_id: application.id, created_at: times[0] }).returning(['id']);
  const threadId = Number(thread.id);
  const messageIds: number[] = (
    await trx('messages')
      .insert(script.lines.map(([speaker, body], index) => ({ thread_id: threadId, author_user_id: authorOf[speaker], body, created_at: times[index] })))
      .returning(['id'])
  ).map((row: { id: number | string }) => Number(row.id));
  const lastId = messageIds.at(-1)!;
  const lastAt = times.at(-1)!;
  await trx('message_threads').where({ id: threadId }).update({ last_message_id: lastId, last_message_at: lastAt });

  const participants = [
    { userId: application.candidate_user_id, side: 'applicant', unread: script.unreadByApplicant },
    ...team.map((account) => ({ userId: account.id, side: 'employer', unread: script.unreadByEmployerSide })),
  ];
  await trx('message_participants').insert(
    participants.map(({ userId, side, unread }) => ({
      thread_id: threadId,
      user_id: userId,
      side,
      last_message_at: lastAt,
      // The last `unread` lines are by the other side (the scripts are written so); everything before them is read.
      last_read_message_id: unread === 0 ? lastId : messageIds[messageIds.length - unread - 1] ?? 0,
      unread_count: unread,
      mailed_through_message_id: lastId,
      last_mailed_at: unread === 0 ? null : lastAt,
    })),
  );
}
