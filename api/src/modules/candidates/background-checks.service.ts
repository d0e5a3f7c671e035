import type { Knex } from 'knex';
import {
  BACKGROUND_CHECK_LIMITS,
  BACKGROUND_CHECK_MESSAGES,
  createBackgroundCheckSchema,
  LIMITS,
  ROUTES,
  SAFEGUARDING_REFUSAL_CODE,
  toIsoDate,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_TITLE_PATTERN,
  validateWith,
  type AdminBackgroundCheckDto,
  type BackgroundCheckDto,
  type BackgroundCheckStatus,
  type BackgroundCheckType,
  type SafeguardingRefusal,
} from '@fj/shared';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locale';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { Mailer, MailMessage } from '../../mail';
import type { Actor } from '../../plugins/policy-types';
import { newStorageKey, type Storage } from '../../storage';
import { recordAudit } from '../audit';
import type { MediaRepo } from '../media/media.repo';
import { acceptUpload } from '../media/upload-rules';
import type { MultipartUpload } from '../media/multipart-upload';
import { renderCheckExpiryMail, renderCheckReviewedMail } from './background-checks.mail';
import type { AdminBackgroundCheckRow, BackgroundCheckRow, BackgroundChecksRepo } from './background-checks.repo';

export const BACKGROUND_CHECKS_MESSAGES = {
  created: 'Your background check has been sent. Our team will verify it soon.',
  deleted: 'Background check deleted',
  verified: 'The background check is verified and the candidate has been told.',
  rejected: 'The background check is rejected and the candidate has been told.',
  notFound: 'Background check not found',
  alreadyVerified: 'This background check is already verified.',
  alreadyRejected: 'This background check is already rejected.',
  certificateTooLarge: `The certificate is too large: the maximum size is ${BACKGROUND_CHECK_LIMITS.certificateMb} MB.`,
  checkForm: 'Please check the form.',
} as const;

/** Why applying to a safeguarding job is refused, in words that name the reason (the 422's message). */
const REQUIRED = 'This job involves working with children or vulnerable adults, so applying needs a verified, unexpired background check.';
export const SAFEGUARDING_REFUSAL_MESSAGES = {
  noCheck: `${REQUIRED} You have not added one yet.`,
  pending: `${REQUIRED} Yours is waiting for verification by our team.`,
  rejected: `${REQUIRED} Yours could not be verified: please add a new one.`,
} as const;
/** The expired case names the date (API_MESSAGE_PATTERNS_AR translates it). */
export const expiredRefusalMessage = (expiresOn: string) => `${REQUIRED} Yours expired on ${expiresOn}.`;

export const CERTIFICATE_MAX_BYTES = BACKGROUND_CHECK_LIMITS.certificateMb * 1024 * 1024;

/** Applying to a safeguarding job without a valid check: 422 with the reason and where to fix it. */
export class SafeguardingRefusalError extends HttpError {
  constructor(readonly refusal: SafeguardingRefusal, message: string) {
    super(422, message, undefined, SAFEGUARDING_REFUSAL_CODE);
    this.name = 'SafeguardingRefusalError';
    this.extra = { refusal, link: ROUTES.candidateBackgroundChecks };
  }
}

/** The certificate's title: its file name without folders or control characters, or a neutral one. */
function certificateTitle(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}]/gu, '').trim().slice(0, UPLOAD_TITLE_MAX_LENGTH).trim();
  return UPLOAD_TITLE_PATTERN.test(base) ? base : 'Certificate';
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export function toBackgroundCheckDto(row: BackgroundCheckRow, today: string): BackgroundCheckDto {
  const expired = row.expires_on < today;
  return {
    id: row.id,
    checkType: row.check_type,
    referenceNumber: row.reference_number,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    status: row.status,
    valid: row.status === 'verified' && !expired,
    expired,
    rejectionReason: row.rejection_reason,
    certificateMediaId: row.certificate_title === null ? null : row.media_id,
    certificateName: row.certificate_title,
    reviewedAt: iso(row.reviewed_at),
    created: new Date(row.created_at).toISOString(),
  };
}

const toAdminDto = (row: AdminBackgroundCheckRow, today: string): AdminBackgroundCheckDto => ({
  ...toBackgroundCheckDto(row, today),
  userId: row.user_id,
  candidateName: row.candidate_name,
  candidateEmail: row.candidate_email,
});

/** The refusal for a candidate's standing, or null when they may apply. */
export function safeguardingRefusalOf(standing: { status: BackgroundCheckStatus; expires_on: string; valid: boolean } | undefined): SafeguardingRefusalError | null {
  if (!standing) return new SafeguardingRefusalError('no-check', SAFEGUARDING_REFUSAL_MESSAGES.noCheck);
  if (standing.valid) return null;
  if (standing.status === 'pending') return new SafeguardingRefusalError('check-pending', SAFEGUARDING_REFUSAL_MESSAGES.pending);
  if (standing.status === 'verified') return new SafeguardingRefusalError('check-expired', expiredRefusalMessage(standing.expires_on));
  return new SafeguardingRefusalError('check-rejected', SAFEGUARDING_REFUSAL_MESSAGES.rejected);
}

