import type { Knex } from 'knex';
import {
  CONTRACT_ADVICE_LIMITS,
  CONTRACT_ADVICE_NEXT,
  LIMITS,
  toIsoDate,
  type ContractAdviceAllowanceDto,
  type ContractAdviceStatus,
  type Membership,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_TITLE_PATTERN,
  addWorkingDays,
  utcMonthOf,
} from '@fj/shared';
import { conflict, HttpError, notFound, tooManyRequests } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { newStorageKey, type Storage, type StoredObject } from '../../storage';
import type { MediaRepo } from '../media/media.repo';
import { acceptUpload } from '../media/upload-rules';
import { featuresOf } from '../memberships/tier-features';
import { openContextThread, type ThreadContextPolicy } from '../messages';
import type { ContractAdviceRepo } from './contract-advice.repo';
import { toDetailDto, toRequestDto } from './contract-advice.mapper';
import { CONTRACT_MAX_BYTES, type ContractAdviceUpload } from './contract-upload';

export const CONTRACT_ADVICE_MESSAGES = {
  created: 'Your request has been sent. An adviser will answer within two working days.',
  statusChanged: 'Status updated',
  notFound: 'Contract advice request not found',
  questionsRequired: 'Please write the questions you want answered.',
  questionsTooLong: `Please keep your questions under ${CONTRACT_ADVICE_LIMITS.questionsMaxLength} characters.`,
  deadlineRequired: 'Please give the date you need the answer by.',
  deadlineInvalid: 'Please give a real date (YYYY-MM-DD).',
  deadlineNotFuture: 'The deadline must be a date in the future.',
  contractRequired: 'Please attach the contract as a PDF.',
  contractTooLarge: `The contract is too large: the maximum size is ${CONTRACT_ADVICE_LIMITS.contractMaxMb} MB.`,
  contractNotPdf: 'The contract must be a PDF file.',
  checkForm: 'Please check the form.',
} as const;

/** 429 text: names the first day the member can send again (API_MESSAGE_PATTERNS_AR translates it). */
export const monthlyLimitMessage = (resetsOn: string) =>
  `You have used all ${CONTRACT_ADVICE_LIMITS.perMonth} contract advice requests for this month. You can send a new one from ${resetsOn}.`;

/** 409 text for a move the workflow does not allow (API_MESSAGE_PATTERNS_AR translates it). */
export const badMoveMessage = (from: ContractAdviceStatus, to: ContractAdviceStatus) =>
  `A request that is ${from.replace('_', ' ')} cannot move to ${to.replace('_', ' ')}.`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The contract's title: its file name without folders or control characters, or a neutral one. */
function contractTitle(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}]/gu, '').trim().slice(0, UPLOAD_TITLE_MAX_LENGTH).trim();
  return UPLOAD_TITLE_PATTERN.test(base) ? base : 'Contract';
}

