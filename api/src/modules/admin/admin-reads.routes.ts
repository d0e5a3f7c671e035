import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { errorResponses, IdParam } from '../../lib/schemas';
import type { ApplicationsAdminReads } from '../applications';
import type { JobsAdminReads } from '../jobs';
import type { OrganisationsAdminReads } from '../organisations';
import type { PaymentsAdminReads } from '../payments';
import type { UsersAdminRepo } from '../users';
import type { AdminDashboardRepo, Bucket } from './admin-dashboard.repo';
import { DashboardQuery, EmployerListQuery, JobsAppliedQuery, TransactionsQuery } from './admin.schemas';
import { Open, pageOf, registerListRoute, registerLookupRoute, searchText, tags } from './list-routes';
import { isoDay, periodOf, rangeOf } from './period';
import { transactionsCsv } from './transactions-csv';

/**
 * view_dashboard and manage_jobs are also employer menu permissions (§6), so the site-wide reads are for the
 * administrator role; the employer picker is for whoever may post for any employer (create_all_job: administrators
 * and data scouts).
 */
const administrators = { roles: ['administrator'] } as const;
const postersForAnyEmployer = { permission: 'create_all_job' } as const;
const DAY_MS = 86_400_000;

export interface AdminReadsDeps {
  dashboard: AdminDashboardRepo;
  /** The other domains' admin reads (ARCHITECTURE §7: through their modules, never their tables). */
  payments: PaymentsAdminReads;
  applications: ApplicationsAdminReads;
  organisations: OrganisationsAdminReads;
  jobs: JobsAdminReads;
  users: UsersAdminRepo;
  /** The moderation module's trust fields of an organisation (docs/moderation.md). */
  employerTrust: (employerId: number) => Promise<object>;
  now: () => Date;
}

const transactionFilters = (q: { q?: string; status?: string; provider?: string; purpose?: string; plan?: string; user_id?: number; from?: string; to?: string }) => ({
  q: searchText(q), status: q.status, provider: q.provider || undefined, purpose: q.purpose, plan: q.plan || undefined, userId: q.user_id, ...rangeOf(q),
});

export function registerAdminReadRoutes(instance: FastifyInstance, deps: AdminReadsDeps): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const today = () => isoDay(deps.now());

  app.route({
    method: 'GET', url: API.adminDashboardData, config: { policy: administrators },
    schema: {
      tags, operationId: 'adminDashboardData', querystring: DashboardQuery, response: { 200: Type.Object({ success: Type.Literal(true), data: Open }), ...errorResponses(400, 401, 403) },
      summary: 'Dashboard figures for a period (`from`..`to`, default the last 30 days) and time series by day, week or month',
    },
    handler: async (request) => {
      const period = periodOf(request.query, deps.now());
      const days = (period.to.getTime() - period.from.getTime()) / DAY_MS;
      const bucket: Bucket = request.query.bucket ?? (days > 120 ? 'week' : 'day');
      const figures = await deps.dashboard.figures(period, bucket, today());
      return {
        success: true as const,
        data: {
          period: { from: isoDay(period.from), to: isoDay(new Date(period.to.getTime() - DAY_MS)), bucket },
          totals: { users: figures.users.total, suspended: figures.users.suspended, signups: figures.signups, failedPaymentsAwaitingRetry: figures.pastDue, alertEmailsSent: figures.alertEmailsSent },
          usersByRole: figures.users.byRole, usersByMembership: figures.users.byMembership, jobs: figures.jobs, applicationsByStatus: figures.applicationsByStatus,
          revenueByPlan: figures.revenueByPlan, mrrByPlan: figures.mrrByPlan, creditsSpent: figures.creditsSpent, series: figures.series,
        },
      };
    },
  });

  registerListRoute(app, {
    url: API.adminTransactions, policy: administrators, operationId: 'adminTransactions', querystring: TransactionsQuery,
    summary: 'Every payment (memberships, credit packages, shop orders): filter by status, provider, purpose, plan or package, user, period; `sumMinor` of the succeeded ones',
    list: (q) => deps.payments.list(transactionFilters(q), ...pageOf(q, 'newest')),
  });

  app.route({
    method: 'GET', url: API.adminTransactionsCsv, config: { policy: administrators, cacheTtl: false },
    schema: { tags, operationId: 'adminTransactionsCsv', summary: 'The filtered transactions as CSV, streamed in batches (newest first)', querystring: TransactionsQuery, produces: ['text/csv'], response: { ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) => {
      const stream = transactionsCsv(deps.payments.batches(transactionFilters(request.query), 1000));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="transactions-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  });

  registerListRoute(app, {
    url: API.adminJobsApplied, policy: administrators, operationId: 'adminJobsApplied', querystring: JobsAppliedQuery,
    summary: 'Every application: filter by candidate, employer, job, status, period and text; newest first',
    list: (q) => deps.applications.list({ q: searchText(q), candidateId: q.candidate_id, employerId: q.employer_id, jobId: q.job_id, status: q.status, ...rangeOf(q) }, ...pageOf(q, 'newest')),
  });

  registerLookupRoute(app, {
    url: API.adminJobsAppliedUsernames, policy: administrators, operationId: 'adminJobsAppliedUsernames', summary: 'Up to 20 candidates who applied, matching `str` (at least 4 characters)',
    find: async (term, limit) => (await deps.applications.applicantLookup(term, limit)).map((row) => ({ value: row.id, label: `${row.display_name} (${row.username})` })),
  });

  registerLookupRoute(app, {
    url: API.adminEmployers, policy: postersForAnyEmployer, operationId: 'adminEmployers', summary: 'Up to 20 organisations matching `str` (at least 4 characters), for the employer pickers',
    find: async (term, limit) => (await deps.organisations.lookup(term, limit)).map((row) => ({ value: row.id, label: `${row.name} (${row.email})` })),
  });

  registerListRoute(app, {
    url: API.adminEmployerList, policy: administrators, operationId: 'adminEmployerList', querystring: EmployerListQuery,
    summary: 'Organisations with owner, plan, credits, jobs and team size; search, filter by plan, sort',
    list: (q) => deps.organisations.list({ q: searchText(q), membership: q.membership }, ...pageOf(q, 'name'), today()),
  });

  app.route({
    method: 'GET', url: API.adminEmployer, config: { policy: administrators },
    schema: { tags, operationId: 'adminEmployer', summary: 'One organisation: the list row, its jobs (newest 50) and team', params: IdParam, response: { 200: Type.Object({ success: Type.Literal(true), data: Open }), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { rows } = await deps.organisations.list({}, 'name', 0, 1, today(), request.params.id);
      if (rows.length === 0) throw notFound('Organisation not found');
      const [jobs, team, trust] = await Promise.all([deps.jobs.ofEmployer(request.params.id, 50), deps.users.team(request.params.id), deps.employerTrust(request.params.id)]);
      return { success: true as const, data: { ...rows[0], ...trust, jobs, team } };
    },
  });
}