export interface BackgroundChecksServiceDeps {
  db: Knex;
  repo: BackgroundChecksRepo;
  media: MediaRepo;
  storage: Storage;
  mailer: Mailer;
  publicWebUrl: string;
  now: () => Date;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

export function createBackgroundChecksService(deps: BackgroundChecksServiceDeps) {
  const { db, repo } = deps;
  const today = () => toIsoDate(deps.now());
  const checksUrl = `${deps.publicWebUrl}${ROUTES.candidateBackgroundChecks}`;

  async function removeBytes(key: string): Promise<void> {
    await deps.storage.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not delete a certificate file'));
  }

  async function send(message: MailMessage, context: object): Promise<boolean> {
    try {
      await deps.mailer.send(message);
      return true;
    } catch (error) {
      deps.log.error({ err: error, ...context }, 'could not send a background check email');
      return false;
    }
  }

  return {
    /** `GET /candidate-api/background-checks`: the caller's checks, the latest expiry first. */
    async listOwn(actor: Actor): Promise<BackgroundCheckDto[]> {
      const now = today();
      return (await repo.listOfUser(actor.id)).map((row) => toBackgroundCheckDto(row, now));
    },

    /** `POST /candidate-api/background-checks`: the form's rules, the file's rules, then the file and the row. */
    async create(actor: Actor, upload: MultipartUpload): Promise<BackgroundCheckDto> {
      const checked = validateWith(createBackgroundCheckSchema(deps.now), upload.fields);
      const errors: Record<string, string> = checked.ok ? {} : { ...checked.errors };
      if (!upload.file || upload.file.bytes.length === 0) errors.file = BACKGROUND_CHECK_MESSAGES.certificate;
      if (!checked.ok || Object.keys(errors).length > 0) throw new HttpError(422, BACKGROUND_CHECKS_MESSAGES.checkForm, errors, 'validation-failed');
      const file = upload.file!;
      const accepted = await acceptUpload(
        { kind: 'other', title: certificateTitle(file.filename), bytes: file.bytes, truncated: file.truncated },
        { bytes: CERTIFICATE_MAX_BYTES, message: BACKGROUND_CHECKS_MESSAGES.certificateTooLarge },
      ).catch((error: unknown) => {
        // The media rules speak of files in general; the form says what this file must be.
        if (error instanceof HttpError && error.statusCode === 415) {
          throw new HttpError(415, BACKGROUND_CHECK_MESSAGES.certificate, { file: BACKGROUND_CHECK_MESSAGES.certificate }, error.code);
        }
        throw error;
      });
      const key = newStorageKey('other');
      await deps.storage.put(key, accepted.bytes, accepted.mime);
      try {
        const id = await db.transaction(async (trx) => {
          const media = await deps.media.insert(
            { owner_user_id: actor.id, kind: 'other', title: accepted.title, attachment_type: 'background-check', mime: accepted.mime, size: accepted.size, checksum_sha256: accepted.checksum, storage_key: key },
            trx,
          );
          return repo.insert(
            {
              user_id: actor.id,
              check_type: checked.value.checkType as BackgroundCheckType,
              reference_number: checked.value.referenceNumber,
              issued_on: checked.value.issuedOn,
              expires_on: checked.value.expiresOn,
              media_id: media.id,
            },
            trx,
          );
        });
        return toBackgroundCheckDto((await repo.find(id))!, today());
      } catch (error) {
        await removeBytes(key);
        throw error;
      }
    },

    /** `DELETE /candidate-api/background-checks/:id`: the owner only (anyone else's is the same 404), certificate included. */
    async deleteOwn(actor: Actor, id: number): Promise<void> {
      const removedKey = await db.transaction(async (trx) => {
        const row = await repo.find(id, trx);
        if (!row || row.user_id !== actor.id) throw notFound(BACKGROUND_CHECKS_MESSAGES.notFound);
        await repo.remove(id, trx);
        if (row.media_id === null) return null;
        const media = await deps.media.findLive(row.media_id, trx);
        if (!media) return null;
        await deps.media.markDeleted(media.id, trx);
        return media.storage_key;
      });
      if (removedKey) await removeBytes(removedKey);
    },

    /** `GET /admin-api/background-checks`: pending oldest first; verified and rejected the latest decision first. */
    async adminList(query: { status?: BackgroundCheckStatus; offset?: number; limit?: number }): Promise<{ data: AdminBackgroundCheckDto[]; total: number }> {
      const { rows, total } = await repo.adminList({
        status: query.status ?? 'pending',
        offset: Math.max(query.offset ?? 0, 0),
        limit: Math.min(Math.max(query.limit ?? LIMITS.defaultPageSize, 1), LIMITS.maxPageSize),
      });
      const now = today();
      return { data: rows.map((row) => toAdminDto(row, now)), total };
    },

    /**
     * `POST /admin-api/background-checks/:id/review`: verify or reject (with a reason), recorded in the audit log in
     * the same transaction; the candidate is emailed the outcome in their language after the commit.
     */
    async review(actor: Actor, id: number, body: { decision: 'verify' | 'reject'; reason?: string }): Promise<{ data: AdminBackgroundCheckDto; message: string }> {
      const reason = (body.reason ?? '').trim();
      if (body.decision === 'reject' && !reason) {
        throw new HttpError(422, BACKGROUND_CHECK_MESSAGES.reasonRequired, { reason: BACKGROUND_CHECK_MESSAGES.reasonRequired }, 'validation-failed');
      }
      const status: BackgroundCheckStatus = body.decision === 'verify' ? 'verified' : 'rejected';
      const at = deps.now();
      await db.transaction(async (trx) => {
        const row = await repo.lockForReview(id, trx);
        if (!row) throw notFound(BACKGROUND_CHECKS_MESSAGES.notFound);
        if (row.status === status) throw conflict(status === 'verified' ? BACKGROUND_CHECKS_MESSAGES.alreadyVerified : BACKGROUND_CHECKS_MESSAGES.alreadyRejected);
        await repo.review(id, { status, reviewerUserId: actor.id, rejectionReason: status === 'rejected' ? reason : '', at }, trx);
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: `background-check.${body.decision}`,
          targetType: 'user',
          targetId: row.user_id,
          before: { checkId: id, status: row.status },
          after: { checkId: id, status, ...(status === 'rejected' ? { reason } : {}) },
        });
      });
      const reviewed = await this.adminRead(id);
      const user = await db('users').select('email', 'display_name', 'locale').where({ id: reviewed.userId }).whereNull('deleted_at').first<{ email: string; display_name: string; locale: string } | undefined>();
      if (user) {
        await send(
          renderCheckReviewedMail({
            to: user.email,
            name: reviewed.candidateName || user.display_name,
            locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
            checkType: reviewed.checkType,
            referenceNumber: reviewed.referenceNumber,
            expiresOn: reviewed.expiresOn,
            checksUrl,
            decision: body.decision,
            reason,
          }),
          { checkId: id },
        );
      }
      return { data: reviewed, message: status === 'verified' ? BACKGROUND_CHECKS_MESSAGES.verified : BACKGROUND_CHECKS_MESSAGES.rejected };
    },

