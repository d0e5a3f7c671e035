import { APPLICATION_STATUS, APPLICATION_STATUSES, profileHref } from '@fj/shared';
import { readCredits } from '../credits';
import type { Knex } from 'knex';
import type { Actor } from '../../plugins/policy-types';
import { ownEmployerId } from '../employers/employer-scope';
import { notFound } from '../../lib/http-error';
import type { OrganisationsRepo } from './organisations.repo';
import { toIsoDate } from '@fj/shared';

/**
 * §3 employer dashboard (membership, publishedJobs, pendingJobs, profile, profileUrl, standardCredits,
 * premiumCredits) plus the pipeline figures. Membership and credits are the organisation owner's: the team spends
 * the owner's credits. Reading never grants the monthly allowance (that happens when a job is posted).
 */
export async function employerDashboard(deps: { db: Knex; repo: OrganisationsRepo; publicWebUrl: string; now: () => Date }, actor: Actor) {
  const employerId = ownEmployerId(actor);
  const [profile, owner, jobs, counts, extras] = await Promise.all([
    deps.repo.profileById(employerId),
    deps.repo.owner(employerId),
    deps.repo.jobFigures(employerId, toIsoDate(deps.now())),
    deps.repo.applicationCounts(employerId),
    deps.repo.teamAndTemplates(employerId),
  ]);
  if (!profile || !owner) throw notFound('Employer not found');
  const credits = await readCredits(deps.db, owner.id);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const count = (code: number) => counts.get(code) ?? 0;
  return {
    membership: owner.membership,
    publishedJobs: jobs.published,
    pendingJobs: jobs.pending,
    draftJobs: jobs.drafts,
    closedJobs: jobs.closed,
    profile: profile.slug,
    profileUrl: `${deps.publicWebUrl}${profileHref(profile.slug)}`,
    companyName: profile.name,
    standardCredits: credits.standard,
    premiumCredits: credits.premium,
    applications: {
      total,
      new: count(APPLICATION_STATUS.RECEIVED),
      shortListed: count(APPLICATION_STATUS.SHORT_LISTED),
      interviews: count(APPLICATION_STATUS.FIRST_INTERVIEW) + count(APPLICATION_STATUS.SECOND_INTERVIEW),
      offered: count(APPLICATION_STATUS.OFFERED),
      hired: count(APPLICATION_STATUS.HIRED),
      byStatus: APPLICATION_STATUSES.map((status) => ({ code: status.code, key: status.key, label: status.label, count: count(status.code) })),
    },
    teamMembers: extras.teamMembers,
    emailTemplates: extras.templates,
  };
}
