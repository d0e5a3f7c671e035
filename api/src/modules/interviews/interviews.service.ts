import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { APPLICATION_STATUS, isOpenStatus, type InterviewDto, type InterviewKind, type InterviewStatus } from '@fj/shared';
import type { Mailer, MailMessage } from '../../mail';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { employerScopeOf, inScope } from '../employers/employer-scope';
import { deliverOutboundEmails, moveApplicationForInterview } from '../pipeline';
import { createOutboundEmailsRepo } from '../pipeline/outbound-emails.repo';
import { toInterviewDto } from './interview-dto';
import { interviewCalendar } from './interview-invite';
import { loadNoticeContext } from './interview-context';
import { interviewNotices } from './interview-notices';
import { parseSlot, parseSlots, SLOT_MESSAGES } from './interview-slots';
import type { InterviewDetailRow, InterviewRow, InterviewsRepo, ListFilter } from './interviews.repo';
import { recordWebhookEvent } from '../webhooks';

export const INTERVIEW_MESSAGES = {
  notFound: 'Interview not found',
  applicationNotFound: 'Application not found',
  checkFields: 'Please correct the highlighted fields',
  applicationEnded: 'This application has ended (hired, rejected or withdrawn), so no interview can be booked for it.',
  notOpenForBooking: 'This interview is no longer open for booking.',
  interviewerBusy: 'One of the interviewers is already booked at that time. Please choose another time.',
  cannotCancel: 'This interview can no longer be cancelled.',
  cannotReschedule: 'This interview can no longer be rescheduled.',
  cannotDecline: 'This interview can no longer be declined.',
  cannotAskOtherTimes: 'Other times can only be asked for while the offered times are open.',
  notARequest: 'This interview request has already been answered.',
  openInterviewExists: 'This application already has an open interview.',
  noCalendarYet: 'There is no calendar file until a time is booked.',
  scheduled: 'Interview times sent to the candidate',
  booked: 'Interview booked',
} as const;

const FIELD_MESSAGES = {
  videoUrl: 'Please give the https link of the video call.',
  location: 'Please give the address of the interview.',
  interviewersRequired: 'Please choose at least one interviewer.',
  interviewersTeam: 'Interviewers must be members of your team.',
  slotFormat: SLOT_MESSAGES.format,
} as const;

const MINUTE = 60_000;

export interface InterviewsServiceDeps {
  db: Knex;
  repo: InterviewsRepo;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
  now: () => Date;
  publicWebUrl: string;
  /** The ORGANIZER address of invites (the platform's From); its name is the employer's. */
  organizerEmail: string;
  /** The host part of interview UIDs. */
  mailDomain: string;
}

interface Details {
  kind: InterviewKind;
  location: string | null;
  videoUrl: string | null;
}

const cleaned = (value: string | null | undefined) => (value ?? '').trim() || null;

/** The place an interview needs: a video call's https link, an on-site address; a phone interview may say nothing. */
function detailErrors(details: Details): Record<string, string> {
  const errors: Record<string, string> = {};
  if (details.kind === 'video' && !(details.videoUrl && /^https:\/\/[^\s/]+\.[^\s]+$/i.test(details.videoUrl))) errors.videoUrl = FIELD_MESSAGES.videoUrl;
  if (details.kind === 'onsite' && !details.location) errors.location = FIELD_MESSAGES.location;
  return errors;
}

const unprocessable = (errors: Record<string, string>) => new HttpError(422, INTERVIEW_MESSAGES.checkFields, errors);

