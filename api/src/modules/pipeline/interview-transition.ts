import type { Knex } from 'knex';
import { applicationStatus, canTransition, isOpenStatus, type ApplicationStatusCode } from '@fj/shared';
import { conflict } from '../../lib/http-error';
import { createPipelineRepo } from './pipeline.repo';
import { recordApplicationEvent } from '../webhooks';

export const INTERVIEW_TRANSITION_MESSAGES = {
  applicationNotFound: 'Application not found',
  ended: 'This application has ended (hired, rejected or withdrawn), so no interview can be booked for it.',
} as const;

export const INTERVIEW_BOOKED_REASON = 'Interview booked';

export interface InterviewTransition {
  from: number;
  to: number;
  /** False when the application already was at (or past) the interview stage: it stays where it is. */
  moved: boolean;
}

/**
 * The pipeline's side of booking an interview (docs/interviews.md), inside the caller's transaction: locks the
 * application, and moves it to `to` (1st or 2nd Interview) when the shared rules let the employer make that move,
 * with the timeline entry "Interview booked". An application already there, or further along the pipeline, stays;
 * an ended one (Hired, Rejected, Withdrew) refuses with 409 and the caller's transaction rolls back.
 */
export async function moveApplicationForInterview(
  trx: Knex.Transaction,
  input: { applicationId: number; to: ApplicationStatusCode; actorUserId: number },
): Promise<InterviewTransition> {
  const repo = createPipelineRepo(trx);
  const [locked] = await repo.lockForAction([input.applicationId], trx);
  if (!locked) throw conflict(INTERVIEW_TRANSITION_MESSAGES.applicationNotFound);
  const from = locked.status;
  if (!isOpenStatus(from) || !applicationStatus(from)) throw conflict(INTERVIEW_TRANSITION_MESSAGES.ended);
  if (!canTransition(from, input.to, 'employer')) return { from, to: from, moved: false };
  await repo.setStatus(input.applicationId, input.to, trx);
  await repo.insertEvent({ application_id: input.applicationId, actor_user_id: input.actorUserId, from_status: from, to_status: input.to, reason: INTERVIEW_BOOKED_REASON }, trx);
  await recordApplicationEvent(trx, 'application.status_changed', { applicationId: input.applicationId, jobId: locked.job_id, candidateUserId: locked.candidate_user_id, employerId: locked.employer_id }, { from, to: input.to });
  return { from, to: input.to, moved: true };
}
