import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { createFakeDist, headOf, startWebServer, unescapeHtml } from './web-server-fixtures';

/** Link previews of the Employability Hub's public pages (docs/coaching.md, docs/seo.md), fetched without JavaScript. */

let ctx: TestContext;
let dist: Awaited<ReturnType<typeof createFakeDist>>;
let web: FastifyInstance;
let base: string;
let certificateCode: string;

const WEB = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await createTestContext();
  certificateCode = (await ctx.knex('coaching_certificates').first('code')).code;
  // A cover picture uploaded for the seeded paid course: previews show it from the API's origin.
  const coach = await ctx.knex('users').where({ username: 'coach' }).first('id');
  const [media] = await ctx.knex('media').insert({ owner_user_id: coach.id, kind: 'image', title: 'cover', mime: 'image/png', size: 10, checksum_sha256: '0'.repeat(64), storage_key: 'seed/test/cover' }).returning('id');
  await ctx.knex('coaching_courses').where({ slug: 'uefa-c-and-b-licence-preparation' }).update({ cover_image_url: `/media/${media.id}` });
  dist = await createFakeDist();
  web = await startWebServer(ctx, dist.dir);
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await web?.close();
  await dist?.remove();
  await ctx?.close();
});

describe('coaching pages fetched without JavaScript', () => {
  it('the catalogue has its own title and description and is indexed', async () => {
    const head = headOf((await request(base).get('/coaching').expect(200)).text);
    expect(head.title).toBe('Employability Hub: courses for football careers | Football Jobs');
    expect(head.description).toMatch(/^Online courses by football coaches/);
    expect(head.canonical).toBe(`${WEB}/coaching`);
    expect(head.robots).toBeUndefined();
  });

  it('a course page names the course and its coach, shows its cover, and describes a paid Course with its price', async () => {
    const response = await request(base).get('/coaching/course/uefa-c-and-b-licence-preparation');
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(unescapeHtml(head.title)).toBe('UEFA C and B licence preparation: a course by Cora Coach | Football Jobs');
    expect(unescapeHtml(head.description)).toMatch(/^Plan, deliver and reflect on sessions/);
    expect(head.canonical).toBe(`${WEB}/coaching/course/uefa-c-and-b-licence-preparation`);
    expect(head.og('url')).toBe(`${WEB}/coaching/course/uefa-c-and-b-licence-preparation`);
    expect(head.og('image')).toMatch(/^http:\/\/localhost:4000\/media\/\d+$/);
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Course',
        name: 'UEFA C and B licence preparation',
        inLanguage: 'en',
        provider: expect.objectContaining({ '@type': 'Organization', name: 'Football Jobs' }),
        offers: expect.objectContaining({ category: 'Paid', price: '49.00', priceCurrency: 'GBP' }),
        hasCourseInstance: expect.objectContaining({ instructor: { '@type': 'Person', name: 'Cora Coach' } }),
      }),
    ]);
  });

  it('a free course in Arabic says so; a rating appears once reviewed', async () => {
    const arabic = headOf((await request(base).get('/coaching/course/club-operations-matchday').expect(200)).text);
    expect(arabic.jsonLd[0]).toMatchObject({ inLanguage: 'ar', offers: { category: 'Free', price: '0' } });
    expect(unescapeHtml(arabic.title)).toContain('عمليات النادي');
    const reviewed = headOf((await request(base).get('/coaching/course/introduction-to-sports-science-for-football').expect(200)).text);
    expect(reviewed.jsonLd[0]).toMatchObject({ aggregateRating: { ratingValue: 5, ratingCount: 1 } });
  });

  it('an unpublished or unknown course answers 404 with the SPA not-found page', async () => {
    await ctx.knex('coaching_courses').where({ slug: 'writing-scouting-reports' }).update({ published: false });
    try {
      await request(base).get('/coaching/course/writing-scouting-reports').expect(404);
      await request(base).get('/coaching/course/no-such-course').expect(404);
    } finally {
      await ctx.knex('coaching_courses').where({ slug: 'writing-scouting-reports' }).update({ published: true });
    }
  });

  it('a certificate page previews who completed what, is not indexed, and a forged code is 404', async () => {
    const head = headOf((await request(base).get(`/coaching/certificates/${certificateCode}`).expect(200)).text);
    expect(unescapeHtml(head.title)).toBe('Skyler Subscriber completed Introduction to sports science for football | Football Jobs');
    expect(unescapeHtml(head.description)).toMatch(/^Skyler Subscriber completed “Introduction to sports science for football” with Cora Coach on \d{1,2} \w+ \d{4}\. Certificate verified by Football Jobs\.$/);
    expect(head.robots).toBe('noindex');
    expect(head.og('url')).toBe(`${WEB}/coaching/certificates/${certificateCode}`);
    await request(base).get('/coaching/certificates/AAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });

  it('the sitemap lists the catalogue and every published course', async () => {
    const root = (await request(base).get('/sitemap.xml').expect(200)).text;
    const files = [...root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const bodies = files.some((file) => file.includes('/sitemap-')) ? await Promise.all(files.map(async (file) => (await request(base).get(new URL(file).pathname).expect(200)).text)) : [root];
    const all = bodies.join('\n');
    expect(all).toContain(`<loc>${WEB}/coaching</loc>`);
    expect(all).toContain(`<loc>${WEB}/coaching/course/performance-analysis-basics</loc>`);
    expect(all.match(/\/coaching\/course\//g)).toHaveLength(6);
  });
});
