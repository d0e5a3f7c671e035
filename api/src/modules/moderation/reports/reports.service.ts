import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { REPORT_LIMITS, type CreateReportRequest, type ReportAction, type ReportDto, type ReportKind, type ReportStatus } from '@fj/shared';
import type { Mailer } from '../../../mail';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locale';
import { conflict, HttpError, notFound, unauthorized } from '../../../lib/http-error';
import type { Throttle } from '../../../lib/throttle';
import type { Actor } from '../../../plugins/policy-types';
import { suspendAccount } from '../../admin';
import { recordAudit } from '../../audit';
import type { UsersAdminRepo } from '../../users';
import { reportOutcomeMail, type ReportOutcome } from './report-mail';
import type { ReportObject, ReportObjects } from './report-objects';
import type { ReportListRow, ReportsRepo } from './reports.repo';

export const REPORT_TEXT = {
  received: 'Thank you: a moderator will review your report.',
  signInToReport: 'Please sign in to report this. Visitors can report jobs only.',
  notFound: 'We could not find what you reported: it may have been removed already.',
  reportNotFound: 'Report not found',
  duplicate: 'You have already reported this. A moderator will review it; you will hear the outcome by email.',
  ownObject: 'You cannot report your own content.',
  tooMany: 'You have sent many reports in a short time.',
  alreadyResolved: (status: string) => `This report is already resolved (${status}). Only a hidden object can be restored.`,
  objectGone: 'The reported object no longer exists.',
  notHidden: 'It is not hidden, so there is nothing to restore.',
  noOwner: (kind: ReportKind) =>
    kind === 'player'
      ? 'Nobody has claimed this player profile, so there is no account to suspend. Hide the profile instead.'
      : 'No account owns this, so there is nobody to suspend. Hide it instead.',
  suspendSelf: 'You cannot suspend your own account.',
  done: { hide: 'Hidden: it no longer shows anywhere.', restore: 'Restored: it shows again.', suspend: 'The owner’s account is suspended and signed out.', dismiss: 'Report dismissed.' } satisfies Record<ReportAction, string>,
} as const;

const VISITOR_RULE = { name: 'report:visitor-address', limit: REPORT_LIMITS.visitorReportsPerHour, windowSeconds: 3600, message: REPORT_TEXT.tooMany };

const ACTION_STATUS: Record<ReportAction, ReportStatus> = { hide: 'hidden', restore: 'restored', suspend: 'suspended', dismiss: 'dismissed' };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface ReportsServiceDeps {
  db: Knex;
  repo: ReportsRepo;
  objects: ReportObjects;
  users: UsersAdminRepo;
  mailer: Mailer;
  throttle: Throttle;
  /** The server secret: a visitor's address is kept only as a keyed hash. */
  secret: string;
  now: () => Date;
  log?: { warn: (object: object, message: string) => void };
}

function toDto(row: ReportListRow, object: ReportObject | undefined): ReportDto {
  const reporter = row.reporter_user_id !== null
    ? `${row.reporter_name ?? ''} (${row.reporter_username ?? row.reporter_user_id})`
    : row.reporter_email ? `Visitor (${row.reporter_email})` : 'Visitor';
  return {
    id: Number(row.id),
    kind: row.kind,
    objectId: Number(row.object_id),
    objectLabel: object?.label ?? `${row.kind} #${row.object_id} (removed)`,
    objectUrl: object?.url ?? null,
    objectHidden: object?.hidden ?? false,
    ownerUserId: object?.ownerUserId ?? null,
    ownerName: object?.ownerName ?? null,
    reason: row.reason,
    details: row.details,
    reporter,
    status: row.status,
    created: iso(row.created_at)!,
    resolvedAt: iso(row.resolved_at),
    resolvedBy: row.resolver_name,
    resolutionNote: row.resolution_note,
    otherOpenReports: Number(row.other_open),
  };
}

