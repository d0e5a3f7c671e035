import type { Knex } from 'knex';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  canTransition,
  isAdministrator,
  mediaPath,
  profileHref,
  statusLabel,
} from '@fj/shared';
import type { Mailer } from '../../mail';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { employerScopeOf, inScope } from '../employers/employer-scope';
import { createEventsRepo } from '../events/events.repo';
import { deliverOutboundEmails } from './outbound-emails';
import { createOutboundEmailsRepo } from './outbound-emails.repo';
import type { EmailRow, InterviewRow, NoteRow, PipelineApplicationRow, PipelineListQuery, PipelineRepo, RatingSummary, TimelineRow } from './pipeline.repo';
import { renderTemplateMail } from './rejection-mail';
import { recordApplicationEvent } from '../webhooks';

export const PIPELINE_MESSAGES = {
  jobNotFound: 'Job not found',
  notYourJob: 'This job belongs to another employer.',
  applicationNotFound: 'Application not found',
  noteNotFound: 'Note not found',
  refused: 'Some of these applications cannot be moved to that status; nothing was changed.',
  moved: (count: number, label: string) => `${count} application${count === 1 ? '' : 's'} moved to ${label}.`,
  noteAdded: 'Note added',
  noteDeleted: 'Note deleted',
  rated: 'Rating saved',
  ratingRange: 'Choose from 1 to 5 stars.',
  notOnTeam: "Only the job's employer team rates applications.",
} as const;

export interface TakeActionInput {
  ids: number[];
  status: number;
  reason: string;
  /** Rejections only: false sends no email; an edited email replaces the job's stored template. */
  sendEmail?: boolean;
  email?: { subject: string; body: string };
}

const NO_RATING: RatingSummary = { mine: null, average: null, count: 0 };

const iso = (value: Date | string) => new Date(value).toISOString();

function card(row: PipelineApplicationRow, rating: RatingSummary = NO_RATING) {
  return {
    ID: row.id,
    job_id: row.job_id,
    status: row.status,
    statusLabel: statusLabel(row.status),
    applied: iso(row.created_at),
    updated: iso(row.updated_at),
    candidate: {
      ID: row.candidate_user_id,
      name: row.candidate_name,
      email: row.candidate_email,
      phone: row.candidate_phone,
      slug: row.candidate_slug,
      profileUrl: profileHref(row.candidate_slug),
      profilePic: row.profile_pic_media_id ? mediaPath(row.profile_pic_media_id) : null,
      cv_headline: row.cv_headline,
      cand_headline: (row.cand_headline ?? []).map((tag) => ({ label: String(tag.label ?? '') })),
      cand_skills: (row.cand_skills ?? []).map((skill) => ({ label: String(skill.label ?? '') })),
      cand_country: row.cand_country,
      cand_city: row.cand_city,
    },
    cv: row.cv_media_id ? { id: row.cv_media_id, title: row.cv_title ?? '', url: mediaPath(row.cv_media_id) } : null,
    cover_note: row.cover_note,
    answers: row.answers ?? [],
    notesCount: Number(row.notes_count ?? 0),
    // docs/safeguarding.md: the employer learns only that the check is verified, never the certificate.
    safeguardingCheck: row.safeguarding_check ?? null,
    rating,
  };
}

const emailOut = (email: EmailRow) => ({ id: Number(email.id), kind: email.kind, subject: email.subject, at: iso(email.created_at), sent: email.sent_at !== null });
const interviewOut = (interview: InterviewRow) => ({
  id: interview.id,
  kind: interview.kind,
  status: interview.status,
  at: iso(interview.created_at),
  bookedStart: interview.booked_start === null ? null : iso(interview.booked_start),
});

const noteOut = (note: NoteRow) => ({
  id: note.id,
  application_id: note.application_id,
  note: note.body,
  author: { ID: note.author_user_id, name: note.author_name ?? '' },
  created: iso(note.created_at),
});

const timelineOut = (event: TimelineRow) => ({
  id: Number(event.id),
  at: iso(event.created_at),
  actor: event.actor_user_id === null ? null : { ID: event.actor_user_id, name: event.actor_name ?? '' },
  from: event.from_status,
  fromLabel: event.from_status === null ? null : statusLabel(event.from_status),
  to: event.to_status,
  toLabel: statusLabel(event.to_status),
  reason: event.reason,
});