    /** One check as administrators see it. */
    async adminRead(id: number): Promise<AdminBackgroundCheckDto> {
      const row = await repo.find(id);
      if (!row) throw notFound(BACKGROUND_CHECKS_MESSAGES.notFound);
      const user = await db('users as u')
        .leftJoin('candidate_profiles as cp', 'cp.user_id', 'u.id')
        .select('u.email', db.raw(`COALESCE(NULLIF(cp.cand_name, ''), u.display_name) as name`))
        .where('u.id', row.user_id)
        .first<{ email: string; name: string }>();
      return toAdminDto({ ...row, candidate_name: user?.name ?? '', candidate_email: user?.email ?? '' }, today());
    },
  };
}

export type BackgroundChecksService = ReturnType<typeof createBackgroundChecksService>;

/**
 * The apply rule for jobs with `safeguardingRequired` (docs/safeguarding.md): throws the 422 refusal unless the
 * candidate holds a verified check that has not expired on `today`.
 */
export function safeguardingGate(repo: BackgroundChecksRepo) {
  return async (userId: number, today: string, trx?: Knex.Transaction): Promise<void> => {
    const refusal = safeguardingRefusalOf(await repo.standingOf(userId, today, trx));
    if (refusal) throw refusal;
  };
}

/**
 * The daily reminder: each verified check expiring within the reminder period is claimed once (expiry_reminded_at)
 * and its owner emailed in their language; a check whose email could not be sent is released for the next run.
 */
export async function remindExpiringChecks(deps: { db: Knex; repo: BackgroundChecksRepo; mailer: Mailer; publicWebUrl: string; now: () => Date; days: number; log: { error(details: object, message: string): void } }): Promise<{ reminded: number }> {
  const at = deps.now();
  const rows = await deps.db.transaction((trx) => deps.repo.claimExpiring(toIsoDate(at), deps.days, at, trx));
  let reminded = 0;
  for (const row of rows) {
    try {
      await deps.mailer.send(
        renderCheckExpiryMail({
          to: row.email,
          name: row.display_name,
          locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
          checkType: row.check_type,
          referenceNumber: row.reference_number,
          expiresOn: row.expires_on,
          checksUrl: `${deps.publicWebUrl}${ROUTES.candidateBackgroundChecks}`,
        }),
      );
      reminded += 1;
    } catch (error) {
      deps.log.error({ err: error, checkId: row.id }, 'could not send a background check expiry reminder');
      await deps.db('background_checks').where({ id: row.id }).update({ expiry_reminded_at: null });
    }
  }
  return { reminded };
}
