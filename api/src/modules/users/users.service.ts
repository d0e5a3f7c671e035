import { permissionsFor } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import type { Locale } from '../../i18n/locale';
import type { EmployersRepo } from '../employers/employers.repo';
import type { UserRow, UsersRepo } from './users.repo';

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
        registered: user.created_at.toISOString(),
        locale: user.locale,
        ...(await deps.candidateProfile?.(user)),
        ...(employer && deps.employerProfile ? { employerProfile: await deps.employerProfile(employer.id) } : {}),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