export function createInterviewsService(deps: InterviewsServiceDeps) {
  const { repo } = deps;
  const outbox = createOutboundEmailsRepo(deps.db);
  async function dtos(rows: readonly InterviewDetailRow[]): Promise<InterviewDto[]> {
    const ids = rows.map((row) => row.id);
    const [slots, interviewers] = await Promise.all([repo.slotsOf(ids), repo.interviewersOf(ids)]);
    return rows.map((row) => toInterviewDto(row, slots.get(row.id) ?? [], interviewers.get(row.id) ?? []));
  }

  async function dtoOf(id: number): Promise<InterviewDto> {
    const row = await repo.detail(id);
    if (!row) throw notFound(INTERVIEW_MESSAGES.notFound);
    return (await dtos([row]))[0]!;
  }

  const settings = { publicWebUrl: deps.publicWebUrl, organizerEmail: deps.organizerEmail, now: deps.now };
  const noticeContext = (id: number, trx: Knex.Transaction) => loadNoticeContext(repo, id, settings, trx);

  async function enqueue(interviewId: number, messages: readonly MailMessage[], trx: Knex.Transaction): Promise<number[]> {
    const ids: number[] = [];
    for (const message of messages) if (message.to) ids.push(await outbox.enqueue('interview', `interview/${interviewId}`, message, trx));
    return ids;
  }

  /** Runs a change and its emails in one transaction; the emails leave after the commit (the queue retries). */
  async function changing(work: (trx: Knex.Transaction) => Promise<{ id: number; emails: MailMessage[] }>): Promise<InterviewDto> {
    const { id, emailIds } = await deps.db.transaction(async (trx) => {
      const result = await work(trx);
      return { id: result.id, emailIds: await enqueue(result.id, result.emails, trx) };
    });
    await deliverOutboundEmails({ db: deps.db, mailer: deps.mailer, log: deps.log }, emailIds).catch((error: unknown) => {
      deps.log.error({ err: error }, 'interview emails left for the queue');
    });
    return dtoOf(id);
  }

  async function employerInterview(actor: Actor, id: number, trx?: Knex.Transaction): Promise<InterviewRow> {
    const scope = employerScopeOf(actor);
    const row = await repo.find(id, trx);
    if (!row || !inScope(scope, row.employer_id)) throw notFound(INTERVIEW_MESSAGES.notFound);
    return row;
  }

  async function candidateInterview(actor: Actor, id: number, trx?: Knex.Transaction): Promise<InterviewRow> {
    const row = await repo.find(id, trx);
    if (!row || row.candidate_user_id !== actor.id) throw notFound(INTERVIEW_MESSAGES.notFound);
    return row;
  }

  /** Locks the interview row for a change that depends on its current status. */
  async function locked(id: number, trx: Knex.Transaction): Promise<InterviewRow> {
    const row = await trx('interviews').where({ id }).forUpdate().first();
    if (!row) throw notFound(INTERVIEW_MESSAGES.notFound);
    return row as InterviewRow;
  }

  async function interviewerErrors(employerId: number, ids: readonly number[]): Promise<Record<string, string>> {
    if (!ids.length) return { interviewerIds: FIELD_MESSAGES.interviewersRequired };
    const members = await repo.teamMemberIds(employerId, ids);
    return members.length === ids.length ? {} : { interviewerIds: FIELD_MESSAGES.interviewersTeam };
  }

  /**
   * After the interview row moved to booked (a conditional update, so only one caller gets here per interview):
   * holds the interviewers' rows in id order and refuses an overlap with another booking of theirs, sets the round,
   * and moves the application through the pipeline module. Any refusal rolls the whole booking back.
   */
  async function completeBooking(row: InterviewRow, actor: Actor, trx: Knex.Transaction): Promise<MailMessage[]> {
    const interviewerIds = [...((await repo.interviewersOf([row.id], trx)).get(row.id) ?? []).map((person) => person.id)].sort((a, b) => a - b);
    await repo.lockInterviewers(interviewerIds, trx);
    if (await repo.overlapping(row.id, interviewerIds, row.booked_start!, row.booked_end!, trx)) throw conflict(INTERVIEW_MESSAGES.interviewerBusy);
    const round = (await repo.hadEarlierInterview(row.application_id, row.id, deps.now(), trx)) ? 2 : 1;
    await trx('interviews').where({ id: row.id }).update({ round });
    await moveApplicationForInterview(trx, {
      applicationId: row.application_id,
      to: round === 2 ? APPLICATION_STATUS.SECOND_INTERVIEW : APPLICATION_STATUS.FIRST_INTERVIEW,
      actorUserId: actor.id,
    });
    const booked = { interviewId: row.id, applicationId: row.application_id, jobId: row.job_id, kind: row.kind, round, start: row.booked_start!.toISOString(), end: row.booked_end!.toISOString() };
    await recordWebhookEvent(trx, { type: 'interview.booked', employerId: row.employer_id, data: booked });
    await recordWebhookEvent(trx, { type: 'interview.booked', userId: row.candidate_user_id, data: booked });
    return interviewNotices.booked(await noticeContext(row.id, trx));
  }

  /** The chosen time, checked against the interview's offered slots and the clock (422 on `slot`). */
  async function chosenSlot(row: InterviewRow, value: string, trx: Knex.Transaction): Promise<Date> {
    const start = parseSlot(value);
    if (!start) throw unprocessable({ slot: FIELD_MESSAGES.slotFormat });
    if (!(await repo.isOffered(row.id, start, trx))) throw unprocessable({ slot: SLOT_MESSAGES.notOffered });
    if (start.getTime() <= deps.now().getTime()) throw unprocessable({ slot: SLOT_MESSAGES.past });
    return start;
  }

  const bookedTimes = (start: Date, minutes: number) => ({ booked_start: start, booked_end: new Date(start.getTime() + minutes * MINUTE), booked_at: deps.now() });

  return {
    async schedule(actor: Actor, input: { applicationId: number; kind: InterviewKind; location?: string | null; videoUrl?: string | null; durationMinutes: number; slots: string[]; interviewerIds: number[]; message?: string }) {
      const scope = employerScopeOf(actor);
      const application = await repo.application(input.applicationId);
      if (!application || !inScope(scope, application.employer_id)) throw notFound(INTERVIEW_MESSAGES.applicationNotFound);
      const details = { kind: input.kind, location: cleaned(input.location), videoUrl: cleaned(input.videoUrl) };
      const interviewerIds = [...new Set(input.interviewerIds)];
      const slots = parseSlots(input.slots, deps.now());
      const errors = { ...slots.errors, ...detailErrors(details), ...(await interviewerErrors(application.employer_id, interviewerIds)) };
      if (Object.keys(errors).length) throw unprocessable(errors);
      if (!isOpenStatus(application.status)) throw conflict(INTERVIEW_MESSAGES.applicationEnded);
      return changing(async (trx) => {
        const id = await repo.insert(
          {
            application_id: application.id,
            job_id: application.job_id,
            employer_id: application.employer_id,
            candidate_user_id: application.candidate_user_id,
            origin: 'employer',
            kind: details.kind,
            location: details.kind === 'video' ? null : details.location,
            video_url: details.kind === 'video' ? details.videoUrl : null,
            duration_minutes: input.durationMinutes,
            status: 'proposed',
            message: (input.message ?? '').trim(),
            uid: `${randomUUID()}@${deps.mailDomain}`,
            created_by: actor.id,
          },
          trx,
        );
        await repo.replaceSlots(id, slots.dates, trx);
        await repo.replaceInterviewers(id, interviewerIds, trx);
        return { id, emails: interviewNotices.proposed(await noticeContext(id, trx), false) };
      });
    },

    async list(actor: Actor, query: Omit<ListFilter, 'employerId' | 'candidateUserId'>) {
      const scope = employerScopeOf(actor);
      const { rows, total } = await repo.list({ ...query, employerId: scope.kind === 'employer' ? scope.employerId : undefined });
      return { data: await dtos(rows), total };
    },

    async mine(actor: Actor, query: { status?: InterviewStatus; offset: number; limit: number }) {
      const { rows, total } = await repo.list({ ...query, candidateUserId: actor.id });
      return { data: await dtos(rows), total };
    },

    async cancel(actor: Actor, id: number, reason: string) {
      await employerInterview(actor, id);
      return changing(async (trx) => {
        const before = await locked(id, trx);
        if (!['proposed', 'other_times_requested', 'booked'].includes(before.status)) throw conflict(INTERVIEW_MESSAGES.cannotCancel);
        await trx('interviews').where({ id }).update({ status: 'cancelled', reason: reason || null, sequence: trx.raw('sequence + 1'), updated_at: trx.fn.now() });
        return { id, emails: interviewNotices.cancelled(await noticeContext(id, trx), before.status === 'booked') };
      });
    },

    async reschedule(actor: Actor, id: number, input: { slots: string[]; kind?: InterviewKind; location?: string | null; videoUrl?: string | null; durationMinutes?: number; message?: string }) {
      const current = await employerInterview(actor, id);
      const details = {
        kind: input.kind ?? current.kind,
        location: input.location !== undefined ? cleaned(input.location) : current.location,
        videoUrl: input.videoUrl !== undefined ? cleaned(input.videoUrl) : current.video_url,
      };
      const slots = parseSlots(input.slots, deps.now());
      const errors = { ...slots.errors, ...detailErrors(details) };
      if (Object.keys(errors).length) throw unprocessable(errors);
      return changing(async (trx) => {
        const before = await locked(id, trx);
        if (!['proposed', 'other_times_requested', 'booked', 'declined'].includes(before.status)) throw conflict(INTERVIEW_MESSAGES.cannotReschedule);
        await trx('interviews')
          .where({ id })
          .update({
            status: 'proposed',
            kind: details.kind,
            location: details.kind === 'video' ? null : details.location,
            video_url: details.kind === 'video' ? details.videoUrl : null,
            duration_minutes: input.durationMinutes ?? before.duration_minutes,
            message: input.message !== undefined ? input.message.trim() : before.message,
            reason: null,
            round: null,
            sequence: trx.raw('sequence + 1'),
            updated_at: trx.fn.now(),
          });
        await repo.replaceSlots(id, slots.dates, trx);
        return { id, emails: interviewNotices.proposed(await noticeContext(id, trx), before.status === 'booked') };
      });
    },

    async book(actor: Actor, id: number, slot: string) {
      await candidateInterview(actor, id);
      return changing(async (trx) => {
        const row = (await repo.find(id, trx))!;
        const start = await chosenSlot(row, slot, trx);
        // The conditional update decides between racing bookings; `sequence` refuses a booking of times a reschedule replaced.
        const booked = await trx('interviews')
          .where({ id, status: 'proposed', sequence: row.sequence })
          .update({ status: 'booked', ...bookedTimes(start, row.duration_minutes), sequence: trx.raw('sequence + 1'), updated_at: trx.fn.now() })
          .returning('*');
        if (!booked.length) throw conflict(INTERVIEW_MESSAGES.notOpenForBooking);
        return { id, emails: await completeBooking(booked[0] as InterviewRow, actor, trx) };
      });
    },

    async decline(actor: Actor, id: number, reason: string) {
      await candidateInterview(actor, id);
      return changing(async (trx) => {
        const before = await locked(id, trx);
        if (!['proposed', 'other_times_requested'].includes(before.status)) throw conflict(INTERVIEW_MESSAGES.cannotDecline);
        await trx('interviews').where({ id }).update({ status: 'declined', reason: reason || null, updated_at: trx.fn.now() });
        return { id, emails: interviewNotices.answered(await noticeContext(id, trx), 'declined') };
      });
    },

    async askOtherTimes(actor: Actor, id: number, message: string) {
      await candidateInterview(actor, id);
      return changing(async (trx) => {
        const before = await locked(id, trx);
        if (before.status !== 'proposed') throw conflict(INTERVIEW_MESSAGES.cannotAskOtherTimes);
        await trx('interviews').where({ id }).update({ status: 'other_times_requested', reason: message || null, updated_at: trx.fn.now() });
        return { id, emails: interviewNotices.answered(await noticeContext(id, trx), 'other_times') };
      });
    },

    /** §6 "Create an interview" (the route's tier gate lets only UNLIMITED through): the candidate proposes up to 3 times for an application of theirs. */
    async request(actor: Actor, input: { applicationId: number; slots: string[]; message?: string }) {
      const application = await repo.application(input.applicationId);
      if (!application || application.candidate_user_id !== actor.id) throw notFound(INTERVIEW_MESSAGES.applicationNotFound);
      const slots = parseSlots(input.slots, deps.now());
      if (Object.keys(slots.errors).length) throw unprocessable(slots.errors);
      if (!isOpenStatus(application.status)) throw conflict(INTERVIEW_MESSAGES.applicationEnded);
      return changing(async (trx) => {
        // Held while checking, so two requests sent at once cannot both pass the "no open interview" check.
        await trx.raw('SELECT id FROM applications WHERE id = ? FOR NO KEY UPDATE', [application.id]);
        const open = await trx('interviews').where({ application_id: application.id }).whereIn('status', ['requested', 'proposed', 'other_times_requested']).first('id');
        const upcoming = await trx('interviews').where({ application_id: application.id, status: 'booked' }).where('booked_end', '>', deps.now()).first('id');
        if (open || upcoming) throw conflict(INTERVIEW_MESSAGES.openInterviewExists);
        const id = await repo.insert(
          {
            application_id: application.id,
            job_id: application.job_id,
            employer_id: application.employer_id,
            candidate_user_id: actor.id,
            origin: 'candidate',
            kind: 'phone',
            location: null,
            video_url: null,
            duration_minutes: 60,
            status: 'requested',
            message: (input.message ?? '').trim(),
            uid: `${randomUUID()}@${deps.mailDomain}`,
            created_by: actor.id,
          },
          trx,
        );
        await repo.replaceSlots(id, slots.dates, trx);
        const owner = await repo.employerOwner(application.employer_id, trx);
        return { id, emails: owner ? interviewNotices.requested(await noticeContext(id, trx), owner) : [] };
      });
    },

    /** The employer takes one of a request's times: the request becomes a booking (the same rules as a candidate's). */
    async accept(actor: Actor, id: number, input: { slot: string; interviewerIds?: number[]; kind?: InterviewKind; location?: string | null; videoUrl?: string | null }) {
      const current = await employerInterview(actor, id);
      const details = {
        kind: input.kind ?? current.kind,
        location: input.location !== undefined ? cleaned(input.location) : current.location,
        videoUrl: input.videoUrl !== undefined ? cleaned(input.videoUrl) : current.video_url,
      };
      const interviewerIds = [...new Set(input.interviewerIds ?? (actor.employerId === current.employer_id ? [actor.id] : []))];
      const errors = { ...detailErrors(details), ...(await interviewerErrors(current.employer_id, interviewerIds)) };
      if (Object.keys(errors).length) throw unprocessable(errors);
      return changing(async (trx) => {
        const row = (await repo.find(id, trx))!;
        const start = await chosenSlot(row, input.slot, trx);
        const booked = await trx('interviews')
          .where({ id, status: 'requested', sequence: row.sequence })
          .update({
            status: 'booked',
            kind: details.kind,
            location: details.kind === 'video' ? null : details.location,
            video_url: details.kind === 'video' ? details.videoUrl : null,
            ...bookedTimes(start, row.duration_minutes),
            sequence: trx.raw('sequence + 1'),
            updated_at: trx.fn.now(),
          })
          .returning('*');
        if (!booked.length) throw conflict(INTERVIEW_MESSAGES.notARequest);
        await repo.replaceInterviewers(id, interviewerIds, trx);
        return { id, emails: await completeBooking(booked[0] as InterviewRow, actor, trx) };
      });
    },

    async declineRequest(actor: Actor, id: number, reason: string) {
      await employerInterview(actor, id);
      return changing(async (trx) => {
        const before = await locked(id, trx);
        if (before.status !== 'requested') throw conflict(INTERVIEW_MESSAGES.notARequest);
        await trx('interviews').where({ id }).update({ status: 'request_declined', reason: reason || null, updated_at: trx.fn.now() });
        return { id, emails: interviewNotices.requestDeclined(await noticeContext(id, trx)) };
      });
    },

    /** The interview's calendar file as it stands: REQUEST while booked, CANCEL once that booking was called off or moved. */
    async calendar(actor: Actor, id: number): Promise<{ filename: string; content: string }> {
      const row = await repo.find(id);
      if (!row || !(await repo.isParticipant(row, actor.id, actor.employerId))) throw notFound(INTERVIEW_MESSAGES.notFound);
      if (!row.booked_start) throw notFound(INTERVIEW_MESSAGES.noCalendarYet);
      const context = await deps.db.transaction(async (trx) => noticeContext(id, trx));
      return { filename: `interview-${id}.ics`, content: interviewCalendar(context.interview, context.parties, row.status === 'booked' ? 'REQUEST' : 'CANCEL', deps.now()) };
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
