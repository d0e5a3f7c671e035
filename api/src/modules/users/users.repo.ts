import type { Knex } from 'knex';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locale';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  display_name: string;
  first_name: string;
  last_name: string;
  roles: string[];
  profile_slug: string;
  token_version: number;
  google_sub: string | null;
  profile_type: string | null;
  membership: string;
  employer_id: number | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  /** Set while an administrator has suspended the account (docs/admin.md). */
  suspended_at?: Date | null;
  suspended_reason?: string | null;
  /** The language emails to this person are written in (docs/i18n.md). */
  locale: Locale;
  /** IANA time zone: interview times in emails are written in it (UTC when null); docs/interviews.md. */
  timezone?: string | null;
  /** When the address was confirmed; null until then (docs/retention.md). */
  email_verified_at?: Date | null;
}

export type NewUser = Pick<UserRow, 'username' | 'email' | 'display_name' | 'first_name' | 'last_name' | 'roles' | 'profile_slug'> &
  Partial<Pick<UserRow, 'password_hash' | 'google_sub' | 'profile_type' | 'membership' | 'employer_id' | 'locale'>>;

export function createUsersRepo(db: Knex) {
  const users = (trx?: Knex.Transaction) => (trx ?? db)<UserRow>('users');
  const active = (trx?: Knex.Transaction) => users(trx).whereNull('deleted_at');

  return {
    findById: (id: number, trx?: Knex.Transaction) => active(trx).where({ id }).first(),

    /** Login accepts a username (exact) or an e-mail address (stored lower-cased). */
    findByLogin: (login: string, trx?: Knex.Transaction) =>
      active(trx)
        .where((q) => q.where('username', login).orWhere('email', login.toLowerCase()))
        .orderByRaw('CASE WHEN username = ? THEN 0 ELSE 1 END', [login])
        .first(),

    findByEmail: (email: string, trx?: Knex.Transaction) => active(trx).where({ email: email.toLowerCase() }).first(),

    findByGoogleSub: (sub: string, trx?: Knex.Transaction) => active(trx).where({ google_sub: sub }).first(),

    /** Deleted accounts keep their username and e-mail reserved, so both are checked without the deleted filter. */
    async takenFields(username: string, email: string, trx?: Knex.Transaction): Promise<{ username: boolean; email: boolean }> {
      const rows = await users(trx)
        .select('username', 'email')
        .where('username', username)
        .orWhere('email', email.toLowerCase());
      return {
        username: rows.some((row) => row.username === username),
        email: rows.some((row) => row.email === email.toLowerCase()),
      };
    },

    async usernameExists(username: string, trx?: Knex.Transaction): Promise<boolean> {
      return (await users(trx).select('id').where({ username }).first()) !== undefined;
    },

    /** Someone's current slug, or one they gave up (it still redirects to them, docs: profile permalinks). */
    async profileSlugExists(slug: string, trx?: Knex.Transaction): Promise<boolean> {
      if ((await users(trx).select('id').where({ profile_slug: slug }).first()) !== undefined) return true;
      return (await (trx ?? db)('profile_slug_history').where({ slug }).first('slug')) !== undefined;
    },

    async insert(user: NewUser, trx?: Knex.Transaction): Promise<UserRow> {
      const [row] = await users(trx)
        .insert({ ...user, email: user.email.toLowerCase() } as never)
        .returning('*');
      return row as UserRow;
    },

    async setEmployer(userId: number, employerId: number, trx?: Knex.Transaction): Promise<void> {
      await users(trx).where({ id: userId }).update({ employer_id: employerId, updated_at: db.fn.now() } as never);
    },

    /** The account's email language; English for an account that no longer exists. */
    async localeOf(id: number, trx?: Knex.Transaction): Promise<Locale> {
      const row = await users(trx).select('locale').where({ id }).first();
      return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
    },

    async setLocale(id: number, locale: Locale, trx?: Knex.Transaction): Promise<void> {
      await users(trx).where({ id }).update({ locale, updated_at: db.fn.now() } as never);
    },

    async setTimezone(id: number, timezone: string | null, trx?: Knex.Transaction): Promise<void> {
      await users(trx).where({ id }).update({ timezone, updated_at: db.fn.now() } as never);
    },

    async linkGoogle(userId: number, sub: string, trx?: Knex.Transaction): Promise<void> {
      await users(trx).where({ id: userId }).update({ google_sub: sub, updated_at: db.fn.now() } as never);
    },

    /** Revokes every token issued so far. */
    async bumpTokenVersion(userId: number, trx?: Knex.Transaction): Promise<void> {
      await users(trx).where({ id: userId }).increment('token_version', 1).update({ updated_at: db.fn.now() } as never);
    },

    async setPasswordAndRevokeTokens(userId: number, passwordHash: string, trx?: Knex.Transaction): Promise<void> {
      await users(trx)
        .where({ id: userId })
        .increment('token_version', 1)
        .update({ password_hash: passwordHash, updated_at: db.fn.now() } as never);
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