export interface ContractAdviceServiceDeps {
  db: Knex;
  repo: ContractAdviceRepo;
  media: MediaRepo;
  storage: Storage;
  threadPolicy: ThreadContextPolicy;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

export function createContractAdviceService(deps: ContractAdviceServiceDeps) {
  const { db, repo } = deps;

  async function allowanceOf(memberUserId: number, at: Date, trx?: Knex.Transaction): Promise<ContractAdviceAllowanceDto> {
    const { start, next } = utcMonthOf(at);
    const [used, user] = await Promise.all([
      repo.countSentBetween(memberUserId, start, next, trx),
      (trx ?? db)('users').where({ id: memberUserId }).first<{ membership: Membership } | undefined>('membership'),
    ]);
    const limit = CONTRACT_ADVICE_LIMITS.perMonth;
    return {
      included: !!user && featuresOf('candidate', user.membership).includes('contractAdvice'),
      limit,
      used,
      remaining: Math.max(0, limit - used),
      resetsOn: toIsoDate(next),
    };
  }

  function refuseWhenSpent(allowance: ContractAdviceAllowanceDto, at: Date): void {
    if (allowance.remaining > 0) return;
    const resetsAt = new Date(`${allowance.resetsOn}T00:00:00Z`);
    throw tooManyRequests(monthlyLimitMessage(allowance.resetsOn), (resetsAt.getTime() - at.getTime()) / 1000);
  }

  /** Every field rule at once (the form shows them together); the file's own rules (size, type) come after. */
  function checkFields(upload: ContractAdviceUpload, today: string): { questions: string; deadline: string } {
    const errors: Record<string, string> = {};
    const questions = upload.questions.trim();
    if (!questions) errors.questions = CONTRACT_ADVICE_MESSAGES.questionsRequired;
    else if ([...questions].length > CONTRACT_ADVICE_LIMITS.questionsMaxLength) errors.questions = CONTRACT_ADVICE_MESSAGES.questionsTooLong;
    const deadline = upload.deadline.trim();
    if (!deadline) errors.deadline = CONTRACT_ADVICE_MESSAGES.deadlineRequired;
    else if (!ISO_DATE.test(deadline) || Number.isNaN(Date.parse(`${deadline}T00:00:00Z`)) || toIsoDate(new Date(`${deadline}T00:00:00Z`)) !== deadline) {
      errors.deadline = CONTRACT_ADVICE_MESSAGES.deadlineInvalid;
    } else if (deadline <= today) errors.deadline = CONTRACT_ADVICE_MESSAGES.deadlineNotFuture;
    if (!upload.file || upload.file.bytes.length === 0) errors.file = CONTRACT_ADVICE_MESSAGES.contractRequired;
    if (Object.keys(errors).length) throw new HttpError(422, CONTRACT_ADVICE_MESSAGES.checkForm, errors, 'validation-failed');
    return { questions, deadline };
  }

  async function detail(id: number) {
    const row = await repo.findView(id);
    if (!row) throw notFound(CONTRACT_ADVICE_MESSAGES.notFound);
    return toDetailDto(row, await repo.history(id), deps.now());
  }

  /** The member's own request; someone else's (or none) is the same 404. */
  async function ownRequest(actor: Actor, id: number) {
    const row = await repo.findView(id);
    if (!row || row.member_user_id !== actor.id) throw notFound(CONTRACT_ADVICE_MESSAGES.notFound);
    return row;
  }

  return {
    /** `POST /contract-advice/requests`: checks, stores the contract, then one transaction writes the request, its first status and its thread. */
    async create(actor: Actor, upload: ContractAdviceUpload) {
      const at = deps.now();
      refuseWhenSpent(await allowanceOf(actor.id, at), at);
      const fields = checkFields(upload, toIsoDate(at));
      const file = upload.file!;
      const accepted = await acceptUpload(
        { kind: 'cv', title: contractTitle(file.filename), bytes: file.bytes, truncated: file.truncated },
        { bytes: CONTRACT_MAX_BYTES, message: CONTRACT_ADVICE_MESSAGES.contractTooLarge },
      ).catch((error: unknown) => {
        // The media rules say "PDF" in CV words; the form says it about the contract.
        if (error instanceof HttpError && error.statusCode === 415) throw new HttpError(415, CONTRACT_ADVICE_MESSAGES.contractNotPdf, { file: CONTRACT_ADVICE_MESSAGES.contractNotPdf }, error.code);
        throw error;
      });
      const key = newStorageKey('other');
      await deps.storage.put(key, accepted.bytes, accepted.mime);
      try {
        const id = await db.transaction(async (trx) => {
          await repo.lockMember(actor.id, trx);
          refuseWhenSpent(await allowanceOf(actor.id, at, trx), at);
          // Kind `other`, not `cv`: a contract is not one of the member's CVs and never shows among them.
          const media = await deps.media.insert(
            { owner_user_id: actor.id, kind: 'other', title: accepted.title, attachment_type: 'contract_advice', mime: accepted.mime, size: accepted.size, checksum_sha256: accepted.checksum, storage_key: key },
            trx,
          );
          const requestId = await repo.insert(
            {
              member_user_id: actor.id,
              contract_media_id: media.id,
              questions: fields.questions,
              deadline: fields.deadline,
              status: 'open',
              adviser_user_id: null,
              submitted_at: at,
              due_at: addWorkingDays(at, CONTRACT_ADVICE_LIMITS.workingDaysToAnswer),
              status_changed_at: at,
            },
            trx,
          );
          await repo.recordStatus(requestId, 'open', actor.id, at, trx);
          await openContextThread(db, deps.threadPolicy, requestId, trx);
          return requestId;
        });
        return detail(id);
      } catch (error) {
        await deps.storage.delete(key).catch((cause: unknown) => deps.log.warn({ err: cause, key }, 'could not delete stored file'));
        throw error;
      }
    },

    /** `GET /contract-advice/requests`: the member's requests (also after a downgrade) and what is left this month. */
    async listOwn(actor: Actor, query: { offset?: number; limit?: number }) {
      const offset = Math.max(0, query.offset ?? 0);
      const limit = Math.min(LIMITS.maxPageSize, Math.max(1, query.limit ?? LIMITS.defaultPageSize));
      const now = deps.now();
      const [{ rows, total }, allowance] = await Promise.all([repo.memberPage(actor.id, offset, limit), allowanceOf(actor.id, now)]);
      return { data: rows.map((row) => toRequestDto(row, now)), total, allowance };
    },

    /** `GET /contract-advice/requests/{id}`: one of the member's own requests with its history. */
    async getOwn(actor: Actor, id: number) {
      await ownRequest(actor, id);
      return detail(id);
    },

    /** `GET /contract-advice/requests/{id}/contract`: the file, for the member and the advisers only. */
    async openContract(actor: Actor, id: number): Promise<{ title: string; mime: string; object: StoredObject }> {
      const row = await repo.findView(id);
      const allowed = row && (row.member_user_id === actor.id || (await repo.isLiveAdviser(actor.id)));
      const media = allowed && row.contract_media_id !== null ? await deps.media.findLive(row.contract_media_id) : undefined;
      if (!media) throw notFound(CONTRACT_ADVICE_MESSAGES.notFound);
      return { title: media.title, mime: media.mime, object: await deps.storage.get(media.storage_key) };
    },

    /** `GET /admin-api/contract-advice`: the queue, overdue first, then by due time. */
    async queue(query: { status?: ContractAdviceStatus; offset?: number; limit?: number }) {
      const now = deps.now();
      const offset = Math.max(0, query.offset ?? 0);
      const limit = Math.min(LIMITS.maxPageSize, Math.max(1, query.limit ?? LIMITS.defaultPageSize));
      const { rows, total } = await repo.queuePage({ status: query.status, offset, limit, now });
      return { data: rows.map((row) => toRequestDto(row, now)), total };
    },

    /** `GET /admin-api/contract-advice/{id}`. */
    adviserDetail: (id: number) => detail(id),

    /**
     * `PUT /admin-api/contract-advice/{id}/status`: only the next step of open → in_review → answered → closed (409
     * otherwise); taking a request into review makes the adviser its assignee. Each move is recorded with who and when.
     */
    async changeStatus(actor: Actor, id: number, wanted: ContractAdviceStatus) {
      await db.transaction(async (trx) => {
        const row = await repo.lock(id, trx);
        if (!row) throw notFound(CONTRACT_ADVICE_MESSAGES.notFound);
        if (CONTRACT_ADVICE_NEXT[row.status] !== wanted) throw conflict(badMoveMessage(row.status, wanted), { status: badMoveMessage(row.status, wanted) });
        const at = deps.now();
        await repo.setStatus(id, { status: wanted, status_changed_at: at, ...(wanted === 'in_review' ? { adviser_user_id: actor.id } : {}) }, trx);
        await repo.recordStatus(id, wanted, actor.id, at, trx);
      });
      return detail(id);
    },
  };
}

export type ContractAdviceService = ReturnType<typeof createContractAdviceService>;
