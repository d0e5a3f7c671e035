import { permissionsFor } from '@fj/shared';
import { HttpError, notFound } from '../../lib/http-error';
import type { Locale } from '../../i18n/locale';
import type { EmployersRepo } from '../employers/employers.repo';
import type { UserRow, UsersRepo } from './users.repo';

export const TIMEZONE_MESSAGES = {
  unknown: 'Unknown time zone. Use an IANA name such as Europe/London.',
} as const;

/** The zone's canonical IANA name (`europe/london` → `Europe/London`), or null when Intl does not know it. */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function createUsersService(deps: {
  users: UsersRepo;
  employers: EmployersRepo;
  /** The candidate profile fields of candidate accounts (candidates module). */
  candidateProfile?: (user: UserRow) => Promise<object | undefined>;
  /** The company profile of the organisation an employer account acts for (organisations module). */
  employerProfile?: (employerId: number) => Promise<object | undefined>;
}) {
  return {
    /** Remembers the language the person reads (the SPA's switch): their emails are written in it from now on. */
    async updateLocale(userId: number, locale: Locale) {
      await deps.users.setLocale(userId, locale);
      return { locale };
    },

    /** Remembers the person's IANA time zone (the SPA sends the browser's); interview emails show times in it. */
    async updateTimezone(userId: number, timezone: string) {
      const zone = canonicalTimeZone(timezone);
      if (!zone) throw new HttpError(422, TIMEZONE_MESSAGES.unknown, { timezone: TIMEZONE_MESSAGES.unknown });
      await deps.users.setTimezone(userId, zone);
      return { timezone: zone };
    },

    /** The caller's own account, with the permissions its roles grant and the organisation it acts for. */
    async ownProfile(userId: number) {
      const user = await deps.users.findById(userId);
      if (!user) throw notFound('Your account no longer exists.');
      const employer = user.employer_id ? await deps.employers.findById(user.employer_id) : undefined;
      return {
        ID: user.id,
        user_login: user.username,
        user_email: user.email,
        display_name: user.display_name,
        displayName: user.display_name,
        first_name: user.first_name,
        last_name: user.last_name,
        roles: user.roles,
        permissions: permissionsFor(user.roles),
        profile: user.profile_slug,
        profile_type: user.profile_type,
        membership: user.membership,
        employer: employer ? { id: employer.id, name: employer.name, slug: employer.slug, isOwner: employer.owner_user_id === user.id } : null,
        hasPassword: user.password_hash !== null,
        emailVerified: (user.email_verified_at ?? null) !== null,
        registered: user.created_at.toISOString(),
        locale: user.locale,
        timezone: user.timezone ?? null,
        ...(await deps.candidateProfile?.(user)),
        ...(employer && deps.employerProfile ? { employerProfile: await deps.employerProfile(employer.id) } : {}),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
