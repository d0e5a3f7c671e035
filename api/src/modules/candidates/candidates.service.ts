import type { Knex } from 'knex';
import {
  candidateProfileSchema,
  includesBasicTextCv,
  isAdministrator,
  isCandidateRole,
  isEmployerRole,
  LIMITS,
  PERMALINK_MESSAGES,
  permalinkSchema,
  profileHref,
  visibilitySchema,
  type CandidateProfile,
  type PublicCandidateProfile,
} from '@fj/shared';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { validateForm, validatePartialUpdate } from '../../lib/validate-form';
import type { Actor, TokenPayload } from '../../plugins/policy-types';
import type { EmployersRepo } from '../employers/employers.repo';
import type { UserRow, UsersRepo } from '../users/users.repo';
import { buildAtsCv } from './ats-cv';
import { toCandidateProfile, toProfilePatch, toPublicCandidateProfile } from './candidates.mapper';
import type { CandidatesRepo, CandidateProfileWithAccount } from './candidates.repo';
import type { ProfileSlugsRepo } from './profile-slugs.repo';
import { ensureCandidateProfileRow } from './profile-rows';

export interface CandidatesServiceDeps {
  db: Knex;
  users: UsersRepo;
  employers: EmployersRepo;
  candidates: CandidatesRepo;
  slugs: ProfileSlugsRepo;
  issueToken(payload: TokenPayload): string;
  publicWebUrl: string;
}

/** The candidate's own profile plus its permalink (`profile`, as in the token). */
export type OwnCandidateProfile = CandidateProfile & { profile: string };

export type PublicProfileAnswer =
  | { kind: 'profile'; type: 'candidate'; data: PublicCandidateProfile }
  | { kind: 'profile'; type: 'employer'; data: { slug: string; name: string } }
  | { kind: 'moved'; slug: string };

export interface PublicProfilesQuery {
  offset?: number;
  limit?: number;
  search?: string;
  profile_type?: string;
}

const UNIQUE_VIOLATION = '23505';

export const ATS_CV_MEMBERSHIP_MESSAGE = 'The text CV comes with Standard membership and above. Upgrade to download it.';

/**
 * 402, not 403: the candidate may download it once they upgrade, and the SPA treats 401/403 as "session over" (§4)
 * and would log them out.
 */
const membershipRequired = () => new HttpError(402, ATS_CV_MEMBERSHIP_MESSAGE, undefined, 'membership-required');

