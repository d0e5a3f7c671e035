import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { LIMITS, createJobPostSchema, hasPermission, parseFlexibleDate, toIsoDate, type JobPostValues } from '@fj/shared';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { SLUG_CONSTRAINTS, slugify, uniqueSlug, withFreeSlug } from '../../lib/slug';
import { FormRuleError, validateForm } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import { billingPeriodOf, creditsExhausted, ensureMonthlyGrant, resolveCreditHolder, spendCredits } from '../credits';
import { moderationStates, reasonsToHold, recordSubmission, type ModerationSettings } from '../moderation';
import { createCoalescer } from './coalesce';
import { jobAccessFor } from './job-access';
import { canChangeJobStatus, isActiveJob, isJobStatus, STATUS_ALIASES, type JobStatus } from './job-lifecycle';
import type { JobSearchFilters, JobSearchRepo, JobSort, SearchRecord } from './job-search.repo';
import { locationSuggestions } from './location-suggestions';
import { toHighlighted } from './search-highlight';
import { toJobDetail, toJobPostForm, toListingItem } from './jobs.mapper';
import type { JobRecord, JobsRepo, JobWrite } from './jobs.repo';
import { recordAudit } from '../audit';

export interface JobsServiceDeps {
  db: Knex;
  jobs: JobsRepo;
  search: JobSearchRepo;
  now: () => Date;
  /** The moderation detectors' settings (docs/moderation.md); default MODERATION_DEFAULTS. */
  moderation?: ModerationSettings;
}

export const JOB_MESSAGES = {
  hidden: 'A moderator has hidden this job after a report, so it cannot be edited or republished. Please contact us if you think this is a mistake.',
  notFound: 'Job not found',
  notYours: 'This job belongs to another employer.',
  noEmployer: 'Your account does not belong to an employer, so it cannot post jobs.',
  unknownEmployer: 'Please choose an existing employer.',
  badStatus: (status: string) => `Unknown job status '${status}'. Use one of: publish (active), closed (in-active), filled, draft.`,
  transition: (from: string, to: string) => `A job that is ${from} cannot be changed to ${to}.`,
  deadlinePassed: 'The deadline of this job has passed. Edit the job and set a new deadline before publishing it again.',
  created: 'Job posted successfully.',
  saved: 'Job updated successfully.',
  inReview: 'Your job was submitted for review. A moderator checks it before it is published; no credit is spent until it is approved.',
  awaitingReview: 'This job is waiting for a moderator. It is published once approved.',
  useModerationQueue: 'This job is waiting for review: approve or reject it in the moderation queue, which spends or returns its credit and tells the employer.',
} as const;

/** A job post that passed the submit-job rules: the form's values and the sanitized description. */
export interface CheckedJobPost {
  values: JobPostValues;
  description: string;
}

interface SaveOptions {
  mode: 'own' | 'any';
  /** The job to edit; none creates one. */
  jobId?: number;
  /** The request body, where mode 'any' finds its employer. */
  body?: Record<string, unknown>;
  /** Further columns written with the job (the ATS import's reference and fingerprint). */
  columns?: { external_reference: string; import_fingerprint: string };
  /** An edit may publish a closed job again (the import brings back a job its feed had dropped). */
  reopenClosed?: boolean;
  /** Recorded in the job's event: where the change came from. */
  via?: 'import';
  /** Shared by the saves of one import (see CreditMemo). */
  credits?: CreditMemo;
}

/**
 * What a run of saves by one caller (an ATS import) need not look up again: the credit holder, and the billing month
 * whose allowance a committed save has already ensured. A save sets `pendingPeriod`; its caller promotes it to
 * `grantedPeriod` only once that save's transaction has committed (a rolled-back grant must be made again).
 */
export interface CreditMemo {
  holder?: { holderUserId: number; membership: string };
  grantedPeriod?: string;
  pendingPeriod?: string;
}

export interface PageQuery {
  offset?: number;
  limit?: number;
}

const page = ({ offset, limit }: PageQuery, defaultLimit: number = LIMITS.defaultPageSize) => ({
  offset: Math.max(0, offset ?? 0),
  limit: Math.min(LIMITS.maxPageSize, Math.max(1, limit ?? defaultLimit)),
});

