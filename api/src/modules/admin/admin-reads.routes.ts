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
import { lookupTerm } from './admin-users.routes';
import { DashboardQuery, EmployerListQuery, JobsAppliedQuery, LOOKUP_MAX_MATCHES, LookupQuery, LookupResponse, TransactionsQuery } from './admin.schemas';
import { isoDay, periodOf, rangeOf } from './period';
import { transactionsCsv } from './transactions-csv';

const tags = ['admin'];
/**
 * view_dashboard and manage_jobs are also employer menu permissions (§6), so the site-wide reads are for the
 * administrator role; the employer picker is for whoever may post for any employer (create_all_job: administrators
 * and data scouts).
 */
const administrators = { roles: ['administrator'] } as const;
const postersForAnyEmployer = { permission: 'create_all_job' } as const;
const Open = Type.Object({}, { additionalProperties: true });
const ListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Open), total: Type.Integer() }, { additionalProperties: true });
const DAY_MS = 86_400_000;

export interface AdminReadsDeps {
  dashboard: AdminDashboardRepo;
  /** The other domains' admin reads (ARCHITECTURE §7: through their modules, never their tables). */
  payments: PaymentsAdminReads;
  applications: ApplicationsAdminReads;
  organisations: OrganisationsAdminReads;
  jobs: JobsAdminReads;
  users: UsersAdminRepo;
  now: () => Date;
}

const transactionFilters = (q: { q?: string; status?: string; provider?: string; purpose?: string; plan?: string; user_id?: number; from?: string; to?: string }) => ({
  q: q.q?.trim() || undefined, status: q.status, provider: q.provider || undefined, purpose: q.purpose, plan: q.plan || undefined, userId: q.user_id, ...rangeOf(q),
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

  app.route({
    method: 'GET', url: API.adminTransactions, config: { policy: administrators },
    schema: {
      tags, operationId: 'adminTransactions', querystring: TransactionsQuery, response: { 200: ListResponse, ...errorResponses(400, 401, 403) },
      summary: 'Every payment (memberships, credit packages, shop orders): filter by status, provider, purpose, plan or package, user, period; `sumMinor` of the succeeded ones',
    },
    handler: async (request) => {
      const q = request.query;
      const { rows, total, sumMinor } = await deps.payments.list(transactionFilters(q), q.sort ?? 'newest', q.offset ?? 0, q.limit ?? 25);
      return { success: true as const, data: rows, total, sumMinor };
    },
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

  app.route({
    method: 'GET', url: API.adminJobsApplied, config: { policy: administrators },
    schema: {
      tags, operationId: 'adminJobsApplied', querystring: JobsAppliedQuery, response: { 200: ListResponse, ...errorResponses(400, 401, 403) },
      summary: 'Every application: filter by candidate, employer, job, status, period and text; newest first',
    },
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await deps.applications.list(
        { q: q.q?.trim() || undefined, candidateId: q.candidate_id, employerId: q.employer_id, jobId: q.job_id, status: q.status, ...rangeOf(q) },
        q.sort ?? 'newest', q.offset ?? 0, q.limit ?? 25,
      );
      return { success: true as const, data: rows, total };
    },
  });

  app.route({
    method: 'GET', url: API.adminJobsAppliedUsernames, config: { policy: administrators },
    schema: { tags, operationId: 'adminJobsAppliedUsernames', summary: 'Up to 20 candidates who applied, matching `str` (at least 4 characters)', querystring: LookupQuery, response: { 200: LookupResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request) => {
      const rows = await deps.applications.applicantLookup(lookupTerm(request.query.str), LOOKUP_MAX_MATCHES);
      return { success: true as const, data: rows.map((row) => ({ value: row.id, label: `${row.display_name} (${row.username})` })) };
    },
  });

  app.route({
    method: 'GET', url: API.adminEmployers, config: { policy: postersForAnyEmployer },
    schema: { tags, operationId: 'adminEmployers', summary: 'Up to 20 organisations matching `str` (at least 4 characters), for the employer pickers', querystring: LookupQuery, response: { 200: LookupResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request) => {
      const rows = await deps.organisations.lookup(lookupTerm(request.query.str), LOOKUP_MAX_MATCHES);
      return { success: true as const, data: rows.map((row) => ({ value: row.id, label: `${row.name} (${row.email})` })) };
    },
  });

  app.route({
    method: 'GET', url: API.adminEmployerList, config: { policy: administrators },
    schema: {
      tags, operationId: 'adminEmployerList', querystring: EmployerListQuery, response: { 200: ListResponse, ...errorResponses(400, 401, 403) },
      summary: 'Organisations with owner, plan, credits, jobs and team size; search, filter by plan, sort',
    },
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await deps.organisations.list({ q: q.q?.trim() || undefined, membership: q.membership }, q.sort ?? 'name', q.offset ?? 0, q.limit ?? 25, today());
      return { success: true as const, data: rows, total };
    },
  });

  app.route({
    method: 'GET', url: API.adminEmployer, config: { policy: administrators },
    schema: { tags, operationId: 'adminEmployer', summary: 'One organisation: the list row, its jobs (newest 50) and team', params: IdParam, response: { 200: Type.Object({ success: Type.Literal(true), data: Open }), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      const { rows } = await deps.organisations.list({}, 'name', 0, 1, today(), request.params.id);
      if (rows.length === 0) throw notFound('Organisation not found');
      const [jobs, team] = await Promise.all([deps.jobs.ofEmployer(request.params.id, 50), deps.users.team(request.params.id)]);
      return { success: true as const, data: { ...rows[0], jobs, team } };
    },
  });
}
