import type { Knex } from 'knex';
import {
  APPLICATION_STATUS,
  applyJobSchema,
  applySchema,
  candidateStatusLabel,
  canTransition,
  employerJobsHref,
  isApplicationStatusCode,
  jobHref,
  LIMITS,
  MESSAGES,
  missingScreeningAnswers,
  PREMIUM_APPLY_MESSAGE,
  toIsoDate,
  validateWith,
} from '@fj/shared';
import { DEFAULT_LOCALE } from '../../i18n/locale';
import { INT4_MAX } from '../../lib/schemas';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { FormRuleError, validateForm } from '../../lib/validate-form';
import type { Mailer } from '../../mail';
import type { Actor } from '../../plugins/policy-types';
import { billingPeriodOf, ensureMonthlyGrant, readCredits, resolveCreditHolder, spendCredits, type CreditBalance } from '../credits';
import { jobAccessFor } from '../jobs';
import { safeguardingCheckFor } from '../candidates/background-checks.tasks';
import type { MediaRepo } from '../media/media.repo';
import type { UsersRepo } from '../users/users.repo';
import { applicationMail } from './application-mail';
import { isUniqueViolation, type AppliedJobRow, type ApplicationsRepo, type JobForApply } from './applications.repo';
import { recordApplicationEvent } from '../webhooks';

/**
 * 402, not 403: the member may apply once their plan allows it, and the SPA treats 401/403 as "session over"
 * (§4) and would log them out.
 */
const premiumRequired = () => new HttpError(402, PREMIUM_APPLY_MESSAGE, undefined, 'premium-access-required');

export const APPLICATION_MESSAGES = {
  submitted: MESSAGES.applicationSubmitted,
  external: "Continue your application on the employer's website.",
  jobNotFound: 'Job not found',
  notAccepting: 'This job is no longer accepting applications.',
  duplicate: 'You have already applied for this job.',
  cv: 'Please choose one of your PDF CVs, or upload one.',
  notFound: 'Application not found',
  cannotWithdraw: (label: string) => `This application can no longer be withdrawn (it is ${label}).`,
  withdrawn: 'Your application has been withdrawn.',
} as const;

export interface ApplicationsServiceDeps {
  db: Knex;
  applications: ApplicationsRepo;
  users: UsersRepo;
  media: MediaRepo;
  mailer: Mailer;
  publicWebUrl: string;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

/** `POST /job-api/apply` answers: an application on this site, or the employer's own link to continue on. */
export type ApplyResult =
  | { kind: 'applied'; message: string; data: { id: number; jobId: number; status: number; statusLabel: string; appliedDate: string; standardCredits: number; premiumCredits: number } }
  | { kind: 'external'; message: string; data: { jobId: number; redirect: string } };

export interface AppliedJobItem {
  id: number;
  jobId: number;
  job_title: string;
  slug: string;
  link: string;
  job_class: 'free' | 'premium';
  employer: string;
  employerSlug: string;
  status: number;
  statusLabel: string;
  appliedDate: string;
  endDate: string;
  withdrawnDate: string | null;
  canWithdraw: boolean;
}

const toAppliedJobItem = (row: AppliedJobRow): AppliedJobItem => ({
  id: row.id,
  jobId: row.job_id,
  job_title: row.job_title,
  slug: row.job_slug,
  link: jobHref(row.job_slug),
  job_class: row.job_class,
  employer: row.employer_name,
  employerSlug: row.employer_slug,
  status: row.status,
  statusLabel: candidateStatusLabel(row.status),
  appliedDate: new Date(row.created_at).toISOString(),
  endDate: row.end_date,
  withdrawnDate: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
  canWithdraw: canTransition(row.status, APPLICATION_STATUS.WITHDREW, 'candidate'),
});

export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { applications } = deps;
  const requireSafeguardingCheck = safeguardingCheckFor(deps.db);