export function createCandidatesService(deps: CandidatesServiceDeps) {
  const { candidates } = deps;

  const profileRowOf = (user: UserRow, trx?: Knex.Transaction) => ensureCandidateProfileRow(candidates, user, trx);

  async function candidateAccount(userId: number): Promise<UserRow> {
    const user = await deps.users.findById(userId);
    if (!user) throw notFound('Your account no longer exists.');
    if (!isCandidateRole(user.roles)) throw forbidden('Only candidate accounts have a candidate profile.');
    return user;
  }

  const own = (row: CandidateProfileWithAccount): OwnCandidateProfile => ({ ...toCandidateProfile(row), profile: row.profile_slug });
  const ownProfile = async (userId: number): Promise<OwnCandidateProfile> => own(await profileRowOf(await candidateAccount(userId)));

  return {
    ownProfile,

    /**
     * `POST /update-profile`: changes exactly the §3 fields present in the body, each checked by the shared form
     * rules (422 with `errors` per field); other fields keep their values.
     */
    async updateProfile(userId: number, body: Record<string, unknown>): Promise<OwnCandidateProfile> {
      const user = await candidateAccount(userId);
      const { values } = validatePartialUpdate(candidateProfileSchema, body);
      const { patch, profileType } = toProfilePatch(values);
      return deps.db.transaction(async (trx) => {
        await profileRowOf(user, trx);
        if (Object.keys(patch).length > 0) await candidates.update(userId, patch, trx);
        if (profileType !== undefined) await candidates.setProfileType(userId, profileType, trx);
        const row = await candidates.findByUserId(userId, trx);
        return own(row!);
      });
    },

    async updateVisibility(userId: number, body: unknown): Promise<{ cand_profile: 'pub' | 'priv' }> {
      const user = await candidateAccount(userId);
      const { cand_profile: visibility } = validateForm(visibilitySchema, body);
      await profileRowOf(user);
      await candidates.update(userId, { cand_profile: visibility as 'pub' | 'priv' });
      return { cand_profile: visibility as 'pub' | 'priv' };
    },

    /**
     * `POST /update-permalink`: a new slug for /profile/{slug}. Former slugs stay reserved for their owner and
     * redirect to the current one, so shared links keep working. Answers a fresh token, which carries the slug.
     */
    async updatePermalink(userId: number, body: unknown): Promise<{ profile: string; profileUrl: string; token: string }> {
      const user = await candidateAccount(userId);
      const { slug } = validateForm(permalinkSchema, body);
      if (slug !== user.profile_slug) {
        const taken = () => conflict(PERMALINK_MESSAGES.taken, { slug: PERMALINK_MESSAGES.taken });
        await deps.db
          .transaction(async (trx) => {
            if (await deps.slugs.isTakenByAnother(slug, userId, trx)) throw taken();
            await deps.slugs.change(userId, user.profile_slug, slug, trx);
          })
          .catch((error: unknown) => {
            // Two people claiming the same slug at once: the unique index decides, the loser gets the same 409.
            throw (error as { code?: string }).code === UNIQUE_VIOLATION ? taken() : error;
          });
      }
      const token = deps.issueToken({ id: user.id, profile: slug, displayName: user.display_name, roles: user.roles, tv: user.token_version });
      return { profile: slug, profileUrl: `${deps.publicWebUrl}${profileHref(slug)}`, token };
    },

    /**
     * `GET /get-public-profile?slug`: the candidate view of §2 (or the employer's name for employer accounts, whose
     * full view the employer profile call gives). Private profiles are 404 for everyone but the owner and
     * administrators; a former slug answers `moved` with the current one.
     */
    async publicProfile(slug: string, viewer: Actor | undefined): Promise<PublicProfileAnswer> {
      const user = await deps.slugs.accountOfSlug(slug);
      if (!user) {
        const formerOwner = await deps.slugs.userIdOfFormerSlug(slug);
        const current = formerOwner === undefined ? undefined : await deps.users.findById(formerOwner);
        if (current) return { kind: 'moved', slug: current.profile_slug };
        throw notFound('Profile not found');
      }
      if (isCandidateRole(user.roles)) {
        const row = await profileRowOf(user);
        const privileged = viewer !== undefined && (viewer.id === user.id || isAdministrator(viewer.roles));
        if (row.cand_profile !== 'pub' && !privileged) throw notFound('Profile not found');
        // Hidden by a moderator (docs/reports.md): gone for everyone but administrators, the owner included.
        if (row.hidden_at && !(viewer !== undefined && isAdministrator(viewer.roles))) throw notFound('Profile not found');
        return { kind: 'profile', type: 'candidate', data: toPublicCandidateProfile(row) };
      }
      if (isEmployerRole(user.roles) && user.employer_id !== null) {
        const employer = await deps.employers.findById(user.employer_id);
        if (employer) return { kind: 'profile', type: 'employer', data: { slug: user.profile_slug, name: employer.name } };
      }
      throw notFound('Profile not found');
    },

    /** `/profile/list`: public candidate profiles, newest change first (best match first when searching). */
    async listPublicProfiles(query: PublicProfilesQuery): Promise<{ data: PublicCandidateProfile[]; total: number }> {
      const limit = Math.min(Math.max(query.limit ?? LIMITS.defaultPageSize, 1), LIMITS.maxPageSize);
      const { rows, total } = await candidates.listPublic({
        offset: Math.max(query.offset ?? 0, 0),
        limit,
        search: query.search?.trim() || undefined,
        profileType: query.profile_type?.trim() || undefined,
      });
      return { data: rows.map(toPublicCandidateProfile), total };
    },

    /** `GET /generate-ats-cv`: the profile as a text-based PDF, §6 "basic text CV" (402 below Standard). */
    async atsCv(userId: number) {
      const user = await candidateAccount(userId);
      if (!includesBasicTextCv(user.membership)) throw membershipRequired();
      return buildAtsCv(own(await profileRowOf(user)));
    },

    /** Row with account columns, for the dashboard and the data export. */
    async profileRow(userId: number): Promise<CandidateProfileWithAccount> {
      return profileRowOf(await candidateAccount(userId));
    },
  };
}

export type CandidatesService = ReturnType<typeof createCandidatesService>;