export function createJobsService(deps: JobsServiceDeps) {
  const { db, jobs, search } = deps;
  const today = () => toIsoDate(deps.now());

  const mayManageAnyJob = (actor: Actor) => hasPermission(actor.roles as never, 'create_all_job');

  /** Ownership: the owning employer and its team; administrators and data scouts (create_all_job) for any job. */
  function assertMayManage(actor: Actor, job: { employer_id: number }) {
    if (actor.employerId !== null && actor.employerId === job.employer_id) return;
    if (mayManageAnyJob(actor)) return;
    throw forbidden(JOB_MESSAGES.notYours);
  }

  async function viewerOf(userId: number | undefined) {
    return userId === undefined ? undefined : jobs.viewerOf(userId);
  }

  async function listing(rows: JobRecord[]) {
    const day = today();
    return rows.map((row) => toListingItem(row, day));
  }

  /** Search rows as listing items, with the matched words of a keyword search as text and ranges. */
  function searchListing(rows: SearchRecord[], day: string) {
    return rows.map(({ title_marked, snippet_marked, ...row }) => {
      const item = toListingItem(row, day);
      if (title_marked === undefined) return item;
      return { ...item, highlight: { title: toHighlighted(title_marked), snippet: toHighlighted(snippet_marked ?? '', true) } };
    });
  }

  /** Spends the credit a publication needs (once per job; an upgrade Free → Premium spends one premium credit). */
  async function chargeForPublication(trx: Knex.Transaction, actor: Actor, jobId: number, jobClass: 'free' | 'premium', credited: string | null, memo?: CreditMemo) {
    if (credited === jobClass || (credited === 'premium' && jobClass === 'free')) return;
    const holder = memo?.holder ?? (await resolveCreditHolder(trx, actor.id));
    const period = billingPeriodOf(deps.now());
    if (memo?.grantedPeriod !== period) await ensureMonthlyGrant(trx, holder.holderUserId, holder.membership, period);
    if (memo) Object.assign(memo, { holder, pendingPeriod: period });
    await spendCredits(trx, {
      userId: holder.holderUserId,
      kind: jobClass === 'premium' ? 'premium' : 'standard',
      amount: 1,
      reason: 'job_post',
      ref: { type: 'job', id: jobId },
      actorUserId: actor.id,
    });
    await jobs.setCreditedClass(jobId, jobClass, trx);
  }

  /**
   * A job held for moderation spends nothing yet, but the employer learns now, not at approval, that the balance is
   * short (docs/moderation.md): the same holder, month and kind as chargeForPublication.
   */
  async function assertCreditFor(trx: Knex.Transaction, actor: Actor, jobClass: 'free' | 'premium', credited: string | null, memo?: CreditMemo) {
    if (credited === jobClass || (credited === 'premium' && jobClass === 'free')) return;
    const holder = memo?.holder ?? (await resolveCreditHolder(trx, actor.id));
    const balance = await ensureMonthlyGrant(trx, holder.holderUserId, holder.membership, billingPeriodOf(deps.now()));
    const kind = jobClass === 'premium' ? 'premium' : 'standard';
    if (balance[kind] < 1) throw creditsExhausted(kind, 1, balance[kind]);
  }

  function toWrite(values: JobPostValues, description: string, employerId: number, postedBy: number | null): Omit<JobWrite, 'status'> {
    const deadline = parseFlexibleDate(values.job_date)!;
    return {
      employer_id: employerId,
      posted_by_user_id: postedBy,
      title: values.job_title,
      description,
      job_class: values.class as 'free' | 'premium',
      job_type: values.job_type,
      work_mode: values.workMode,
      experience: values.job_experience,
      qualifications: values.job_qualifications as string[],
      must_have_qualification: values.must_have_qualification,
      shift: values.job_shift,
      vacancies: values.job_posts,
      salary_type: values.job_salary_type,
      salary_minor: values.job_salary == null ? null : Math.round(values.job_salary * 100),
      currency: values.job_currency,
      end_date: toIsoDate(deadline),
      receive_applicants: values.receiveApplicants as JobWrite['receive_applicants'],
      external_url: values.receiveApplicants === 'exter' ? values.job_external_url : '',
      external_email: values.receiveApplicants === 'mail' ? (values.job_external_email ?? '') : '',
      reference: values.reference,
      is_send_rejection: values.isSendRejection,
      rejection_email_subject: values.isSendRejection ? values.rejection_email_subject : '',
      rejection_email_body: values.isSendRejection ? values.rejection_email_content : '',
      screening_questions: values.screening_questions.map((question) => ({
        id: question.id || `q-${randomBytes(4).toString('hex')}`,
        question: question.question,
        required: question.required,
      })),
      skills: values.job_skills as string[],
      safeguarding_required: values.safeguardingRequired,
    };
  }

  async function resolveEmployer(body: Record<string, unknown>, trx: Knex.Transaction) {
    const id = Number(body.employerId);
    if (Number.isInteger(id) && id > 0) return jobs.employerById(id, trx);
    if (typeof body.employerName === 'string' && body.employerName.trim()) return jobs.employerByNameOrSlug(body.employerName.trim(), trx);
    return undefined;
  }

  const coalesce = createCoalescer();

  /** The submit-job form rules: the shared yup schema, and a description that is not empty once sanitized. */
  function checkJobPost(body: Record<string, unknown>, schema = createJobPostSchema(deps.now)): CheckedJobPost {
    const values = validateForm(schema, body);
    const description = sanitizeRichText(values.job_description);
    if (!description) throw new FormRuleError({ job_description: 'This field is required.' });
    return { values, description };
  }

  /** Creates (no `jobId`) or edits a job inside `trx`: slug, categories, locations, credit spend on publication, event. */
  async function saveJob(trx: Knex.Transaction, actor: Actor, { values, description }: CheckedJobPost, options: SaveOptions): Promise<number> {
    const { mode, jobId } = options;
    const existing = jobId === undefined ? undefined : await jobs.lockById(jobId, trx);
    if (jobId !== undefined && !existing) throw notFound(JOB_MESSAGES.notFound);
    if (existing && mode === 'own') assertMayManage(actor, existing);
    // A job hidden by a moderator (docs/reports.md) changes only through the reports queue's restore.
    if (existing?.status === 'hidden') throw new HttpError(422, JOB_MESSAGES.hidden, { status: JOB_MESSAGES.hidden });

    let employerId: number;
    if (mode === 'own') employerId = actor.employerId!;
    else {
      const employer = await resolveEmployer(options.body ?? {}, trx);
      if (!employer && !existing) throw new FormRuleError({ employerName: JOB_MESSAGES.unknownEmployer });
      employerId = employer?.id ?? existing!.employer_id;
    }
    if (existing && mode === 'own' && existing.employer_id !== employerId) throw forbidden(JOB_MESSAGES.notYours);

    const write = { ...toWrite(values, description, employerId, actor.id), ...options.columns };
    const details = { mode, ...(options.via ? { via: options.via } : {}) };
    const requested = values.status as 'draft' | 'publish';
    // Moderation (docs/moderation.md): an employer's own job that would go (or stay) live, or is waiting, passes the
    // detectors; any reason holds it as 'pending' with no credit spent. Administrators and data scouts are not moderated.
    const review = async (status: JobStatus, live: boolean) =>
      mode === 'own' && (status === 'publish' || status === 'pending')
        ? reasonsToHold(trx, { id: existing?.id, employerId, title: values.job_title, description, live }, deps.moderation)
        : null;
    if (!existing) {
      const held = await review(requested, false);
      const status: JobStatus = held?.length ? 'pending' : requested;
      await jobs.lockSlugBase(slugify(values.job_title), trx);
      // The lock queues writers of the same title; a different title whose slug looks like `title-2` can still collide.
      const id = await withFreeSlug(trx, [SLUG_CONSTRAINTS.job], async (savepoint) => {
        const slug = await uniqueSlug(slugify(values.job_title), (candidate) => jobs.slugExists(candidate, savepoint));
        return jobs.insert({ ...write, slug, status }, values.job_cat as string[], values.jobLocation, savepoint);
      });
      if (status === 'publish' && mode === 'own') await chargeForPublication(trx, actor, id, write.job_class, null, options.credits);
      if (status === 'pending') await assertCreditFor(trx, actor, write.job_class, null, options.credits);
      await recordSubmission(trx, id, { description, held, wasPending: false, publishRequested: requested === 'publish', now: deps.now() });
      const reasons = held?.length ? { reasons: held.map((reason) => reason.code) } : {};
      await jobs.recordEvent({ actorUserId: actor.id, jobId: id, action: 'created', from: null, to: status, details: { ...details, ...reasons } }, trx);
      return id;
    }
    // Editing keeps the status, except that a draft (or an expired job given a new deadline) is published on request.
    const republishable = existing.status === 'draft' || existing.status === 'pending' || existing.status === 'expired' || (options.reopenClosed === true && existing.status === 'closed');
    const publishNow = requested === 'publish' && republishable;
    let status: JobStatus = publishNow ? 'publish' : existing.status;
    // A live job that an edit makes suspicious is taken down until a moderator approves it.
    const held = await review(status, existing.status === 'publish');
    if (held?.length) status = 'pending';
    const { posted_by_user_id: _keepAuthor, ...changes } = write;
    await jobs.update(existing.id, { ...changes, status }, values.job_cat as string[], values.jobLocation, trx);
    if (status === 'publish' && mode === 'own') await chargeForPublication(trx, actor, existing.id, write.job_class, existing.credited_class, options.credits);
    if (status === 'pending' && held?.length) await assertCreditFor(trx, actor, write.job_class, existing.credited_class, options.credits);
    await recordSubmission(trx, existing.id, { description, held, wasPending: existing.status === 'pending', publishRequested: requested === 'publish', now: deps.now() });
    const reasons = held?.length ? { reasons: held.map((reason) => reason.code) } : {};
    await jobs.recordEvent({ actorUserId: actor.id, jobId: existing.id, action: 'updated', from: existing.status, to: status, details: { ...details, ...reasons } }, trx);
    return existing.id;
  }

  return {
    async browse(filters: JobSearchFilters, sort: JobSort, paging: PageQuery, withFacets: boolean) {
      const { offset, limit } = page(paging);
      const day = today();
      const key = JSON.stringify({ filters, sort, offset, limit, withFacets, day });
      return coalesce(key, async () => {
        const [rows, counted] = await Promise.all([
          search.page(filters, sort, offset, limit, day),
          withFacets ? search.facets(filters, day) : search.count(filters, day).then((total) => ({ total, facets: undefined })),
        ]);
        return { data: searchListing(rows, day), total: counted.total, ...(counted.facets ? { facets: counted.facets } : {}) };
      });
    },

    async homepage(type: 'premium' | 'normal', paging: PageQuery) {
      return this.browse({ jobClass: type === 'premium' ? 'premium' : 'free' }, 'newest', { offset: paging.offset, limit: paging.limit ?? LIMITS.homepageJobs }, false);
    },

    categoriesAndLocations: () => search.categoriesAndLocations(today()),

    locationSuggestions: (term: string, limit: number) => locationSuggestions(db, term, today(), limit),

    async detailBySlug(slug: string, viewerUserId: number | undefined) {
      const day = today();
      // Views of one job at the same moment share one read (the row and openings are the same for every viewer;
      // the access flag below is each viewer's own). Like the search's coalescing, nothing outlives the read.
      const job = await coalesce(`job-page:${slug}:${day}`, () => jobs.findBySlugWithOpenings(slug, day));
      // Drafts and pending jobs are not public; ended jobs stay readable (old links, search engines) but inactive.
      // Hidden by a moderator (docs/reports.md): gone for everyone, like a draft.
      if (!job || job.status === 'draft' || job.status === 'pending' || job.status === 'hidden') throw notFound(JOB_MESSAGES.notFound);
      const viewer = await viewerOf(viewerUserId);
      return toJobDetail(job, { access: jobAccessFor(viewer, job), availableJobs: job.available_jobs, today: day });
    },

    async related(jobId: number, categories: readonly string[] | undefined, paging: PageQuery) {
      let cats = categories?.filter(Boolean) ?? [];
      if (cats.length === 0) cats = (await jobs.findById(jobId))?.categories ?? [];
      if (cats.length === 0) return { data: [], total: 0 };
      return this.browse({ categories: cats, excludeJobId: jobId }, 'newest', { offset: paging.offset, limit: paging.limit ?? 4 }, false);
    },

    async employerJobs(employerId: number, paging: PageQuery) {
      if (!(await jobs.employerById(employerId))) throw notFound('Employer not found');
      return this.browse({ employerId }, 'newest', paging, false);
    },

    /** `GET /job-api/get-jobs`: the caller's employer's jobs (or, without an employer, the jobs the caller posted). */
    async ownJobs(actor: Actor, status: 'active' | 'in-active', paging: PageQuery) {
      const { offset, limit } = page(paging);
      const owner = actor.employerId !== null ? { employerId: actor.employerId } : { postedByUserId: actor.id };
      const { rows, total } = await search.ownedPage(owner, status, offset, limit, today());
      const states = await moderationStates(db, rows.map((row) => row.id));
      return { data: (await listing(rows)).map((item, i) => ({ ...item, moderation: states.get(rows[i]!.id) })), total };
    },

    async jobForEditing(actor: Actor, jobId: number) {
      const job = await jobs.findById(jobId);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      assertMayManage(actor, job);
      return { ...toJobPostForm(job), moderation: (await moderationStates(db, [job.id])).get(job.id) };
    },

    checkJobPost,

    /**
     * Saves a checked job of the caller's own employer in the caller's transaction, as submit-job does (the ATS
     * import, docs/job-import.md, saves each item with it).
     */
    saveOwnJob: (trx: Knex.Transaction, actor: Actor, post: CheckedJobPost, options: Omit<SaveOptions, 'mode' | 'body'> = {}) =>
      saveJob(trx, actor, post, { ...options, mode: 'own' }),

    /**
     * `submit-job` (mode 'own': the caller's employer) and `submit-job-all` (mode 'any': an employer chosen by an
     * administrator or data scout, no credit charged). Creates without `jobId`, edits with it. One transaction:
     * job, categories, locations, search vector, credit spend and events, or nothing.
     */
    async submit(actor: Actor, body: Record<string, unknown>, mode: 'own' | 'any') {
      const post = checkJobPost(body);
      const jobId = body.jobId === undefined || body.jobId === null || body.jobId === '' ? undefined : Number(body.jobId);
      if (jobId !== undefined && !(Number.isInteger(jobId) && jobId > 0)) throw new FormRuleError({ jobId: 'Unknown job.' });
      if (mode === 'own' && actor.employerId === null) throw forbidden(JOB_MESSAGES.noEmployer);

      const savedId = await db.transaction((trx) => saveJob(trx, actor, post, { mode, jobId, body }));
      const saved = await jobs.findById(savedId);
      const message = saved!.status === 'pending' && mode === 'own' ? JOB_MESSAGES.inReview : jobId === undefined ? JOB_MESSAGES.created : JOB_MESSAGES.saved;
      return { message, data: toJobPostForm(saved!) };
    },

    /** `update-job-post-status`: allowed values and transitions in docs/jobs.md (job-lifecycle.ts). */
    async changeStatus(actor: Actor, jobId: number, rawStatus: string) {
      const wanted = STATUS_ALIASES[rawStatus] ?? rawStatus;
      if (!isJobStatus(wanted) || wanted === 'expired' || wanted === 'hidden' || (wanted === 'pending' && !mayManageAnyJob(actor))) {
        throw new HttpError(422, JOB_MESSAGES.badStatus(rawStatus), { status: JOB_MESSAGES.badStatus(rawStatus) });
      }
      await db.transaction(async (trx) => {
        const job = await jobs.lockById(jobId, trx);
        if (!job) throw notFound(JOB_MESSAGES.notFound);
        assertMayManage(actor, job);
        if (!canChangeJobStatus(job.status, wanted)) {
          throw new HttpError(422, JOB_MESSAGES.transition(job.status, wanted), { status: JOB_MESSAGES.transition(job.status, wanted) });
        }
        if (job.status === wanted) return;
        const full = (await jobs.findById(jobId, trx))!;
        const owner = actor.employerId === job.employer_id;
        // Publishing or returning a held job is the moderation queue's decision (credit, approval count, the email).
        if (!owner && job.status === 'pending' && (wanted === 'publish' || wanted === 'draft')) {
          throw new HttpError(422, JOB_MESSAGES.useModerationQueue, { status: JOB_MESSAGES.useModerationQueue });
        }
        let status: JobStatus = wanted;
        let held: Awaited<ReturnType<typeof reasonsToHold>> | null = null;
        if (wanted === 'publish') {
          // Only a moderator's approval publishes a job in the queue (docs/moderation.md).
          if (owner && job.status === 'pending') throw new HttpError(422, JOB_MESSAGES.awaitingReview, { status: JOB_MESSAGES.awaitingReview });
          if (!isActiveJob({ status: 'publish', end_date: full.end_date }, today())) {
            throw new HttpError(422, JOB_MESSAGES.deadlinePassed, { status: JOB_MESSAGES.deadlinePassed });
          }
          // A draft (never published, or rejected) going live is a submission like submit-job's.
          if (owner && job.status === 'draft') {
            held = await reasonsToHold(trx, { id: jobId, employerId: job.employer_id, title: full.title, description: full.description, live: false }, deps.moderation);
            if (held.length > 0) status = 'pending';
          }
          if (owner && status === 'publish') await chargeForPublication(trx, actor, jobId, full.job_class, job.credited_class);
          if (owner && status === 'pending') await assertCreditFor(trx, actor, full.job_class, job.credited_class);
          if (owner) await recordSubmission(trx, jobId, { description: full.description, held, wasPending: false, publishRequested: true, now: deps.now() });
        }
        await jobs.setStatus(jobId, status, trx);
        await jobs.recordEvent({ actorUserId: actor.id, jobId, action: 'status', from: job.status, to: status, ...(held?.length ? { details: { reasons: held.map((reason) => reason.code) } } : {}) }, trx);
        // Someone outside the owning organisation (an administrator or data scout) changing it: the audit log keeps it.
        if (actor.employerId !== job.employer_id) {
          await recordAudit(trx, { actorUserId: actor.id, action: 'job.status', targetType: 'job', targetId: jobId, before: { status: job.status }, after: { status } });
        }
      });
      const saved = (await jobs.findById(jobId))!;
      return { ...toListingItem(saved, today()), status: saved.status };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