  /** The job a candidate may apply to: it exists, is active, and (Premium) the candidate has access. */
  async function applicableJob(actor: Actor, jobId: number, trx: Knex.Transaction): Promise<JobForApply> {
    const job = await applications.jobForApply(jobId, toIsoDate(deps.now()), trx);
    if (!job || job.status === 'draft' || job.status === 'pending') throw notFound(APPLICATION_MESSAGES.jobNotFound);
    const viewer = await deps.users.findById(actor.id, trx);
    if (!viewer) throw notFound('Account not found');
    if (!jobAccessFor({ roles: viewer.roles, membership: viewer.membership }, job)) throw premiumRequired();
    if (!job.is_active) throw new HttpError(422, APPLICATION_MESSAGES.notAccepting);
    // Jobs with children or vulnerable adults: a verified, unexpired background check (422 naming the reason otherwise).
    if (job.safeguarding_required) await requireSafeguardingCheck(actor.id, toIsoDate(deps.now()), trx);
    return job;
  }

  async function emailApplication(actor: Actor, job: JobForApply, cvTitle: string, form: { cover_note: string; answers: { question: string; answer: string }[] }) {
    const candidate = await deps.users.findById(actor.id);
    if (!candidate) return;
    try {
      await deps.mailer.send(
        applicationMail({
          to: job.external_email,
          jobTitle: job.title,
          jobUrl: `${deps.publicWebUrl}${jobHref(job.slug)}`,
          candidateName: candidate.display_name,
          candidateEmail: candidate.email,
          cvTitle,
          employerAreaUrl: `${deps.publicWebUrl}${employerJobsHref()}`,
          coverNote: form.cover_note,
          answers: form.answers,
          locale: job.employer_locale ?? DEFAULT_LOCALE,
        }),
      );
    } catch (error) {
      // The application is recorded and visible in the employer's pipeline; a mail relay failure must not undo it.
      deps.log.error({ err: error, jobId: job.id }, 'could not email an application to the employer');
    }
  }

