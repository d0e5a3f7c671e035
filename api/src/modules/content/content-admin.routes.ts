import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CONTENT_API, POST_CATEGORIES } from '@fj/shared';
import { errorResponses, MessageResponse } from '../../lib/schemas';
import { AdminListQuery, AdminPostsQuery, AdvertBody, FeaturedCandidatesQuery, AnyDataResponse, FeaturedBody, IdParams, IssueBody, PageBody, PageParams, PostBody, TestimonialBody, UserIdParams } from './content-admin.schemas';
import type { ContentServices } from './content-services';

const tags = ['content-admin'];
const policy = { permission: 'manage_content' } as const;
const config = { policy, cacheTtl: false } as const;
const ok = <T>(data: T, total?: number) => ({ success: true as const, data, ...(total === undefined ? {} : { total }) });
const done = (message: string) => ({ success: true as const, message });

/** The administrators' content tools (docs/content.md); every route needs manage_content. */
export function registerContentAdminRoutes(instance: FastifyInstance, s: ContentServices): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const read = { 200: AnyDataResponse, ...errorResponses(400, 401, 403, 404) };
  const write = { 200: AnyDataResponse, ...errorResponses(400, 401, 403, 404, 409) };
  const gone = { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) };

  // Posts
  app.route({ method: 'GET', url: CONTENT_API.adminPosts, config, schema: { tags, operationId: 'adminListPosts', summary: 'Every post, newest edit first: title search, status, category and author filters, paging', querystring: AdminPostsQuery, response: read },
    handler: async (r) => { const { data, total } = await s.posts.adminList({ ...r.query, offset: r.query.offset ?? 0, limit: r.query.limit ?? 20, search: r.query.search?.trim() || undefined }); return { ...ok(data, total), categories: POST_CATEGORIES }; } });
  app.route({ method: 'GET', url: CONTENT_API.adminAuthors, config, schema: { tags, operationId: 'adminListAuthors', summary: "Who may be a post's author: administrators and content editors", response: read },
    handler: async () => ok(await s.posts.authors()) });
  app.route({ method: 'POST', url: CONTENT_API.adminPosts, config, schema: { tags, operationId: 'adminCreatePost', summary: 'Create a post (draft, scheduled or published); the body is sanitised', body: PostBody, response: write },
    handler: async (r) => ok(await s.posts.save(r.actor!.id, r.body)) });
  app.route({ method: 'GET', url: CONTENT_API.adminPost, config, schema: { tags, operationId: 'adminGetPost', summary: 'One post for the editor', params: IdParams, response: read },
    handler: async (r) => ok(await s.posts.adminGet(r.params.id)) });
  app.route({ method: 'PUT', url: CONTENT_API.adminPost, config, schema: { tags, operationId: 'adminUpdatePost', summary: 'Edit a post; a changed slug keeps the old one as a 301', params: IdParams, body: PostBody, response: write },
    handler: async (r) => ok(await s.posts.save(r.actor!.id, r.body, r.params.id)) });
  app.route({ method: 'DELETE', url: CONTENT_API.adminPost, config, schema: { tags, operationId: 'adminDeletePost', summary: 'Delete a post', params: IdParams, response: gone },
    handler: async (r) => { await s.posts.remove(r.params.id); return done('Deleted.'); } });

  // Static pages
  app.route({ method: 'GET', url: CONTENT_API.adminPages, config, schema: { tags, operationId: 'adminListPages', summary: 'The static pages', response: read },
    handler: async () => ok(await s.pages.list()) });
  app.route({ method: 'PUT', url: CONTENT_API.adminPage, config, schema: { tags, operationId: 'adminSavePage', summary: 'Edit a static page (title, sanitised body, SEO description)', params: PageParams, body: PageBody, response: write },
    handler: async (r) => ok(await s.pages.save(r.params.slug, r.body)) });

  // Testimonials
  app.route({ method: 'GET', url: CONTENT_API.adminTestimonials, config, schema: { tags, operationId: 'adminListTestimonials', summary: 'Every testimonial', response: read },
    handler: async () => ok(await s.testimonials.adminList()) });
  app.route({ method: 'POST', url: CONTENT_API.adminTestimonials, config, schema: { tags, operationId: 'adminCreateTestimonial', summary: 'Add a testimonial', body: TestimonialBody, response: write },
    handler: async (r) => ok({ id: await s.testimonials.save(r.body) }) });
  app.route({ method: 'PUT', url: CONTENT_API.adminTestimonial, config, schema: { tags, operationId: 'adminUpdateTestimonial', summary: 'Edit a testimonial', params: IdParams, body: TestimonialBody, response: write },
    handler: async (r) => ok({ id: await s.testimonials.save(r.body, r.params.id) }) });
  app.route({ method: 'DELETE', url: CONTENT_API.adminTestimonial, config, schema: { tags, operationId: 'adminDeleteTestimonial', summary: 'Delete a testimonial', params: IdParams, response: gone },
    handler: async (r) => { await s.testimonials.remove(r.params.id); return done('Deleted.'); } });

  // Advertisements
  app.route({ method: 'GET', url: CONTENT_API.adminAdverts, config, schema: { tags, operationId: 'adminListAdverts', summary: 'Every advertisement with placement, dates and on/off', response: read },
    handler: async () => ok(await s.adverts.adminList()) });
  app.route({ method: 'POST', url: CONTENT_API.adminAdverts, config, schema: { tags, operationId: 'adminCreateAdvert', summary: 'Add an advertisement', body: AdvertBody, response: write },
    handler: async (r) => ok({ id: await s.adverts.save(r.body) }) });
  app.route({ method: 'PUT', url: CONTENT_API.adminAdvert, config, schema: { tags, operationId: 'adminUpdateAdvert', summary: 'Edit an advertisement', params: IdParams, body: AdvertBody, response: write },
    handler: async (r) => ok({ id: await s.adverts.save(r.body, r.params.id) }) });
  app.route({ method: 'DELETE', url: CONTENT_API.adminAdvert, config, schema: { tags, operationId: 'adminDeleteAdvert', summary: 'Delete an advertisement', params: IdParams, response: gone },
    handler: async (r) => { await s.adverts.remove(r.params.id); return done('Deleted.'); } });

  // Featured members
  app.route({ method: 'GET', url: CONTENT_API.adminFeaturedList, config, schema: { tags, operationId: 'adminListFeaturedMembers', summary: 'Members featured now, with the reason (membership or administrator) and the end date', querystring: FeaturedCandidatesQuery, response: read },
    handler: async (r) => { const { data, total } = await s.featured.adminFeatured(r.query.offset ?? 0, r.query.limit ?? 20); return ok(data, total); } });
  app.route({ method: 'GET', url: CONTENT_API.adminFeaturedCandidates, config, schema: { tags, operationId: 'adminSearchFeaturedCandidates', summary: 'Public candidate profiles to feature, by name or headline, with whether they are featured now', querystring: FeaturedCandidatesQuery, response: read },
    handler: async (r) => { const { data, total } = await s.featured.candidates(r.query.q?.trim() ?? '', r.query.offset ?? 0, r.query.limit ?? 20); return ok(data, total); } });
  app.route({ method: 'PUT', url: CONTENT_API.adminFeatured, config, schema: { tags, operationId: 'adminFeatureMember', summary: 'Feature (optionally until a date) or stop featuring a member on /featured-members/', params: UserIdParams, body: FeaturedBody, response: gone },
    handler: async (r) => { await s.featured.feature(r.params.userId, r.actor!.id, r.body.featured, r.body.until ?? null); return done('Saved.'); } });

  // Contact messages
  app.route({ method: 'GET', url: CONTENT_API.adminContactMessages, config, schema: { tags, operationId: 'adminListContactMessages', summary: 'Contact form messages, newest first', querystring: AdminListQuery, response: read },
    handler: async (r) => { const { data, total } = await s.contact.list(r.query.offset ?? 0, r.query.limit ?? 20); return ok(data, total); } });

  // Newsletter
  app.route({ method: 'GET', url: CONTENT_API.adminSubscribers, config, schema: { tags, operationId: 'adminListSubscribers', summary: 'Newsletter subscribers with consent time and source', querystring: AdminListQuery, response: read },
    handler: async (r) => { const { data, total } = await s.newsletter.adminList({ offset: r.query.offset ?? 0, limit: r.query.limit ?? 20, status: r.query.status }); return ok(data, total); } });
  app.route({ method: 'GET', url: CONTENT_API.adminSubscribersCsv, config, schema: { tags, operationId: 'adminExportSubscribers', summary: 'Every subscriber as CSV' },
    handler: async (_r, reply) => reply.header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"').type('text/csv; charset=utf-8').send(await s.newsletter.csv()) });
  app.route({ method: 'GET', url: CONTENT_API.adminIssues, config, schema: { tags, operationId: 'adminListIssues', summary: 'Newsletter issues with delivery progress', response: read },
    handler: async () => ok(await s.newsletter.issues()) });
  app.route({ method: 'POST', url: CONTENT_API.adminIssues, config, schema: { tags, operationId: 'adminCreateIssue', summary: 'Write a newsletter issue (subject + sanitised body)', body: IssueBody, response: write },
    handler: async (r) => ok({ id: await s.newsletter.createIssue(r.body) }) });
  app.route({ method: 'POST', url: CONTENT_API.adminIssueSend, config, schema: { tags, operationId: 'adminSendIssue', summary: 'Queue an issue for every confirmed subscriber, or send a partly sent issue to the rest', params: IdParams, response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (r) => { await s.newsletter.send(r.params.id); return done('Queued: the issue is being sent.'); } });
}
