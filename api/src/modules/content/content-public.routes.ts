import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CONTENT_API, HOME_CONTENT, withQuery } from '@fj/shared';
import { element, rfc822, xmlEscape } from '../feeds/xml';
import { errorResponses, MessageResponse } from '../../lib/schemas';
import { requestLocale } from '../../i18n/request-locale';
import {
  AdvertisementsQuery,
  AdvertisementsResponse,
  BlogDetailQuery,
  BlogDetailResponse,
  BlogAuthorQuery,
  BlogAuthorResponse,
  BlogsQuery,
  BlogsResponse,
  ContactBody,
  FeaturedMembersQuery,
  FeaturedMembersResponse,
  HomeFiguresResponse,
  PageQuery,
  PageResponse,
  SubscribeBody,
  TokenQuery,
} from './content-public.schemas';
import type { ContentServices } from './content-services';

const tags = ['content'];
export const BLOG_DEFAULT_LIMIT = 5;
export const AUTHOR_PAGE_LIMIT = 12;
const RSS_ITEMS = 50;

export function registerContentPublicRoutes(instance: FastifyInstance, services: ContentServices, publicWebUrl: string): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.blogs,
    config: { policy: 'public', cacheTtl: 30 },
    schema: {
      tags,
      operationId: 'getBlogs',
      summary: 'Live posts as §3 tiles, newest first (limit default 5; category, author); category=testimonials answers testimonials',
      querystring: BlogsQuery,
      response: { 200: BlogsResponse, ...errorResponses(400) },
    },
    handler: async (request) => {
      const { category, author, offset = 0, limit = BLOG_DEFAULT_LIMIT } = request.query;
      if (category === 'testimonials') return { success: true as const, ...(await services.testimonials.listPublished(offset, limit)) };
      return { success: true as const, ...(await services.posts.list({ category, author, offset, limit })) };
    },
  });

  app.route({
    method: 'GET',
    url: API.blogDetail,
    config: { policy: 'public', cacheTtl: 30 },
    schema: {
      tags,
      operationId: 'getBlogDetail',
      summary: 'One live post (§3) with author box and related articles; a former slug answers 301',
      querystring: BlogDetailQuery,
      response: { 200: BlogDetailResponse, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const answer = await services.posts.detail(request.query.slug);
      if (answer.kind === 'moved') return reply.redirect(withQuery(API.blogDetail, { slug: answer.slug }), 301);
      return { success: true as const, data: answer.post };
    },
  });

  app.route({
    method: 'GET',
    url: CONTENT_API.blogAuthor,
    config: { policy: 'public', cacheTtl: 30 },
    schema: {
      tags,
      operationId: 'getBlogAuthor',
      summary: "An author page: name, photo, bio and their live posts, newest first (paged); 404 for an unknown author or one with no live post",
      querystring: BlogAuthorQuery,
      response: { 200: BlogAuthorResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const { slug, offset = 0, limit = AUTHOR_PAGE_LIMIT } = request.query;
      return { success: true as const, data: await services.posts.authorPage(slug, offset, limit) };
    },
  });

  app.route({
    method: 'GET',
    url: API.advertisements,
    config: { policy: 'public', cacheTtl: 30 },
    schema: { tags, operationId: 'getAdvertisements', summary: 'Running advertisements (§3 strip fields), optionally for one placement', querystring: AdvertisementsQuery, response: { 200: AdvertisementsResponse, ...errorResponses(400) } },
    handler: async (request) => ({ success: true as const, data: await services.adverts.running(request.query.placement) }),
  });

  app.route({
    method: 'GET',
    url: API.featuredMembers,
    config: { policy: 'public', cacheTtl: 60 },
    schema: { tags, operationId: 'getFeaturedMembers', summary: 'Featured candidates: UNLIMITED, ELITE for a month from purchase, or featured by an administrator; public profiles only', querystring: FeaturedMembersQuery, response: { 200: FeaturedMembersResponse, ...errorResponses(400) } },
    handler: async (request) => ({ success: true as const, ...(await services.featured.list(request.query.offset ?? 0, request.query.limit ?? 12)) }),
  });

  app.route({
    method: 'GET',
    url: CONTENT_API.staticPage,
    config: { policy: 'public', cacheTtl: 60 },
    schema: { tags, operationId: 'getStaticPage', summary: 'An editable static page (about, contact, terms, privacy, product landing pages)', querystring: PageQuery, response: { 200: PageResponse, ...errorResponses(400, 404) } },
    handler: async (request) => ({ success: true as const, data: await services.pages.get(request.query.slug) }),
  });

  app.route({
    method: 'GET',
    url: CONTENT_API.homeFigures,
    config: { policy: 'public', cacheTtl: 300 },
    schema: { tags, operationId: 'getHomeFigures', summary: 'Live homepage figures and the client-logo carousel', response: { 200: HomeFiguresResponse } },
    handler: async () => ({ success: true as const, data: { figures: await services.home.figures(), logos: await services.home.clientLogos(HOME_CONTENT.logos) } }),
  });

  app.route({
    method: 'POST',
    url: CONTENT_API.contact,
    config: { policy: 'public' },
    schema: { tags, operationId: 'sendContactMessage', summary: 'The contact form: stored, mailed to the administrators, confirmed to the sender; throttled per address', body: ContactBody, response: { 200: MessageResponse, ...errorResponses(400, 429) } },
    handler: async (request) => ({ success: true as const, message: await services.contact.submit(request.body, request.ip, requestLocale(request)) }),
  });

  app.route({
    method: 'POST',
    url: CONTENT_API.newsletterSubscribe,
    config: { policy: 'public' },
    schema: { tags, operationId: 'subscribeNewsletter', summary: 'Newsletter sign-up (double opt-in): sends, or sends again, the confirmation link; throttled', body: SubscribeBody, response: { 200: MessageResponse, ...errorResponses(400, 429) } },
    handler: async (request) => ({ success: true as const, message: await services.newsletter.subscribe({ email: request.body.email, source: request.body.source ?? 'website', locale: requestLocale(request) }, request.ip) }),
  });

  app.route({
    method: 'POST',
    url: CONTENT_API.newsletterConfirm,
    config: { policy: 'public' },
    schema: { tags, operationId: 'confirmNewsletter', summary: 'Confirms a subscription with the signed token of the confirmation email; a forged token is refused', body: TokenQuery, response: { 200: MessageResponse, ...errorResponses(400) } },
    handler: async (request) => ({ success: true as const, message: await services.newsletter.confirm(request.body.token) }),
  });

  app.route({
    method: 'POST',
    url: CONTENT_API.newsletterUnsubscribe,
    config: { policy: 'public' },
    schema: { tags, operationId: 'unsubscribeNewsletter', summary: 'Unsubscribes with the signed token of an issue email', body: TokenQuery, response: { 200: MessageResponse, ...errorResponses(400) } },
    handler: async (request) => ({ success: true as const, message: await services.newsletter.unsubscribe(request.body.token) }),
  });

  app.route({
    method: 'GET',
    url: CONTENT_API.newsRss,
    config: { policy: 'public', cacheTtl: 300 },
    schema: { tags: ['feeds'], operationId: 'getNewsRss', summary: 'RSS 2.0 feed of the latest live posts' },
    handler: async (_request, reply) => {
      const { data } = await services.posts.list({ offset: 0, limit: RSS_ITEMS });
      const items = data
        .map((post) => `<item>${element('title', post.title)}${element('link', `${publicWebUrl}${post.link}`)}${element('guid', `${publicWebUrl}${post.link}`)}${element('pubDate', rfc822(new Date(post.postDate)))}${element('category', post.category)}${element('description', post.excerpt)}</item>`)
        .join('');
      const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>${element('title', 'Football Jobs — News')}<link>${xmlEscape(`${publicWebUrl}/blog/`)}</link>${element('description', 'News, success stories and career advice from Football Jobs')}${element('lastBuildDate', rfc822(new Date()))}${items}</channel></rss>`;
      return reply.header('cache-control', 'public, max-age=300').type('application/rss+xml; charset=utf-8').send(xml);
    },
  });
}