  return {
    /**
     * One transaction: access check, the month's credit grant, one credit of the job's class spent under the
     * balance row lock, the application and its first event. External-link jobs only record the click.
     */
    async apply(actor: Actor, body: unknown): Promise<ApplyResult> {
      const target = validateWith(applyJobSchema, body);
      // Without a usable job id, report every field of the form at once.
      if (!target.ok) validateForm(applySchema, body);
      const jobId = target.ok ? target.value.jobId : 0;
      const outcome = await deps.db.transaction(async (trx) => {
        const job = await applicableJob(actor, jobId, trx);
        if (job.receive_applicants === 'exter') {
          await applications.recordClick({ job_id: job.id, user_id: actor.id, target: 'exter' }, trx);
          return { kind: 'external' as const, job };
        }
        const form = validateForm(applySchema, body);

        const cv = await deps.media.findLive(form.cv_media_id, trx);
        if (!cv || cv.owner_user_id !== actor.id || cv.kind !== 'cv' || cv.mime !== 'application/pdf') {
          throw new FormRuleError({ cv_media_id: APPLICATION_MESSAGES.cv });
        }
        const questions = Array.isArray(job.screening_questions) ? job.screening_questions : [];
        const missing = missingScreeningAnswers(questions, form.answers);
        if (Object.keys(missing).length > 0) throw new FormRuleError(missing);
        const answers = questions.map((question) => ({
          question_id: question.id,
          question: question.question,
          answer: form.answers.find((entry) => entry.question_id === question.id)?.answer?.trim() ?? '',
        }));

        if (await applications.findByJobAndCandidate(job.id, actor.id, trx)) throw conflict(APPLICATION_MESSAGES.duplicate);
        const creditKind = job.job_class === 'premium' ? 'premium' : 'standard';
        const holder = await resolveCreditHolder(trx, actor.id);
        await ensureMonthlyGrant(trx, holder.holderUserId, holder.membership, billingPeriodOf(deps.now()));

        let application;
        try {
          application = await applications.insert(
            {
              job_id: job.id,
              candidate_user_id: actor.id,
              cv_media_id: cv.id,
              cover_note: form.cover_note,
              answers,
              credit_kind: creditKind,
              channel: job.receive_applicants === 'mail' ? 'mail' : 'site',
            },
            trx,
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(APPLICATION_MESSAGES.duplicate);
          throw error;
        }
        await spendCredits(trx, {
          userId: holder.holderUserId,
          kind: creditKind,
          amount: 1,
          reason: 'application',
          ref: { type: 'application', id: application.id },
          actorUserId: actor.id,
        });
        await applications.insertEvent(
          { application_id: application.id, actor_user_id: actor.id, from_status: null, to_status: application.status, reason: 'applied' },
          trx,
        );
        await recordApplicationEvent(trx, 'application.created', { applicationId: application.id, jobId: job.id, candidateUserId: actor.id, employerId: job.employer_id }, { from: null, to: application.status });
        const credits: CreditBalance = await readCredits(trx, holder.holderUserId);
        return { kind: 'applied' as const, job, application, credits, cvTitle: cv.title, answers };
      });

      if (outcome.kind === 'external') {
        return { kind: 'external', message: APPLICATION_MESSAGES.external, data: { jobId: outcome.job.id, redirect: outcome.job.external_url } };
      }
      const { job, application, credits } = outcome;
      if (job.receive_applicants === 'mail' && job.external_email) {
        await emailApplication(actor, job, outcome.cvTitle, { cover_note: application.cover_note, answers: outcome.answers });
      }
      return {
        kind: 'applied',
        message: APPLICATION_MESSAGES.submitted,
        data: {
          id: application.id,
          jobId: job.id,
          status: application.status,
          statusLabel: candidateStatusLabel(application.status),
          appliedDate: new Date(application.created_at).toISOString(),
          standardCredits: credits.standard,
          premiumCredits: credits.premium,
        },
      };
    },

    /** `GET /job-api/get-applied-jobs`: the caller's applications, newest first, with candidate-facing labels. */
    async appliedJobs(actor: Actor, query: { offset?: number; limit?: number; status?: string; search?: string }) {
      const status = parseStatusFilter(query.status);
      const { rows, total } = await applications.appliedJobs({
        candidateUserId: actor.id,
        status,
        search: query.search?.trim() || undefined,
        offset: Math.max(query.offset ?? 0, 0),
        limit: Math.min(Math.max(query.limit ?? LIMITS.defaultPageSize, 1), LIMITS.maxPageSize),
      });
      return { data: rows.map(toAppliedJobItem), total };
    },

    /** Withdraw (status 10) an own open application; the shared transition table decides. */
    async withdraw(actor: Actor, id: number): Promise<{ id: number; status: number; statusLabel: string }> {
      return deps.db.transaction(async (trx) => {
        const application = await applications.findOwnForUpdate(id, actor.id, trx);
        if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
        const to = APPLICATION_STATUS.WITHDREW;
        if (!canTransition(application.status, to, 'candidate')) {
          throw new HttpError(422, APPLICATION_MESSAGES.cannotWithdraw(candidateStatusLabel(application.status)));
        }
        await applications.setStatus(application.id, to, { withdrawn_at: deps.now() }, trx);
        await applications.insertEvent(
          { application_id: application.id, actor_user_id: actor.id, from_status: application.status, to_status: to, reason: 'withdrawn by the candidate' },
          trx,
        );
        await recordApplicationEvent(trx, 'application.withdrawn', { applicationId: application.id, jobId: application.job_id, candidateUserId: actor.id }, { from: application.status, to });
        return { id: application.id, status: to, statusLabel: candidateStatusLabel(to) };
      });
    },

    /** `GET /get-my-applied-jobs?ids=`: the caller's own applications among the given jobs (ownership by the query). */
    async myAppliedJobs(actor: Actor, ids: string): Promise<{ jobId: number; applicationId: number; appliedAt: string }[]> {
      const jobIds = [...new Set(ids.split(',').map(Number))];
      if (jobIds.length > LIMITS.maxPageSize || jobIds.some((id) => id < 1 || id > INT4_MAX)) {
        throw new HttpError(400, 'Invalid job ids', { ids: `Give at most ${LIMITS.maxPageSize} job ids, each a positive whole number.` });
      }
      const rows = await applications.appliedMarks(actor.id, jobIds);
      return rows.map((row) => ({ jobId: row.job_id, applicationId: row.id, appliedAt: new Date(row.created_at).toISOString() }));
    },

    appliedJobsCount: (userId: number) => applications.countForCandidate(userId),
  };
}

/** `status` of the applied-jobs list: a §4 code, or empty/'all' for every status. */
function parseStatusFilter(raw: string | undefined): number | undefined {
  const value = raw?.trim();
  if (!value || value === 'all') return undefined;
  const code = Number(value);
  if (!Number.isInteger(code) || !isApplicationStatusCode(code)) {
    throw new HttpError(400, 'Unknown application status', { status: 'Use a status code from 0 to 10, or all.' });
  }
  return code;
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
