import type { Knex } from 'knex';
import { candidateThreadHref, employerThreadHref, type ThreadSide } from '@fj/shared';
import type { Mailer } from '../../../mail';
import { createMessageMailRepo, type DueParticipant } from './message-mail.repo';
import { createReplyTokens, replyAddress } from './reply-token';
import { unreadMessagesMail } from './unread-mail';

export interface MessageMailSettings {
  /** An unread message is mailed this many seconds after it was posted (MESSAGE_MAIL_DELAY_S)… */
  delaySeconds: number;
  /** …and a participant gets at most one email per thread per this many seconds (MESSAGE_MAIL_INTERVAL_S). */
  intervalSeconds: number;
  /** Domain of the reply addresses (MAIL_DOMAIN). */
  mailDomain: string;
}

export interface MessageMailDeps extends MessageMailSettings {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  /** Server secret the reply addresses are signed with (the JWT secret; a key is derived from it). */
  secret: string;
  /** The messages module's live check: the participant's reply_token_version, or null when they lost the thread. */
  replyTokenVersion(threadId: number, userId: number): Promise<number | null>;
  /** What the thread is about for this reader (its context's policy), named in the email; none → not named. */
  describeThread?(threadId: number, userId: number): Promise<{ title: string; subtitle: string } | null>;
  now?: () => Date;
  log?: { error(details: object, message: string): void };
}

export interface MessageMailSummary {
  sent: number;
  /** Due but inside the interval (pushed to its end) or with nothing unread any more (cleared). */
  rescheduled: number;
  /** Claimed, but nothing to write or nobody to write to (deleted, suspended, lost access): cleared. */
  skipped: number;
  /** The email failed: due again on the next run. */
  failed: number;
}

const ROWS_PER_CLAIM = 100;
const MAX_CLAIMS_PER_RUN = 20;
const MESSAGES_PER_EMAIL = 20;
// A claimed row whose sender crashed is due again after this; a healthy send takes seconds.
const CLAIM_LEASE_SECONDS = 300;
// A failed email is tried again by the next minute's run, not by this run's next claim.
const RETRY_AFTER_SECONDS = 30;

/** Where each side reads its threads in the SPA; sides without an area of their own read in the candidate's. */
const THREAD_HREF: Record<ThreadSide, (threadId: number) => string> = {
  employer: employerThreadHref,
  member: candidateThreadHref,
  applicant: candidateThreadHref,
  learner: candidateThreadHref,
  adviser: candidateThreadHref,
  coach: candidateThreadHref,
};

/**
 * The `message-mail` task (every minute): one email per thread per participant about messages they have not read
 * MESSAGE_MAIL_DELAY_S after posting, at most one per MESSAGE_MAIL_INTERVAL_S, carrying only messages no earlier
 * email carried. Rows are claimed in one statement that skips rows another run holds, so concurrent runs never
 * mail twice; no transaction stays open while mailing. A failed email leaves its row due for the next run.
 */
export async function runMessageMail(deps: MessageMailDeps): Promise<MessageMailSummary> {
  const repo = createMessageMailRepo(deps.db);
  const tokens = createReplyTokens(deps.secret);
  const now = deps.now ?? (() => new Date());
  const summary: MessageMailSummary = { sent: 0, rescheduled: 0, skipped: 0, failed: 0 };

  const mailOne = async (row: DueParticipant): Promise<'sent' | 'skipped'> => {
    const [recipient, version] = await Promise.all([repo.recipient(row.userId), deps.replyTokenVersion(row.threadId, row.userId)]);
    if (!recipient || recipient.inactive || version === null) {
      await repo.clearDue(row.threadId, row.userId);
      return 'skipped';
    }
    const afterId = Math.max(row.lastReadMessageId, row.mailedThroughMessageId);
    const { messages, total } = await repo.unreadMessages(row.threadId, row.userId, afterId, MESSAGES_PER_EMAIL);
    if (messages.length === 0) {
      await repo.clearDue(row.threadId, row.userId);
      return 'skipped';
    }
    const moment = now();
    const about = (await deps.describeThread?.(row.threadId, row.userId)) ?? null;
    await deps.mailer.send(
      unreadMessagesMail({
        recipient,
        about,
        messages,
        total,
        threadUrl: `${deps.publicWebUrl}${THREAD_HREF[row.side](row.threadId)}`,
        replyTo: replyAddress(tokens.sign({ threadId: row.threadId, userId: row.userId, version }, moment), deps.mailDomain),
        intervalMinutes: Math.max(1, Math.round(deps.intervalSeconds / 60)),
      }),
    );
    const nextDueAt = new Date(moment.getTime() + Math.max(deps.delaySeconds, deps.intervalSeconds) * 1000);
    await repo.recordMailed(row.threadId, row.userId, { throughId: messages[messages.length - 1].id, mailedAt: moment, nextDueAt });
    return 'sent';
  };

  for (let claim = 0; claim < MAX_CLAIMS_PER_RUN; claim += 1) {
    const rows = await repo.claimDue(now(), { intervalSeconds: deps.intervalSeconds, leaseSeconds: CLAIM_LEASE_SECONDS, limit: ROWS_PER_CLAIM });
    for (const row of rows) {
      if (!row.claimed) {
        summary.rescheduled += 1;
        continue;
      }
      try {
        summary[await mailOne(row)] += 1;
      } catch (error) {
        summary.failed += 1;
        deps.log?.error({ err: error, threadId: row.threadId, userId: row.userId }, 'message email failed; it is retried on the next run');
        await repo.retryAt(row.threadId, row.userId, new Date(now().getTime() + RETRY_AFTER_SECONDS * 1000)).catch(() => undefined);
      }
    }
    if (rows.length < ROWS_PER_CLAIM) break;
  }
  return summary;
}
