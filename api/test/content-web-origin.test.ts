import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { createFakeDist, headOf, startWebServer, unescapeHtml } from './web-server-fixtures';

let ctx: TestContext;
let dist: Awaited<ReturnType<typeof createFakeDist>>;
let web: FastifyInstance;
let base: string;
const WEB = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await createTestContext();
  dist = await createFakeDist();
  web = await startWebServer(ctx, dist.dir);
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await web?.close();
  await dist?.remove();
  await ctx?.close();
});

describe('blog posts on the web origin', () => {
  it('a post page has its title, description, canonical, og:type article and a BlogPosting; drafts/scheduled are 404; old slugs 301', async () => {
    const post = await ctx.knex('posts').where({ status: 'published' }).orderBy('id').first('id', 'slug', 'title');
    const response = await request(base).get(`/blog/${post.slug}`).expect(200);
    const head = headOf(response.text);
    expect(unescapeHtml(head.title ?? '')).toContain(post.title);
    expect(head.canonical).toBe(`${WEB}/blog/${post.slug}`);
    expect(head.og('type')).toBe('article');
    expect(response.text).toContain('"@type":"BlogPosting"');

    const scheduled = await ctx.knex('posts').where({ status: 'scheduled' }).first('slug');
    await request(base).get(`/blog/${scheduled.slug}`).expect(404);

    await ctx.knex('post_slug_history').insert({ old_slug: 'an-old-address', post_id: post.id });
    const moved = await request(base).get('/blog/an-old-address').expect(301);
    expect(moved.headers.location).toContain(`/blog/${post.slug}`);
  });

  it('the sitemap lists live posts and not scheduled ones', async () => {
    const xml = (await request(base).get('/sitemap.xml').expect(200)).text;
    const live = await ctx.knex('posts').where({ status: 'published' }).first('slug');
    const scheduled = await ctx.knex('posts').where({ status: 'scheduled' }).first('slug');
    expect(xml).toContain(`${WEB}/blog/${live.slug}`);
    expect(xml).not.toContain(`/blog/${scheduled.slug}`);
  });

  it('an author page has its title, description, canonical, og:type profile and a ProfilePage; the sitemap lists authors with live posts; an unknown author is 404', async () => {
    const response = await request(base).get('/blog/author/eden-editor').expect(200);
    const head = headOf(response.text);
    expect(unescapeHtml(head.title ?? '')).toContain('Eden Editor');
    expect(head.canonical).toBe(`${WEB}/blog/author/eden-editor`);
    expect(head.og('type')).toBe('profile');
    expect(response.text).toContain('"@type":"ProfilePage"');
    await request(base).get('/blog/author/nobody-here').expect(404);
    const xml = (await request(base).get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain(`${WEB}/blog/author/eden-editor`);
    expect(xml).toContain(`${WEB}/blog/author/alex-admin`);
  });

  it('the news RSS feed lists live posts', async () => {
    const rss = await ctx.inject({ method: 'GET', url: '/news/rss.xml' });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect((rss.body.match(/<item>/g) ?? []).length).toBe(30);
  });
});