export function createReportsService(deps: ReportsServiceDeps) {
  const { db, repo, objects } = deps;
  const addressKey = createHmac('sha256', deps.secret).update('report-visitor-address').digest();
  const addressHash = (ip: string) => createHmac('sha256', addressKey).update(ip).digest('hex');

  const tellReporters = async (reportIds: string[], object: ReportObject, outcome: ReportOutcome, note: string) => {
    for (const contact of await repo.contacts(reportIds)) {
      if (!contact.email) continue;
      const locale = isLocale(contact.locale) ? contact.locale : DEFAULT_LOCALE;
      try {
        await deps.mailer.send(reportOutcomeMail({ to: contact.email, name: contact.name, label: object.label, outcome, note, locale }));
      } catch (error) {
        // The decision stands whether or not the email went out; the queue shows it either way.
        deps.log?.warn({ err: error, reportId: contact.report_id }, 'report outcome email failed');
      }
    }
  };

  const dto = async (id: number): Promise<ReportDto> => {
    const row = await repo.listRow(id);
    if (!row) throw notFound(REPORT_TEXT.reportNotFound);
    return toDto(row, await objects.describe(row.kind, Number(row.object_id)));
  };

  return {
    /** `POST /report`: anyone signed in, any kind; visitors jobs only, throttled per address. */
    async create(actor: Actor | undefined, body: CreateReportRequest, ip: string, locale: Locale) {
      if (!actor && body.kind !== 'job') throw unauthorized(REPORT_TEXT.signInToReport);
      const ipHash = actor ? null : addressHash(ip);
      if (ipHash) await deps.throttle.consume(VISITOR_RULE, ipHash);

      const object = await objects.describe(body.kind, body.id);
      // A hidden object is gone for everyone but administrators; a message only exists for its thread's participants.
      if (!object || object.hidden) throw notFound(REPORT_TEXT.notFound);
      if (object.threadId !== undefined && !(actor && (await objects.isThreadParticipant(object.threadId, actor.id)))) throw notFound(REPORT_TEXT.notFound);
      if (actor && object.ownerUserId === actor.id) throw new HttpError(422, REPORT_TEXT.ownObject);

      const reporter = actor ? { userId: actor.id } : { ipHash: ipHash! };
      if (await repo.openOf(body.kind, body.id, reporter)) throw conflict(REPORT_TEXT.duplicate);
      try {
        const row = await repo.insert({
          kind: body.kind,
          objectId: body.id,
          reporterUserId: actor?.id ?? null,
          reporterIpHash: ipHash,
          reporterEmail: actor ? null : body.email?.trim() || null,
          reporterLocale: actor ? null : locale,
          reason: body.reason,
          details: (body.details ?? '').trim(),
        });
        return { message: REPORT_TEXT.received, data: { id: Number(row.id), status: 'open' as const } };
      } catch (error) {
        // Two identical reports at once: the partial unique index lets one in.
        if ((error as { code?: string }).code === '23505') throw conflict(REPORT_TEXT.duplicate);
        throw error;
      }
    },

    /** `GET /admin-api/reports`: the queue, with each object's label, link, state and owner. */
    async list(status: ReportStatus, kind: ReportKind | undefined, offset: number, limit: number) {
      const { rows, total } = await repo.list(status, kind, offset, limit);
      const described = await objects.describeMany(rows.map((row) => ({ kind: row.kind, id: Number(row.object_id) })));
      return { data: rows.map((row) => toDto(row, described.get(`${row.kind}:${row.object_id}`))), total };
    },

    /**
     * `POST /admin-api/reports/:id/action`: hide, restore, suspend the owner, or dismiss. The change, the reports it
     * resolves and the audit row are one transaction; the reporters are emailed the outcome after it commits.
     */
    async act(actor: Actor, id: number, action: ReportAction, rawNote: string | undefined) {
      const note = (rawNote ?? '').trim();
      const at = deps.now();
      const { resolved, object } = await db.transaction(async (trx) => {
        const report = await repo.lockById(id, trx);
        if (!report) throw notFound(REPORT_TEXT.reportNotFound);
        if (action !== 'restore' && report.status !== 'open') throw conflict(REPORT_TEXT.alreadyResolved(report.status));
        const objectId = Number(report.object_id);
        const found = await objects.describe(report.kind, objectId, trx);
        if (!found && action !== 'dismiss') throw new HttpError(422, REPORT_TEXT.objectGone);

        const target = { kind: report.kind, objectId: report.object_id, reportId: id };
        const resolution = { status: ACTION_STATUS[action], byUserId: actor.id, at, note };
        let resolvedIds: string[];
        let before: object = { reportStatus: report.status, hidden: found?.hidden ?? null };
        if (action === 'hide') {
          const jobFrom = report.kind === 'job' ? await objects.jobStatus(trx, objectId) : undefined;
          await objects.hide(trx, report.kind, objectId, at);
          if (report.kind === 'job' && jobFrom !== 'hidden') {
            await trx('events').insert({ actor_user_id: actor.id, entity: 'job', entity_id: String(objectId), action: 'status', from_value: jobFrom, to_value: 'hidden', details: JSON.stringify({ reportId: id }) });
          }
          before = { ...before, jobStatus: jobFrom };
          resolvedIds = await repo.resolveOfObject(trx, { ...target, from: ['open'] }, resolution);
        } else if (action === 'restore') {
          if (!found!.hidden) throw new HttpError(422, REPORT_TEXT.notHidden);
          await objects.restore(trx, report.kind, objectId);
          if (report.kind === 'job') {
            const jobTo = await objects.jobStatus(trx, objectId);
            await trx('events').insert({ actor_user_id: actor.id, entity: 'job', entity_id: String(objectId), action: 'status', from_value: 'hidden', to_value: jobTo, details: JSON.stringify({ reportId: id }) });
          }
          resolvedIds = await repo.resolveOfObject(trx, { ...target, from: ['hidden'] }, resolution);
        } else if (action === 'suspend') {
          const owner = found!.ownerUserId;
          if (owner === null) throw new HttpError(422, REPORT_TEXT.noOwner(report.kind));
          if (owner === actor.id) throw new HttpError(422, REPORT_TEXT.suspendSelf);
          await suspendAccount(trx, deps.users, { actorUserId: actor.id, userId: owner, reason: note || `Report #${id}: ${report.reason}`, at });
          before = { ...before, ownerUserId: owner };
          resolvedIds = await repo.resolveOfObject(trx, { ...target, from: ['open'] }, resolution);
        } else {
          resolvedIds = await repo.resolveOfObject(trx, { ...target, from: [] }, resolution);
        }
        await recordAudit(trx, {
          actorUserId: actor.id, action: `report.${action}`, targetType: report.kind, targetId: report.object_id,
          before, after: { reportId: id, reports: resolvedIds.map(Number), status: resolution.status, note },
        });
        return { resolved: resolvedIds, object: found };
      });
      if (action !== 'restore' && object) await tellReporters(resolved, object, ACTION_STATUS[action] as ReportOutcome, note);
      return { message: REPORT_TEXT.done[action], data: await dto(id) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
