import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  DEFAULT_MEMBERSHIP,
  resetPasswordHref,
  candidateRegisterSchema,
  employerRegisterSchema,
  loginSchema,
  lostPasswordSchema,
  resetPasswordSchema,
  type LoginResponse,
  type Role,
} from '@fj/shared';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { HttpError, badRequest, conflict, unauthorized } from '../../lib/http-error';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { SLUG_CONSTRAINTS, uniqueSlug, withFreeSlug } from '../../lib/slug';
import { validateForm } from '../../lib/validate-form';
import type { Mailer } from '../../mail';
import type { TokenPayload } from '../../plugins/policy-types';
import { suspendedMessage } from '../../plugins/auth';
import type { EmployersRepo } from '../employers/employers.repo';
import type { EventsRepo } from '../events/events.repo';
import type { NewUser, UserRow, UsersRepo } from '../users/users.repo';
import type { GoogleIdentity, GoogleVerifier } from './google-verifier';
import type { LoginAttemptsRepo } from './login-attempts.repo';
import { createLoginThrottle } from './login-throttle';
import { passwordResetMail } from './password-reset-mail';
import type { ResetTokensRepo } from './reset-tokens.repo';
import type { EmailVerificationService } from './email-verification.service';

export const INVALID_LOGIN = 'Invalid login details';
export const ACCOUNT_SUSPENDED_CODE = 'account-suspended';
export const RESET_TOKEN_TTL_MINUTES = 60;
export const LOST_PASSWORD_MESSAGE = 'If an account matches, we have sent an email with a link to reset the password.';
const INVALID_RESET_LINK = 'This password reset link is invalid, expired or already used. Please request a new one.';

