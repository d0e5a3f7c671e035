import type { Knex } from 'knex';
import { editJobHref, type ModerationJobDto, type ModerationQueueStatus, type ModerationReason } from '@fj/shared';
import { isLocale } from '../../i18n/locale';
import { HttpError, notFound } from '../../lib/http-error';
import type { Mailer } from '../../mail';
import type { Actor } from '../../plugins/policy-types';
import { recordAudit } from '../audit';
import { billingPeriodOf, CREDITS_EXHAUSTED_CODE, ensureMonthlyGrant, grantCredits, resolveCreditHolder, spendCredits } from '../credits';
import { createJobsRepo } from '../jobs/jobs.repo';
import type { ModerationRepo, QueueRow } from './moderation.repo';
import { renderJobRejectedMail } from './rejection-mail';

/** An employer becomes trusted (publishes without the queue) after this many approved jobs. */
export const APPROVALS_TO_TRUST = 2;

export const MODERATION_MESSAGES = {
  notPending: (status: string) => `Only a job waiting for review can be approved or rejected; this one is ${status}.`,
  deadlinePassed: 'The deadline of this job has passed: the employer must set a new one before it can be published.',
  noCredit: (what: string) => `The employer has no ${what} left, so the job cannot be published. It stays in the queue until they have one.`,
  reasonRequired: 'Please give the employer a reason (they read it in the email).',
  reasonTooLong: 'The reason can be at most 1000 characters.',
  wordRequired: 'Please enter a word or phrase.',
  wordTooLong: 'A word or phrase can be at most 100 characters.',
  wordExists: 'This word is already on the list.',
  wordNotFound: 'Word not found',
  employerNotFound: 'Employer not found',
  approved: 'The job is published.',
  rejected: 'The job was sent back to the employer as a draft.',
} as const;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toModerationJobDto(row: QueueRow): ModerationJobDto {
  return {
    ID: row.id,
    job_title: row.title,
    slug: row.slug,
    employerId: row.employer_id,
    employerName: row.employer_name,
    employerTrusted: row.trusted_at !== null,
    employerApprovedJobs: Number(row.approved_job_count),
    job_class: row.job_class,
    job_description: row.description,
    submittedAt: iso(row.submitted_at),
    reasons: (row.moderation_reasons ?? []) as ModerationReason[],
    status: row.status,
    moderatedAt: iso(row.moderated_at),
    moderatedBy: row.moderated_by,
    rejectionReason: row.rejection_reason,
  };
}

export interface ModerationServiceDeps {
  db: Knex;
  repo: ModerationRepo;
  mailer: Mailer;
  publicWebUrl: string;
  now: () => Date;
}

