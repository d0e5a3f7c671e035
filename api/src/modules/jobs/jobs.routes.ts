import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, COUNTRIES, JOB_CATEGORIES, labelOf } from '@fj/shared';
import { optionalActor } from '../../lib/optional-actor';
import { errorResponses } from '../../lib/schemas';
import type { UsersRepo } from '../users/users.repo';
import type { JobSearchFilters } from './job-search.repo';
import {
  BrowseQuery,
  BrowseResponse,
  CategoriesAndLocationsResponse,
  EmployerJobsQuery,
  HomepageQuery,
  JobDetailResponse,
  ListResponse,
  LocationSuggestionsQuery,
  LocationSuggestionsResponse,
  RelatedQuery,
  SlugQuery,
} from './jobs.schemas';
import type { JobsService } from './jobs.service';
import { SkipCacheQuery } from '../../lib/schemas';
import { RequestObject } from '../../lib/schemas';

const tags = ['jobs'];

/** `?category=a&category=b` and `?category=a,b` both work. */
export const splitValues = (values: readonly string[] | undefined): string[] | undefined => {
  const split = values?.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  return split && split.length > 0 ? [...new Set(split)] : undefined;
};

export function registerPublicJobRoutes(instance: FastifyInstance, deps: { service: JobsService; users: UsersRepo }): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = deps;

  app.route({
    method: 'GET',
    url: API.browseJobs,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'browseJobs',
      summary: 'Search active jobs: keyword, filters, sort, paging; data + total + facet counts',
      querystring: BrowseQuery,
      response: { 200: BrowseResponse, ...errorResponses(400) },
    },
    handler: async (request) => {
      const q = request.query;
      const filters: JobSearchFilters = {
        search: (q.search ?? q.keyword)?.trim() || undefined,
        categories: splitValues([...(q.category ?? []), ...(q.catIds ?? [])]),
        countries: splitValues(q.country),
        city: q.city?.trim() || undefined,
        jobTypes: splitValues(q.job_type),
        workModes: splitValues(q.work_mode),
        experiences: splitValues(q.experience),
        jobClass: q.type === 'premium' ? 'premium' : q.type === 'normal' ? 'free' : undefined,
        salaryMinMinor: q.salary_min === undefined ? undefined : Math.round(q.salary_min * 100),
        salaryMaxMinor: q.salary_max === undefined ? undefined : Math.round(q.salary_max * 100),
        postedWithinDays: q.posted_within,
        employerId: q.employer,
      };
      // With a keyword, relevance unless the date order is asked for; without one there is nothing to rank by.
      const sort = filters.search && q.sort !== 'newest' ? 'relevance' : 'newest';
      return { success: true as const, ...(await service.browse(filters, sort, q, q.facets !== '0')) };
    },
  });

  app.route({
    method: 'GET',
    url: API.jobsHomepage,
    config: { policy: 'public', cacheTtl: 30 },
    schema: {
      tags,
      operationId: 'getJobsHomepage',
      summary: 'Homepage lists: newest active Premium (type=premium) or Free (type=normal) jobs, limit 6',
      querystring: HomepageQuery,
      response: { 200: ListResponse, ...errorResponses(400) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.homepage(request.query.type, request.query)) }),
  });

  app.route({
    method: 'GET',
    url: API.categoriesAndLocations,
    config: { policy: 'public', cacheTtl: 60 },
    schema: {
      tags,
      operationId: 'getCategoriesAndLocations',
      summary: 'Active job counts per category and per location (country and city)',
      querystring: RequestObject({ ...SkipCacheQuery }),
      response: { 200: CategoriesAndLocationsResponse },
    },
    handler: async () => {
      const { categories, locations } = await service.categoriesAndLocations();
      const counts = new Map(categories.map((row) => [row.value, row.count]));
      return {
        success: true as const,
        data: {
          categories: JOB_CATEGORIES.map((category) => ({ value: category.value, label: category.label, count: counts.get(category.value) ?? 0 })),
          locations: locations.map((row) => ({ ...row, label: labelOf(COUNTRIES, row.country) ?? row.country })),
        },
      };
    },
  });

  app.route({
    method: 'GET',
    url: API.jobLocationSuggestions,
    config: { policy: 'public', cacheTtl: 60 },
    schema: {
      tags,
      operationId: 'getJobLocationSuggestions',
      summary: 'The location box: countries and cities with active jobs whose name starts with q, with their job counts',
      querystring: LocationSuggestionsQuery,
      response: { 200: LocationSuggestionsResponse, ...errorResponses(400) },
    },
    handler: async (request) => {
      const rows = await service.locationSuggestions(request.query.q, request.query.limit ?? 8);
      return {
        success: true as const,
        data: rows.map((row) => {
          const country = labelOf(COUNTRIES, row.country) ?? row.country;
          return { ...row, label: row.city ? `${row.city}, ${country}` : country };
        }),
      };
    },
  });

  app.route({
    method: 'GET',
    url: API.jobDetailBySlug,
    // Not cached: the access flag depends on who asks.
    config: { policy: 'public', cacheTtl: false },
    schema: {
      tags,
      operationId: 'getJobDetailBySlug',
      summary: 'A job page: every §2 element, the employer’s openings and the caller’s premium access flag',
      querystring: SlugQuery,
      response: { 200: JobDetailResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const actor = await optionalActor(request, deps.users);
      return { success: true as const, data: await service.detailBySlug(request.query.slug, actor?.id) };
    },
  });

  app.route({
    method: 'GET',
    url: API.relatedJobs,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'getRelatedJobs',
      summary: 'Active jobs sharing a category with the job (default 4), newest first',
      querystring: RelatedQuery,
      response: { 200: ListResponse, ...errorResponses(400) },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await service.related(request.query.jobId, splitValues(request.query.catIds), request.query)),
    }),
  });

  app.route({
    method: 'GET',
    url: API.employerJobs,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'getEmployerJobs',
      summary: "An employer's active jobs by employer ID, newest first",
      querystring: EmployerJobsQuery,
      response: { 200: ListResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.employerJobs(request.query.employerId, request.query)) }),
  });
}