export interface AuthServiceDeps {
  db: Knex;
  users: UsersRepo;
  employers: EmployersRepo;
  loginAttempts: LoginAttemptsRepo;
  resetTokens: ResetTokensRepo;
  events: EventsRepo;
  /** Counts reset e-mails and registrations (docs/hardening.md "Throttles"). */
  throttle: Throttle;
  mailer: Mailer;
  google: GoogleVerifier;
  issueToken(payload: TokenPayload): string;
  publicWebUrl: string;
  now(): Date;
  /** Address confirmation (docs/retention.md); registrations send its email after they commit. */
  verification?: EmailVerificationService;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A Postgres unique violation means a simultaneous registration won the race for that username or e-mail. */
const isUniqueViolation = (error: unknown): boolean => (error as { code?: string })?.code === '23505';

/** docs/hardening.md "Login throttling": per address a 429; per account the e-mail is silently not sent (same answer). */
export const AUTH_THROTTLES = {
  lostPasswordPerAddress: { name: 'lost-password:address', limit: 10, windowSeconds: 15 * 60, message: 'Too many password reset requests from your network.' },
  lostPasswordPerAccount: { name: 'lost-password:account', limit: 3, windowSeconds: 60 * 60 },
  registrationPerAddress: { name: 'register:address', limit: 20, windowSeconds: 60 * 60, message: 'Too many new accounts from your network.' },
} as const satisfies Record<string, ThrottleRule>;

const DUPLICATE_MESSAGES = {
  username: 'This username is already taken.',
  email: 'An account with this email address already exists.',
};

export function createAuthService(deps: AuthServiceDeps) {
  const throttle = createLoginThrottle(deps.loginAttempts, deps.now);

  /** A suspended account is told why, after its password was checked (the reason is never shown to a stranger). */
  const assertNotSuspended = (user: UserRow) => {
    if (user.suspended_at) throw new HttpError(403, suspendedMessage(user.suspended_reason), undefined, ACCOUNT_SUSPENDED_CODE);
  };

  const loginResponse = (user: UserRow): LoginResponse => ({
    success: true,
    token: deps.issueToken({
      id: user.id,
      profile: user.profile_slug,
      displayName: user.display_name,
      roles: user.roles,
      tv: user.token_version,
    }),
    user: { ID: user.id, user_login: user.username, display_name: user.display_name, displayName: user.display_name },
    roles: user.roles as Role[],
  });

  const assertAvailable = async (username: string, email: string, trx: Knex.Transaction) => {
    const taken = await deps.users.takenFields(username, email, trx);
    const errors: Record<string, string> = {};
    if (taken.username) errors.username = DUPLICATE_MESSAGES.username;
    if (taken.email) errors.email = DUPLICATE_MESSAGES.email;
    if (Object.keys(errors).length > 0) throw conflict('An account with these details already exists.', errors);
  };

  /** Runs a registration in one transaction; a race lost at the unique index still answers 409. */
  const inRegistration = async (work: (trx: Knex.Transaction) => Promise<UserRow>, via: 'password' | 'google'): Promise<UserRow> => {
    try {
      return await deps.db.transaction(async (trx) => {
        const user = await work(trx);
        await deps.events.record(
          { actorUserId: user.id, entity: 'user', entityId: user.id, action: 'registered', to: user.roles.join(','), details: { via } },
          trx,
        );
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const detail = String((error as { constraint?: string; detail?: string }).constraint ?? (error as { detail?: string }).detail ?? '');
        const errors: Record<string, string> = detail.includes('email') ? { email: DUPLICATE_MESSAGES.email } : { username: DUPLICATE_MESSAGES.username };
        throw conflict('An account with these details already exists.', errors);
      }
      throw error;
    }
  };

  const createEmployerOrganisation = async (owner: UserRow, companyName: string, trx: Knex.Transaction): Promise<UserRow> => {
    const employer = await withFreeSlug(trx, [SLUG_CONSTRAINTS.employer], async (savepoint) => {
      const slug = await uniqueSlug(companyName, (candidate) => deps.employers.slugExists(candidate, savepoint));
      return deps.employers.insert({ owner_user_id: owner.id, name: companyName, slug }, savepoint);
    });
    await deps.users.setEmployer(owner.id, employer.id, trx);
    return { ...owner, employer_id: employer.id };
  };

  /** Inserts the account under the first free profile slug of `slugBase` (a namesake registering at once takes the next). */
  const insertUser = (user: Omit<NewUser, 'profile_slug'>, slugBase: string, trx: Knex.Transaction) =>
    withFreeSlug(trx, [SLUG_CONSTRAINTS.userProfile], async (savepoint) =>
      deps.users.insert({ ...user, profile_slug: await uniqueSlug(slugBase, (candidate) => deps.users.profileSlugExists(candidate, savepoint)) }, savepoint),
    );

  /** A username for a Google account: the e-mail's local part, made valid and unique. */
  const usernameFor = async (email: string, trx: Knex.Transaction): Promise<string> => {
    const base = (email.split('@')[0].replace(/[^A-Za-z0-9._-]/g, '').slice(0, 50) || 'member').padEnd(3, '0');
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}${n}`;
      if (!(await deps.users.usernameExists(candidate, trx))) return candidate;
    }
  };

  /** Writes a one-time reset link for the account and e-mails it (the lost-password form and the admin action). */
  const sendResetLink = async (user: Pick<UserRow, 'id' | 'email' | 'display_name'>): Promise<void> => {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(deps.now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
    await deps.resetTokens.insert({ userId: user.id, tokenHash: sha256(token), expiresAt });
    const link = `${deps.publicWebUrl}${resetPasswordHref(token)}`;
    const locale = await deps.users.localeOf(user.id);
    await deps.mailer.send(passwordResetMail({ to: user.email, displayName: user.display_name, link, validMinutes: RESET_TOKEN_TTL_MINUTES, locale }));
  };

  return {
    async login(body: unknown, ip: string): Promise<LoginResponse> {
      const { username, password } = validateForm(loginSchema, body);
      const user = await deps.users.findByLogin(username);
      const accountKey = user ? `user:${user.id}` : `login:${username.toLowerCase()}`;
      await throttle.assertAllowed(accountKey, ip);

      const valid = user ? await verifyPassword(user.password_hash, password) : (await burnPasswordCheck(password), false);
      await throttle.record(accountKey, ip, valid);
      if (!user || !valid) throw unauthorized(INVALID_LOGIN);
      assertNotSuspended(user);
      return loginResponse(user);
    },

    async registerCandidate(body: unknown, ip: string, locale: Locale = DEFAULT_LOCALE): Promise<LoginResponse> {
      const values = validateForm(candidateRegisterSchema, body);
      await deps.throttle.consume(AUTH_THROTTLES.registrationPerAddress, ip);
      const passwordHash = await hashPassword(values.password);
      const user = await inRegistration(async (trx) => {
        await assertAvailable(values.username, values.email, trx);
        const displayName = `${values.first_name} ${values.last_name}`;
        return insertUser(
          {
            username: values.username,
            email: values.email,
            password_hash: passwordHash,
            display_name: displayName,
            first_name: values.first_name,
            last_name: values.last_name,
            roles: ['candidate'],
            profile_type: values.profile_type,
            // A paid plan is granted only by its verified payment (docs/payments.md); the choice travels in the URL.
            membership: DEFAULT_MEMBERSHIP,
            locale,
          },
          displayName,
          trx,
        );
      }, 'password');
      await deps.verification?.sendAfterRegistration(user.id);
      return loginResponse(user);
    },

    async registerEmployer(body: unknown, ip: string, locale: Locale = DEFAULT_LOCALE): Promise<LoginResponse> {
      const values = validateForm(employerRegisterSchema, body);
      await deps.throttle.consume(AUTH_THROTTLES.registrationPerAddress, ip);
      const passwordHash = await hashPassword(values.password);
      const user = await inRegistration(async (trx) => {
        await assertAvailable(values.username, values.email, trx);
        const owner = await insertUser(
          {
            username: values.username,
            email: values.email,
            password_hash: passwordHash,
            display_name: values.company_name,
            first_name: values.first_name,
            last_name: values.last_name,
            roles: ['employer'],
            locale,
          },
          values.company_name,
          trx,
        );
        return createEmployerOrganisation(owner, values.company_name, trx);
      }, 'password');
      await deps.verification?.sendAfterRegistration(user.id);
      return loginResponse(user);
    },

    async logout(userId: number): Promise<void> {
      await deps.db.transaction(async (trx) => {
        await deps.users.bumpTokenVersion(userId, trx);
        await deps.events.record({ actorUserId: userId, entity: 'user', entityId: userId, action: 'signed_out' }, trx);
      });
    },

    /**
     * Always answers the same way, so the form cannot be used to find out who has an account: an unknown account
     * and an account that already had its reset e-mails this hour both get the usual answer and no e-mail.
     */
    async requestPasswordReset(body: unknown, ip: string): Promise<void> {
      const { user_login } = validateForm(lostPasswordSchema, body);
      await deps.throttle.consume(AUTH_THROTTLES.lostPasswordPerAddress, ip);
      const user = await deps.users.findByLogin(user_login);
      const perAccount = await deps.throttle.hit(AUTH_THROTTLES.lostPasswordPerAccount, user ? `user:${user.id}` : `login:${user_login.trim().toLowerCase()}`);
      if (!user || !perAccount.allowed) return;
      await sendResetLink(user);
    },

    sendResetLink,

    async resetPassword(body: unknown): Promise<void> {
      const values = validateForm(resetPasswordSchema, body);
      const passwordHash = await hashPassword(values.password);
      await deps.db.transaction(async (trx) => {
        const now = deps.now();
        const token = await deps.resetTokens.findUsableForUpdate(sha256(values.token), now, trx);
        if (!token) throw badRequest(INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
        await deps.resetTokens.consumeAllForUser(token.user_id, now, trx);
        await deps.users.setPasswordAndRevokeTokens(token.user_id, passwordHash, trx);
        await deps.events.record({ actorUserId: token.user_id, entity: 'user', entityId: token.user_id, action: 'password_reset' }, trx);
      });
    },

    /** Signs in the account of a verified Google identity: matched by Google id, else by verified e-mail. */
    async socialLogin(credential: string): Promise<LoginResponse> {
      const identity = await deps.google.verify(credential);
      const user = await findAndLinkGoogleUser(identity);
      if (!user) throw new HttpError(404, 'No account uses this Google address yet. Please register first.');
      assertNotSuspended(user);
      return loginResponse(user);
    },

    /** Creates the account of a verified Google identity, or signs it in when it already exists. */
    async socialRegister(input: { credential: string; role: 'candidate' | 'employer'; company_name?: string; locale?: Locale }): Promise<LoginResponse> {
      if (input.role === 'employer' && !input.company_name?.trim()) {
        throw new HttpError(422, 'Please correct the highlighted fields', { company_name: 'This field is required.' });
      }
      const identity = await deps.google.verify(input.credential);
      const existing = await findAndLinkGoogleUser(identity);
      if (existing) {
        assertNotSuspended(existing);
        return loginResponse(existing);
      }

      const user = await inRegistration(async (trx) => {
        const displayName = input.role === 'employer' ? input.company_name!.trim() : identity.name;
        const created = await withFreeSlug(trx, [SLUG_CONSTRAINTS.username], async (savepoint) =>
          insertUser(
            {
              username: await usernameFor(identity.email, savepoint),
              email: identity.email,
              password_hash: null,
              google_sub: identity.sub,
              display_name: displayName,
              first_name: identity.firstName,
              last_name: identity.lastName,
              roles: [input.role],
              locale: input.locale ?? DEFAULT_LOCALE,
            },
            displayName,
            savepoint,
          ),
        );
        // Google has verified the address: nothing to confirm.
        await deps.verification?.markVerifiedByGoogle(created.id, trx);
        return input.role === 'employer' ? createEmployerOrganisation(created, displayName, trx) : created;
      }, 'google');
      return loginResponse(user);
    },
  };

  async function findAndLinkGoogleUser(identity: GoogleIdentity): Promise<UserRow | undefined> {
    const bySub = await deps.users.findByGoogleSub(identity.sub);
    if (bySub) return bySub;
    const byEmail = await deps.users.findByEmail(identity.email);
    if (byEmail && !byEmail.google_sub) {
      await deps.users.linkGoogle(byEmail.id, identity.sub);
      // Signing in with Google proves the address as well as the link would.
      await deps.verification?.markVerifiedByGoogle(byEmail.id);
      return { ...byEmail, google_sub: identity.sub };
    }
    return undefined;
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
