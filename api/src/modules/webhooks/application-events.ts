import type { Knex } from 'knex';
import { candidateStatusLabel, statusLabel } from '@fj/shared';
import { recordWebhookEvent } from './outbox';

type ApplicationEventType = 'application.created' | 'application.status_changed' | 'application.withdrawn';

export interface ApplicationRef {
  applicationId: number;
  jobId: number;
  candidateUserId: number;
  /** The job's organisation; read from the job when the caller does not have it at hand. */
  employerId?: number;
}

/**
 * An application event, told twice in the caller's transaction: to the job's organisation with the pipeline's
 * labels, and to the candidate with the labels the candidate sees (an employer's "Shortlisted" is "In review" to them).
 */
export async function recordApplicationEvent(trx: Knex | Knex.Transaction, type: ApplicationEventType, ref: ApplicationRef, change: { from: number | null; to: number }): Promise<void> {
  const employerId = ref.employerId ?? ((await trx('jobs').where({ id: ref.jobId }).first('employer_id')) as { employer_id: number } | undefined)?.employer_id ?? null;
  const told = (label: (code: number) => string) => ({
    applicationId: ref.applicationId,
    jobId: ref.jobId,
    status: { code: change.to, label: label(change.to) },
    previousStatus: change.from === null ? null : { code: change.from, label: label(change.from) },
  });
  if (employerId !== null) await recordWebhookEvent(trx, { type, employerId, data: { ...told(statusLabel), candidateUserId: ref.candidateUserId } });
  await recordWebhookEvent(trx, { type, userId: ref.candidateUserId, data: told(candidateStatusLabel) });
}