export function createPipelineService(deps: {
  db: Knex;
  repo: PipelineRepo;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
}) {
  const { repo } = deps;
  const events = createEventsRepo(deps.db);
  const outbox = createOutboundEmailsRepo(deps.db);

  async function ownJob(actor: Actor, jobId: number) {
    const scope = employerScopeOf(actor);
    const job = await repo.job(jobId);
    if (!job) throw notFound(PIPELINE_MESSAGES.jobNotFound);
    if (!inScope(scope, job.employer_id)) throw forbidden(PIPELINE_MESSAGES.notYourJob);
    return job;
  }

  /** Another employer's application answers 404, exactly like a missing one: ids reveal nothing. */
  async function ownApplication(actor: Actor, id: number, trx?: Knex.Transaction) {
    const scope = employerScopeOf(actor);
    const row = await repo.findOne(id, trx);
    if (!row || !inScope(scope, row.employer_id)) throw notFound(PIPELINE_MESSAGES.applicationNotFound);
    return row;
  }

  return {
    async list(actor: Actor, query: PipelineListQuery) {
      await ownJob(actor, query.jobId);
      const { rows, total } = await repo.list(query);
      const ratings = await repo.ratings(rows.map((row) => row.id), actor.id);
      return { data: rows.map((row) => card(row, ratings.get(row.id))), total };
    },

    async statusCounts(actor: Actor, jobId: number) {
      await ownJob(actor, jobId);
      const counts = await repo.statusCounts(jobId);
      const data = APPLICATION_STATUSES.map((status) => ({ code: status.code, key: status.key, label: status.label, count: counts.get(status.code) ?? 0 }));
      return { data, total: data.reduce((sum, entry) => sum + entry.count, 0) };
    },

    /** One application with its notes and timeline; the employer's team opening it moves Received → Viewed. */
    async open(actor: Actor, id: number) {
      let row = await ownApplication(actor, id);
      if (row.status === APPLICATION_STATUS.RECEIVED && !isAdministrator(actor.roles)) {
        await deps.db.transaction(async (trx) => {
          const [locked] = await repo.lockForAction([id], trx);
          if (locked?.status !== APPLICATION_STATUS.RECEIVED) return;
          await repo.setStatus(id, APPLICATION_STATUS.VIEWED, trx);
          await repo.insertEvent({ application_id: id, actor_user_id: actor.id, from_status: APPLICATION_STATUS.RECEIVED, to_status: APPLICATION_STATUS.VIEWED, reason: 'Opened' }, trx);
          await recordApplicationEvent(trx, 'application.status_changed', { applicationId: id, jobId: locked.job_id, candidateUserId: locked.candidate_user_id, employerId: locked.employer_id }, { from: APPLICATION_STATUS.RECEIVED, to: APPLICATION_STATUS.VIEWED });
        });
        row = await ownApplication(actor, id);
      }
      const [notes, timeline, ratings, emails, interviews] = await Promise.all([
        repo.notes(id, row.employer_id),
        repo.timeline(id),
        repo.ratings([id], actor.id),
        repo.emails(id),
        repo.interviews(id),
      ]);
      return {
        ...card(row, ratings.get(id)),
        notes: notes.map(noteOut),
        timeline: timeline.map(timelineOut),
        emails: emails.map(emailOut),
        interviews: interviews.map(interviewOut),
      };
    },

    /**
     * A team member's 1-5 stars for one application (again = changes it). Administrators who are not on the job's
     * employer team see the ratings but do not rate; another employer's application answers 404.
     */
    async rate(actor: Actor, id: number, rating: number) {
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw badRequest(PIPELINE_MESSAGES.ratingRange, { rating: PIPELINE_MESSAGES.ratingRange });
      const row = await ownApplication(actor, id);
      if (actor.employerId !== row.employer_id) throw forbidden(PIPELINE_MESSAGES.notOnTeam);
      return deps.db.transaction(async (trx) => {
        await repo.rate({ application_id: id, user_id: actor.id, employer_id: row.employer_id, rating }, trx);
        return (await repo.ratings([id], actor.id, trx)).get(id) ?? NO_RATING;
      });
    },

    async timeline(actor: Actor, id: number) {
      await ownApplication(actor, id);
      return (await repo.timeline(id)).map(timelineOut);
    },

    /**
     * Moves one or many applications to a status in one transaction: every move must be allowed by the shared
     * table for the employer, or nothing is written (422). Rejections of jobs with `is_send_rejection` queue the
     * job's rejection email in the same transaction; it is sent only after the commit.
     */
    async takeAction(actor: Actor, input: TakeActionInput) {
      const scope = employerScopeOf(actor);
      const ids = [...new Set(input.ids)];
      const emailIds = await deps.db.transaction(async (trx) => {
        const locked = await repo.lockForAction(ids, trx);
        const visible = locked.filter((row) => inScope(scope, row.employer_id));
        if (visible.length !== ids.length) throw notFound(PIPELINE_MESSAGES.applicationNotFound);
        const queued: number[] = [];
        const refused: Record<string, string> = {};
        for (const row of locked) {
          if (!canTransition(row.status, input.status, 'employer')) {
            refused[String(row.id)] = `Cannot move from ${statusLabel(row.status)} to ${statusLabel(input.status)}.`;
            continue;
          }
          await repo.setStatus(row.id, input.status, trx);
          await repo.insertEvent({ application_id: row.id, actor_user_id: actor.id, from_status: row.status, to_status: input.status, reason: input.reason }, trx);
          await recordApplicationEvent(trx, 'application.status_changed', { applicationId: row.id, jobId: row.job_id, candidateUserId: row.candidate_user_id, employerId: row.employer_id }, { from: row.status, to: input.status });
          if (input.status === APPLICATION_STATUS.REJECTED && input.sendEmail !== false) {
            const emailId = await queueRejectionEmail(row.id, trx, input.email);
            if (emailId !== null) queued.push(emailId);
          }
        }
        // Throwing rolls back every move (and every queued email) made above.
        if (Object.keys(refused).length) throw new HttpError(422, PIPELINE_MESSAGES.refused, refused);
        return queued;
      });
      await deliverOutboundEmails({ db: deps.db, mailer: deps.mailer, log: deps.log }, emailIds).catch((error: unknown) => {
        deps.log.error({ err: error }, 'rejection emails left for the queue');
      });
      const rows = await Promise.all(ids.map((id) => repo.findOne(id)));
      const ratings = await repo.ratings(ids, actor.id);
      return {
        message: PIPELINE_MESSAGES.moved(ids.length, statusLabel(input.status)),
        data: rows.filter((row): row is PipelineApplicationRow => row !== undefined).map((row) => card(row, ratings.get(row.id))),
        emailsQueued: emailIds.length,
      };
    },

    async addNote(actor: Actor, applicationId: number, body: string) {
      const row = await ownApplication(actor, applicationId);
      const note = await repo.insertNote({ application_id: applicationId, employer_id: row.employer_id, author_user_id: actor.id, body });
      const [withAuthor] = (await repo.notes(applicationId, row.employer_id)).filter((entry) => entry.id === note.id);
      return noteOut(withAuthor ?? { ...note, author_name: null });
    },

    async deleteNote(actor: Actor, noteId: number) {
      const scope = employerScopeOf(actor);
      const note = await repo.findNote(noteId);
      if (!note || !inScope(scope, note.employer_id)) throw notFound(PIPELINE_MESSAGES.noteNotFound);
      await deps.db.transaction(async (trx) => {
        await repo.deleteNote(noteId, trx);
        await events.record(
          { actorUserId: actor.id, entity: 'application_note', entityId: noteId, action: 'deleted', details: { application_id: note.application_id, body: note.body, author_user_id: note.author_user_id } },
          trx,
        );
      });
      return { id: noteId };
    },
  };

  /**
   * The rejection email of one application: the text the employer edited in the reject dialog when given (sent even
   * if the job's automatic rejection email is off: they chose to send it), else the job's stored template when the
   * job sends rejections. Either way it is sanitised and its merge fields filled by `renderTemplateMail`.
   */
  async function queueRejectionEmail(applicationId: number, trx: Knex.Transaction, edited?: { subject: string; body: string }): Promise<number | null> {
    const row = await repo.findOne(applicationId, trx);
    if (!row) return null;
    const job = await repo.job(row.job_id, trx);
    if (!job) return null;
    const template = edited ?? (job.is_send_rejection ? { subject: job.rejection_email_subject, body: job.rejection_email_body } : null);
    if (!template?.body.trim()) return null;
    const message = renderTemplateMail(row.candidate_email, template.subject.trim() || `Your application for {job_title}`, template.body, {
      candidate_name: row.candidate_name,
      job_title: job.title,
      company_name: job.employer_name,
    });
    return outbox.enqueue('rejection', `application/${applicationId}`, message, trx);
  }
}

export type PipelineService = ReturnType<typeof createPipelineService>;
