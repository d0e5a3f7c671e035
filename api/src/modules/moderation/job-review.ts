import type { Knex } from 'knex';
import type { ModerationReason } from '@fj/shared';
import { MODERATION_DEFAULTS } from '../../config';
import { blockedWordsIn, contactInTitle, tooManyLinks } from './content-checks';
import { nearDuplicateOf, writeJobSignature } from './near-duplicates';
import { shinglesOf, signatureOf } from './minhash';

/**
 * A description shorter than this many shingles (about a dozen words) is not compared: two clubs can write the same
 * short line ("Coach our academy goalkeepers.") independently, and a copied advert is a full one.
 */
export const MIN_SHINGLES_FOR_DUPLICATE = 10;
import { plainText } from './text';

export interface ModerationSettings {
  /** Estimated Jaccard similarity (0..1) from which another employer's job counts as a near-duplicate. */
  duplicateThreshold: number;
  /** More distinct links than this in a description sends the job to the queue. */
  maxLinks: number;
}

export interface SubmittedJob {
  /** The job being edited; none for a new one. */
  id?: number;
  employerId: number;
  title: string;
  /** Sanitised description HTML. */
  description: string;
  /** The job is live now (an edit of a published job): an untrusted employer's approved job is not queued again for that alone. */
  live: boolean;
}

/**
 * Why a submission that asks to publish must wait for a moderator (empty: it may publish at once). Runs in the
 * submission's transaction (docs/moderation.md, "Flow").
 */
export async function reasonsToHold(trx: Knex.Transaction, job: SubmittedJob, settings: ModerationSettings = MODERATION_DEFAULTS): Promise<ModerationReason[]> {
  const reasons: ModerationReason[] = [];
  if (!job.live) {
    const employer = await trx('employers').select('trusted_at').where({ id: job.employerId }).first();
    if (!employer?.trusted_at) reasons.push({ code: 'untrusted-employer', detail: 'The employer has fewer than 2 approved jobs and no administrator has trusted it yet.' });
  }
  const text = plainText(job.description);
  if (shinglesOf(text).size >= MIN_SHINGLES_FOR_DUPLICATE) {
    const duplicate = await nearDuplicateOf(trx, { id: job.id ?? 0, employerId: job.employerId, signature: signatureOf(text) }, settings.duplicateThreshold);
    if (duplicate) reasons.push(duplicate);
  }
  const words: { word: string }[] = await trx('moderation_words').select('word').orderBy('word');
  const found = [blockedWordsIn(job.title, job.description, words.map((row) => row.word)), tooManyLinks(job.description, settings.maxLinks), contactInTitle(job.title)];
  for (const reason of found) if (reason) reasons.push(reason);
  return reasons;
}

/**
 * After a job is saved: its description's signature (every save, every mode), and the moderation columns. A held job
 * keeps its place in the queue when it was already waiting; asking to publish clears the last rejection's reason.
 */
export async function recordSubmission(
  trx: Knex.Transaction,
  jobId: number,
  input: { description: string; held: ModerationReason[] | null; wasPending: boolean; publishRequested: boolean; now: Date },
): Promise<void> {
  await writeJobSignature(trx, jobId, input.description);
  const columns: Record<string, unknown> = {};
  if (input.publishRequested) columns.rejection_reason = null;
  if (input.held && input.held.length > 0) {
    columns.moderation_reasons = JSON.stringify(input.held);
    if (!input.wasPending) columns.submitted_at = input.now;
  }
  if (Object.keys(columns).length > 0) await trx('jobs').where({ id: jobId }).update(columns);
}