export function createModerationService(deps: ModerationServiceDeps) {
  const { db, repo } = deps;
  const jobs = createJobsRepo(db);

  async function decided(id: number, trx: Knex.Transaction) {
    return toModerationJobDto((await repo.queueRow(id, trx))!);
  }

  async function lockPending(trx: Knex.Transaction, id: number) {
    const job = await repo.lockJob(trx, id);
    if (!job) throw notFound('Job not found');
    if (job.status !== 'pending') throw new HttpError(409, MODERATION_MESSAGES.notPending(job.status));
    return job;
  }

  async function trustOf(conn: Knex | Knex.Transaction, employerId: number) {
    const row = await repo.employerTrust(conn, employerId);
    if (!row) throw notFound(MODERATION_MESSAGES.employerNotFound);
    return { employerId: row.id, trusted: row.trusted_at !== null, trustedReason: row.trusted_reason, trustedAt: iso(row.trusted_at), approvedJobs: Number(row.approved_job_count) };
  }

  return {
    async list(status: ModerationQueueStatus, offset: number, limit: number) {
      const { rows, total } = await repo.queuePage(status, offset, limit);
      return { data: rows.map(toModerationJobDto), total };
    },

    /**
     * Publishes a pending job: post_date now (so it is new to lists, feeds and alerts from this moment), the credit
     * spent from the employer's holder, the employer's approvals counted (trusted at APPROVALS_TO_TRUST), an event
     * (which records job.published for webhooks) and an audit row, all in one transaction.
     */
    async approve(actor: Actor, id: number): Promise<ModerationJobDto> {
      return db.transaction(async (trx) => {
        const job = await lockPending(trx, id);
        const now = deps.now();
        if (job.end_date < now.toISOString().slice(0, 10)) throw new HttpError(422, MODERATION_MESSAGES.deadlinePassed);
        if (!(job.credited_class === job.job_class || (job.credited_class === 'premium' && job.job_class === 'free'))) {
          const holder = await resolveCreditHolder(trx, job.posted_by_user_id ?? job.owner_user_id);
          await ensureMonthlyGrant(trx, holder.holderUserId, holder.membership, billingPeriodOf(now));
          const kind = job.job_class === 'premium' ? 'premium' : 'standard';
          try {
            await spendCredits(trx, { userId: holder.holderUserId, kind, amount: 1, reason: 'job_post', ref: { type: 'job', id }, actorUserId: actor.id });
          } catch (error) {
            if (error instanceof HttpError && error.code === CREDITS_EXHAUSTED_CODE) {
              throw new HttpError(422, MODERATION_MESSAGES.noCredit(kind === 'premium' ? 'premium credit' : 'standard credit'), undefined, CREDITS_EXHAUSTED_CODE);
            }
            throw error;
          }
          await jobs.setCreditedClass(id, job.job_class, trx);
        }
        await trx('jobs').where({ id }).update({ status: 'publish', post_date: now, modified_at: now, moderated_at: now, moderated_by_user_id: actor.id, rejection_reason: null });
        const [employer] = await trx('employers').where({ id: job.employer_id }).increment('approved_job_count', 1).returning(['approved_job_count', 'trusted_at']);
        const becameTrusted = employer.trusted_at === null && Number(employer.approved_job_count) >= APPROVALS_TO_TRUST;
        if (becameTrusted) await trx('employers').where({ id: job.employer_id }).update({ trusted_at: now, trusted_reason: 'approved-jobs', trusted_by_user_id: null });
        await jobs.recordEvent({ actorUserId: actor.id, jobId: id, action: 'moderation.approve', from: 'pending', to: 'publish' }, trx);
        await recordAudit(trx, { actorUserId: actor.id, action: 'job.approve', targetType: 'job', targetId: id, before: { status: 'pending' }, after: { status: 'publish', ...(becameTrusted ? { employerTrusted: true } : {}) } });
        return decided(id, trx);
      });
    },

    /**
     * Sends a pending job back as a draft with the reason: a credit it had been charged is returned, and its poster
     * is emailed in their language. The email is sent before the commit: a failed send leaves the job pending.
     */
    async reject(actor: Actor, id: number, reason: string): Promise<ModerationJobDto> {
      return db.transaction(async (trx) => {
        const job = await lockPending(trx, id);
        const now = deps.now();
        if (job.credited_class !== null) {
          const holder = await resolveCreditHolder(trx, job.posted_by_user_id ?? job.owner_user_id);
          await grantCredits(trx, { userId: holder.holderUserId, kind: job.credited_class === 'premium' ? 'premium' : 'standard', amount: 1, reason: 'job_post_refund', ref: { type: 'job', id }, actorUserId: actor.id });
          await trx('jobs').where({ id }).update({ credited_class: null });
        }
        await trx('jobs').where({ id }).update({ status: 'draft', modified_at: now, moderated_at: now, moderated_by_user_id: actor.id, rejection_reason: reason });
        await jobs.recordEvent({ actorUserId: actor.id, jobId: id, action: 'moderation.reject', from: 'pending', to: 'draft', details: { reason } }, trx);
        await recordAudit(trx, { actorUserId: actor.id, action: 'job.reject', targetType: 'job', targetId: id, before: { status: 'pending' }, after: { status: 'draft', reason, creditReturned: job.credited_class !== null } });
        const poster = await trx('users')
          .select('email', 'display_name', 'locale')
          .whereIn('id', [job.posted_by_user_id ?? job.owner_user_id, job.owner_user_id])
          .whereNull('deleted_at')
          .orderByRaw('id = ? DESC', [job.posted_by_user_id ?? job.owner_user_id])
          .first();
        if (poster) {
          await deps.mailer.send(renderJobRejectedMail({
            to: poster.email,
            name: poster.display_name,
            title: job.title,
            reason,
            editUrl: `${deps.publicWebUrl}${editJobHref(id)}`,
            locale: isLocale(poster.locale) ? poster.locale : 'en',
          }));
        }
        return decided(id, trx);
      });
    },

    words: async () => (await repo.words()).map((row) => ({ id: row.id, word: row.word, created: new Date(row.created_at).toISOString() })),

    async addWord(actor: Actor, raw: string) {
      const word = raw.trim().replace(/\s+/g, ' ').toLowerCase();
      await db.transaction(async (trx) => {
        const row = await repo.addWord(trx, word, actor.id);
        if (!row) throw new HttpError(409, MODERATION_MESSAGES.wordExists, { word: MODERATION_MESSAGES.wordExists });
        await recordAudit(trx, { actorUserId: actor.id, action: 'moderation.word.add', targetType: 'moderation_word', targetId: row.id, after: { word } });
      });
      return this.words();
    },

    async removeWord(actor: Actor, id: number) {
      await db.transaction(async (trx) => {
        const row = await repo.removeWord(trx, id);
        if (!row) throw notFound(MODERATION_MESSAGES.wordNotFound);
        await recordAudit(trx, { actorUserId: actor.id, action: 'moderation.word.remove', targetType: 'moderation_word', targetId: id, before: { word: row.word } });
      });
      return this.words();
    },

    trustOf: (employerId: number) => trustOf(db, employerId),

    /** An administrator trusts an employer (or takes trust away); audited. Taking it away keeps the approvals count. */
    async setTrust(actor: Actor, employerId: number, trusted: boolean) {
      return db.transaction(async (trx) => {
        const before = await trustOf(trx, employerId);
        if (before.trusted !== trusted) {
          await trx('employers').where({ id: employerId }).update(
            trusted ? { trusted_at: deps.now(), trusted_reason: 'administrator', trusted_by_user_id: actor.id } : { trusted_at: null, trusted_reason: null, trusted_by_user_id: null },
          );
          await recordAudit(trx, { actorUserId: actor.id, action: 'employer.trust', targetType: 'employer', targetId: employerId, before: { trusted: before.trusted, reason: before.trustedReason }, after: { trusted, reason: trusted ? 'administrator' : null } });
        }
        return trustOf(trx, employerId);
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
