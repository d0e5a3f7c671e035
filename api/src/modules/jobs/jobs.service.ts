import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { LIMITS, createJobPostSchema, hasPermission, parseFlexibleDate, toIsoDate, type JobPostValues } from '@fj/shared';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { SLUG_CONSTRAINTS, slugify, uniqueSlug, withFreeSlug } from '../../lib/slug';
import { FormRuleError, validateForm } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import { billingPeriodOf, ensureMonthlyGrant, resolveCreditHolder, spendCredits } from '../credits';
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
}

export const JOB_MESSAGES = {
  notFound: 'Job not found',
  notYours: 'This job belongs to another employer.',
  noEmployer: 'Your account does not belong to an employer, so it cannot post jobs.',
  unknownEmployer: 'Please choose an existing employer.',
  badStatus: (status: string) => `Unknown job status '${status}'. Use one of: publish (active), closed (in-active), filled, draft.`,
  transition: (from: string, to: string) => `A job that is ${from} cannot be changed to ${to}.`,
  deadlinePassed: 'The deadline of this job has passed. Edit the job and set a new deadline before publishing it again.',
  created: 'Job posted successfully.',
  saved: 'Job updated successfully.',
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
    if (!existing) {
      await jobs.lockSlugBase(slugify(values.job_title), trx);
      // The lock queues writers of the same title; a different title whose slug looks like `title-2` can still collide.
      const id = await withFreeSlug(trx, [SLUG_CONSTRAINTS.job], async (savepoint) => {
        const slug = await uniqueSlug(slugify(values.job_title), (candidate) => jobs.slugExists(candidate, savepoint));
        return jobs.insert({ ...write, slug, status: requested }, values.job_cat as string[], values.jobLocation, savepoint);
      });
      if (requested === 'publish' && mode === 'own') await chargeForPublication(trx, actor, id, write.job_class, null, options.credits);
      await jobs.recordEvent({ actorUserId: actor.id, jobId: id, action: 'created', from: null, to: requested, details }, trx);
      return id;
    }
    // Editing keeps the status, except that a draft (or an expired job given a new deadline) is published on request.
    const republishable = existing.status === 'draft' || existing.status === 'pending' || existing.status === 'expired' || (options.reopenClosed === true && existing.status === 'closed');
    const publishNow = requested === 'publish' && republishable;
    const status: JobStatus = publishNow ? 'publish' : existing.status;
    const { posted_by_user_id: _keepAuthor, ...changes } = write;
    await jobs.update(existing.id, { ...changes, status }, values.job_cat as string[], values.jobLocation, trx);
    if (status === 'publish' && mode === 'own') await chargeForPublication(trx, actor, existing.id, write.job_class, existing.credited_class, options.credits);
    await jobs.recordEvent({ actorUserId: actor.id, jobId: existing.id, action: 'updated', from: existing.status, to: status, details }, trx);
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
      if (!job || job.status === 'draft' || job.status === 'pending') throw notFound(JOB_MESSAGES.notFound);
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
      return { data: await listing(rows), total };
    },

    async jobForEditing(actor: Actor, jobId: number) {
      const job = await jobs.findById(jobId);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      assertMayManage(actor, job);
      return toJobPostForm(job);
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
      return { message: jobId === undefined ? JOB_MESSAGES.created : JOB_MESSAGES.saved, data: toJobPostForm(saved!) };
    },

    /** `update-job-post-status`: allowed values and transitions in docs/jobs.md (job-lifecycle.ts). */
    async changeStatus(actor: Actor, jobId: number, rawStatus: string) {
      const wanted = STATUS_ALIASES[rawStatus] ?? rawStatus;
      if (!isJobStatus(wanted) || wanted === 'expired' || (wanted === 'pending' && !mayManageAnyJob(actor))) {
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
        if (wanted === 'publish') {
          if (!isActiveJob({ status: 'publish', end_date: full.end_date }, today())) {
            throw new HttpError(422, JOB_MESSAGES.deadlinePassed, { status: JOB_MESSAGES.deadlinePassed });
          }
          if (actor.employerId === job.employer_id) await chargeForPublication(trx, actor, jobId, full.job_class, job.credited_class);
        }
        await jobs.setStatus(jobId, wanted, trx);
        await jobs.recordEvent({ actorUserId: actor.id, jobId, action: 'status', from: job.status, to: wanted }, trx);
        // Someone outside the owning organisation (an administrator or data scout) changing it: the audit log keeps it.
        if (actor.employerId !== job.employer_id) {
          await recordAudit(trx, { actorUserId: actor.id, action: 'job.status', targetType: 'job', targetId: jobId, before: { status: job.status }, after: { status: wanted } });
        }
      });
      const saved = (await jobs.findById(jobId))!;
      return { ...toListingItem(saved, today()), status: saved.status };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
