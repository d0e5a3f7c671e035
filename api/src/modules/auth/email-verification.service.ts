import type { Knex } from 'knex';
import { RETENTION_DEFAULTS, ROUTES } from '@fj/shared';
import { badRequest, notFound } from '../../lib/http-error';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import type { Mailer } from '../../mail';
import type { EventsRepo } from '../events/events.repo';
import { emailVerificationMail } from './email-verification-mail';
import type { EmailVerificationRepo, VerificationAccount } from './email-verification.repo';
import { parseVerificationToken, signatureMatches, signVerificationToken } from './email-verification-token';

/** A confirmation link works for a week; an account still unconfirmed after the retention period is removed. */
export const VERIFICATION_TOKEN_TTL_DAYS = 7;
export const INVALID_VERIFICATION_LINK = 'This confirmation link is invalid or has expired. Sign in and ask for a new one.';
export const VERIFIED_MESSAGE = 'Thank you: your email address is confirmed.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already confirmed.';
export const VERIFICATION_SENT_MESSAGE = 'We have sent you a new confirmation link. Please check your inbox.';

/** docs/retention.md "Email verification": a few resends an hour per account, so the form cannot be used to spam a mailbox. */
export const RESEND_VERIFICATION_THROTTLE = {
  name: 'resend-verification:account',
  limit: 3,
  windowSeconds: 60 * 60,
  message: 'You have asked for several confirmation emails already.',
} as const satisfies ThrottleRule;

export interface EmailVerificationDeps {
  db: Knex;
  repo: EmailVerificationRepo;
  events: EventsRepo;
  throttle: Throttle;
  mailer: Mailer;
  secret: string;
  publicWebUrl: string;
  unverifiedAccountDays?: number;
  now(): Date;
  log?: { error(details: object, message: string): void };
}

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const send = async (account: Pick<VerificationAccount, 'id' | 'email' | 'display_name' | 'locale'>) => {
    const expiresAt = new Date(deps.now().getTime() + VERIFICATION_TOKEN_TTL_DAYS * 86_400_000);
    const token = signVerificationToken(deps.secret, account.id, account.email, expiresAt);
    const link = `${deps.publicWebUrl}${ROUTES.verifyEmail}?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(
      emailVerificationMail({
        to: account.email,
        displayName: account.display_name,
        link,
        validDays: VERIFICATION_TOKEN_TTL_DAYS,
        removedAfterDays: deps.unverifiedAccountDays ?? RETENTION_DEFAULTS.unverifiedAccountDays,
        locale: account.locale,
      }),
    );
  };

  return {
    /**
     * After a registration has committed: the account exists either way, so a mail outage is logged, not thrown; the
     * banner's "Resend" sends the link again.
     */
    async sendAfterRegistration(userId: number): Promise<void> {
      try {
        const account = await deps.repo.findAccount(userId);
        if (account && !account.email_verified_at) await send(account);
      } catch (error) {
        deps.log?.error({ err: error, userId }, 'could not send the address-confirmation email');
      }
    },

    /** Marks an account whose address Google has verified (sign-up or linking with Google). */
    markVerifiedByGoogle: (userId: number, trx?: Knex.Transaction) => deps.repo.markVerified(userId, deps.now(), trx),

    /** `POST /auth/verify-email`: idempotent; a bad, altered or expired link answers 400. */
    async verify(token: string): Promise<{ message: string; data: { emailVerified: true } }> {
      const parsed = parseVerificationToken(token);
      const account = parsed ? await deps.repo.findAccount(parsed.userId) : undefined;
      if (!parsed || !account || !signatureMatches(deps.secret, parsed, account.email)) {
        throw badRequest(INVALID_VERIFICATION_LINK, { token: INVALID_VERIFICATION_LINK });
      }
      if (account.email_verified_at) return { message: ALREADY_VERIFIED_MESSAGE, data: { emailVerified: true } };
      if (parsed.expiresAt.getTime() <= deps.now().getTime()) throw badRequest(INVALID_VERIFICATION_LINK, { token: INVALID_VERIFICATION_LINK });
      await deps.db.transaction(async (trx) => {
        if (await deps.repo.markVerified(account.id, deps.now(), trx)) {
          await deps.events.record({ actorUserId: account.id, entity: 'user', entityId: account.id, action: 'email_verified' }, trx);
        }
      });
      return { message: VERIFIED_MESSAGE, data: { emailVerified: true } };
    },

    /** `POST /auth/resend-verification` (signed in): a fresh link, throttled per account. */
    async resend(userId: number): Promise<{ message: string; data: { emailVerified: boolean } }> {
      const account = await deps.repo.findAccount(userId);
      if (!account) throw notFound('Your account no longer exists.');
      if (account.email_verified_at) return { message: ALREADY_VERIFIED_MESSAGE, data: { emailVerified: true } };
      await deps.throttle.consume(RESEND_VERIFICATION_THROTTLE, `user:${userId}`);
      await send(account);
      return { message: VERIFICATION_SENT_MESSAGE, data: { emailVerified: false } };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
