import type { Knex } from 'knex';
import { employerProfileSchema, LIMITS, parseFlexibleDate, toIsoDate } from '@fj/shared';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { validateForm } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import { ownEmployerId } from '../employers/employer-scope';
import { createEventsRepo } from '../events/events.repo';
import { employerJobOut, employerProfileOut, organisationCardOut } from './organisations.mapper';
import type { DirectoryQuery, OrganisationsRepo } from './organisations.repo';

export const ORGANISATION_MESSAGES = {
  notFound: 'Employer not found',
  updated: 'Updated Successfully',
  logo: 'Please upload the logo as a picture first (POST /upload-profile-pic) and send its id.',
  teamMemberCannotEdit: 'Only the employer and team managers can edit the company profile.',
} as const;

/** Job openings listed on the public profile (the tab shows the full count). */
export const PUBLIC_PROFILE_JOBS = 50;

export function createOrganisationsService(deps: { db: Knex; repo: OrganisationsRepo; now: () => Date }) {
  const { repo } = deps;
  const events = createEventsRepo(deps.db);
  const today = () => toIsoDate(deps.now());

  return {
    /** `POST /update-employer-profile`: every §3 field of the caller's organisation, validated by the shared form. */
    async updateProfile(actor: Actor, body: unknown) {
      const employerId = ownEmployerId(actor);
      if (actor.roles.includes('team_member') && !actor.roles.some((role) => role === 'employer' || role === 'team_manager')) {
        throw forbidden(ORGANISATION_MESSAGES.teamMemberCannotEdit);
      }
      const form = validateForm(employerProfileSchema, body);
      const current = await repo.profileById(employerId);
      if (!current) throw notFound(ORGANISATION_MESSAGES.notFound);
      const logo = form.logo_media_id === undefined ? current.logo_media_id : form.logo_media_id;
      if (logo !== null && logo !== current.logo_media_id && !(await repo.logoUsable(logo, employerId))) {
        throw new HttpError(422, ORGANISATION_MESSAGES.logo, { logo_media_id: ORGANISATION_MESSAGES.logo });
      }
      const established = form.emp_est ? parseFlexibleDate(form.emp_est) : null;
      await deps.db.transaction(async (trx) => {
        await repo.updateProfile(
          employerId,
          {
            name: form.name,
            headline: form.headline ?? '',
            emp_email: form.emp_email ?? '',
            emp_city: form.emp_city ?? '',
            emp_country: form.emp_country ?? '',
            emp_nos: form.emp_nos ?? '',
            emp_est: established ? toIsoDate(established) : null,
            emp_web: form.emp_web ?? '',
            emp_fb: form.emp_fb ?? '',
            emp_twitter: form.emp_twitter ?? '',
            emp_google: form.emp_google ?? '',
            emp_linkedin: form.emp_linkedin ?? '',
            emp_youtube: form.emp_youtube ?? '',
            emp_video: form.emp_video ?? '',
            intro: sanitizeRichText(form.intro ?? ''),
            culture: sanitizeRichText(form.culture ?? ''),
            insights: sanitizeRichText(form.insights ?? ''),
            logo_media_id: logo,
          },
          trx,
        );
        await events.record({ actorUserId: actor.id, entity: 'employer', entityId: employerId, action: 'profile_updated' }, trx);
      });
      return employerProfileOut((await repo.profileById(employerId))!);
    },

    /** The organisation fields `GET /get-profile` adds for employer accounts and their team. */
    async profileFor(employerId: number) {
      const row = await repo.profileById(employerId);
      return row ? employerProfileOut(row) : undefined;
    },

    /** `GET /get-employer-public-profile?slug`: the §2 employer view with the Job Openings count and list. */
    async publicProfile(slug: string) {
      const row = await repo.profileBySlug(slug);
      if (!row) throw notFound(ORGANISATION_MESSAGES.notFound);
      const jobs = await repo.activeJobs(row.id, today(), PUBLIC_PROFILE_JOBS);
      const { emp_email: _hidden, ...profile } = employerProfileOut(row);
      return { ...profile, emp_email: row.emp_email, jobOpenings: jobs.total, jobs: jobs.rows.map(employerJobOut) };
    },

    async directory(query: DirectoryQuery) {
      const { rows, total } = await repo.directory(query, today());
      return { data: rows.map(organisationCardOut), total };
    },

    /** §9: the directory's first page shows LIMITS.featuredOrganisationsShown featured organisations. */
    featured(search: string | undefined, limit: number = LIMITS.featuredOrganisationsShown) {
      return this.directory({ search, featured: true, offset: 0, limit });
    },
  };
}

export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
