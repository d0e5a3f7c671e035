import type { Knex } from 'knex';
import { ROUTES } from '@fj/shared';
import type { NoticeContext } from './interview-notices';
import type { InterviewsRepo } from './interviews.repo';

export interface ContextSettings {
  publicWebUrl: string;
  /** ORGANIZER address of invites; reminders carry none and pass ''. */
  organizerEmail: string;
  now: () => Date;
}

/** The interview's names, slots and people, as the emails of a change need them (read inside its transaction). */
export async function loadNoticeContext(repo: InterviewsRepo, id: number, settings: ContextSettings, trx: Knex.Transaction): Promise<NoticeContext> {
  const interview = await repo.detail(id, trx);
  if (!interview) throw new Error(`Interview ${id} vanished inside its own transaction`);
  // One after the other: a transaction is one connection, which runs one query at a time.
  const slots = await repo.slotsOf([id], trx);
  const interviewers = await repo.interviewersOf([id], trx);
  const candidate = await repo.recipient(interview.candidate_user_id, trx);
  return {
    interview,
    slots: slots.get(id) ?? [],
    parties: {
      organizer: { name: interview.employer_name, email: settings.organizerEmail },
      // A deleted candidate account has no address: its emails are skipped (an empty `to` is never queued).
      candidate: candidate ?? { id: interview.candidate_user_id, name: interview.candidate_name, email: '', locale: 'en', timezone: null },
      interviewers: interviewers.get(id) ?? [],
    },
    links: {
      candidateInterviews: new URL(ROUTES.candidateInterviews, settings.publicWebUrl).toString(),
      pipeline: new URL(ROUTES.employerApplications.replace(':id', String(interview.job_id)), settings.publicWebUrl).toString(),
    },
    now: settings.now(),
  };
}
