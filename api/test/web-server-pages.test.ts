import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { daysFrom, isoDay, jobPost, submit } from './jobs-fixtures';
import { createFakeDist, headOf, startWebServer, unescapeHtml } from './web-server-fixtures';

let ctx: TestContext;
let dist: Awaited<ReturnType<typeof createFakeDist>>;
let web: FastifyInstance;
let base: string;

const WEB = 'http://localhost:3000';
const TRICKY_TITLE = `Coach & "Analyst" <U21>`;
const TRICKY_DESCRIPTION = '<p>Lead the <strong>U21</strong> squad.</p><p>Not the end: </script><script>alert(1)</script> &amp; more</p>';

let jobSlug: string;
let trickySlug: string;
let expiredSlug: string;

const postedSlug = async (token: string, overrides: Record<string, unknown>): Promise<string> => {
  const response = await submit(ctx, token, jobPost(overrides), '/job-api/submit-job-all');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.slug as string;
};

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.login('admin');
  jobSlug = await postedSlug(admin, { job_title: 'Head of Goalkeeping', employerName: 'Harbour City United', job_salary: 41000, jobLocation: [{ country: 'gb-eng', city: 'Sheffield' }] });
  trickySlug = await postedSlug(admin, { job_title: TRICKY_TITLE, job_description: TRICKY_DESCRIPTION, employerName: 'Harbour City United' });
  expiredSlug = await postedSlug(admin, { job_title: 'Kit Manager (ended)', employerName: 'Harbour City United' });
  // The closing day passed a week ago (as the expiry task finds it).
  await ctx.knex('jobs').where({ slug: expiredSlug }).update({ end_date: isoDay(daysFrom(new Date(), -7)), status: 'expired' });
  dist = await createFakeDist();
  web = await startWebServer(ctx, dist.dir);
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await web?.close();
  await dist?.remove();
  await ctx?.close();
});

describe('a job page fetched without JavaScript', () => {
  it('has its own title, description, canonical, Open Graph and a JobPosting that names the job', async () => {
    const response = await request(base).get(`/job/${jobSlug}`);
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.title).toBe('Head of Goalkeeping – Harbour City United | Football Jobs');
    expect(head.description).toMatch(/^Head of Goalkeeping at Harbour City United, Sheffield, England\. Coach our academy goalkeepers\./);
    expect(head.canonical).toBe(`${WEB}/job/${jobSlug}`);
    expect(head.robots).toBeUndefined();
    expect(head.og('title')).toBe('Head of Goalkeeping – Harbour City United');
    expect(head.og('url')).toBe(`${WEB}/job/${jobSlug}`);
    expect(head.og('type')).toBe('website');
    // The job's share card (docs/share-cards.md) is its link-preview image.
    expect(head.og('image')).toBe(`http://localhost:4000/share-cards/job/${jobSlug}.png`);
    expect(head.twitter('card')).toBe('summary_large_image');
    // The SPA's own tags stay: charset first, entry script and stylesheet.
    expect(head.head.trim().startsWith('<meta charset="UTF-8" />')).toBe(true);
    expect(head.head).toContain('<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>');

    expect(head.jsonLd).toHaveLength(1);
    const posting = head.jsonLd[0]!;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Head of Goalkeeping',
      description: '<p>Coach our <strong>academy</strong> goalkeepers.</p>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Harbour City United' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Sheffield', addressRegion: 'England', addressCountry: 'GB' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', value: 41000, unitText: 'YEAR' } },
      directApply: true,
      url: `${WEB}/job/${jobSlug}`,
    });
    expect(new Date(posting.datePosted as string).getTime()).not.toBeNaN();
    expect(posting.validThrough).toBe(`${isoDay(daysFrom(new Date(), 30))}T23:59:59Z`);
    expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(Date.now());
  });

  it('the aliases /job-detail/ and /job1/ point their canonical at /job/{slug}', async () => {
    for (const path of [`/job-detail/${jobSlug}`, `/job1/${jobSlug}`, `/job/${jobSlug}/`]) {
      const response = await request(base).get(path);
      expect(response.status, path).toBe(200);
      expect(headOf(response.text).canonical).toBe(`${WEB}/job/${jobSlug}`);
    }
  });

  it('escapes attribute values and keeps </script> in the description from ending the JSON-LD', async () => {
    const response = await request(base).get(`/job/${trickySlug}`);
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(head.head).toContain('<title>Coach &amp; &quot;Analyst&quot; &lt;U21&gt; – Harbour City United | Football Jobs</title>');
    expect(unescapeHtml(head.og('title'))).toBe(`${TRICKY_TITLE} – Harbour City United`);
    // Exactly one JSON-LD script and nothing the description could have opened.
    expect(head.head.match(/<script/g)).toHaveLength(2);
    expect(head.head).not.toContain('alert(1)</script>');
    const posting = head.jsonLd[0]!;
    expect(posting.title).toBe(TRICKY_TITLE);
    const stored = (await ctx.knex('jobs').select('description').where({ slug: trickySlug }).first()).description as string;
    expect(posting.description).toBe(stored);
    expect(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head.head)![1]).not.toMatch(/[<>]/);
  });

  it('an ended job stays readable (200) with validThrough in the past', async () => {
    const response = await request(base).get(`/job/${expiredSlug}`);
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(head.description).toMatch(/^Closed: Kit Manager \(ended\) at Harbour City United/);
    const posting = head.jsonLd[0]!;
    expect(posting.title).toBe('Kit Manager (ended)');
    expect(Date.parse(posting.validThrough as string)).toBeLessThan(Date.now());
  });

  it('an unknown or unpublished job answers 404 with the SPA not-found page', async () => {
    await ctx.knex('jobs').where({ slug: trickySlug }).update({ status: 'draft' });
    try {
      for (const path of ['/job/no-such-job-anywhere', `/job/${trickySlug}`, '/job/a%00b', `/job/${'x'.repeat(5000)}`, '/profile/a%00b']) {
        const response = await request(base).get(path);
        expect(response.status, path).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.text).toContain('<div id="root"></div>');
        const head = headOf(response.text);
        expect(head.robots).toBe('noindex');
        expect(head.jsonLd).toHaveLength(0);
      }
    } finally {
      await ctx.knex('jobs').where({ slug: trickySlug }).update({ status: 'publish' });
    }
  });
});

describe('other public pages', () => {
  it('an organisation page has its name, Organization JSON-LD and canonical', async () => {
    const employer = await ctx.knex('employers').select('slug', 'name').where({ name: 'Harbour City United' }).first();
    const response = await request(base).get(`/profile/${employer.slug}`);
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(unescapeHtml(head.title)).toBe(`${employer.name} – jobs and company profile | Football Jobs`);
    expect(head.description).toMatch(/open jobs? in football/);
    expect(head.canonical).toBe(`${WEB}/profile/${employer.slug}`);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Organization', name: employer.name, url: `${WEB}/profile/${employer.slug}` });
  });

  it('a public candidate profile has the person and ProfilePage JSON-LD; a private one is 404', async () => {
    const [visible, hidden] = await Promise.all(
      (['pub', 'priv'] as const).map((visibility) =>
        ctx.knex('candidate_profiles as p').join('users as u', 'u.id', 'p.user_id').whereNull('u.deleted_at').where('p.cand_profile', visibility).select('u.profile_slug', 'p.cand_name').first(),
      ),
    );
    const response = await request(base).get(`/profile/${visible.profile_slug}`);
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(unescapeHtml(head.title)).toContain(visible.cand_name);
    expect(head.og('type')).toBe('profile');
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: visible.cand_name } });
    if (hidden) expect((await request(base).get(`/profile/${hidden.profile_slug}`)).status).toBe(404);
    expect((await request(base).get('/profile/nobody-has-this-slug')).status).toBe(404);
  });

  it('player, staff and club pages describe their object; an unpublished player is 404', async () => {
    const player = await ctx.knex('players as p').leftJoin('clubs as c', 'c.id', 'p.current_club_id').where('p.published', true).whereNotNull('p.current_club_id').select('p.slug', 'p.name', 'c.name as club').first();
    const playerPage = headOf((await request(base).get(`/player/${player.slug}`).expect(200)).text);
    expect(unescapeHtml(playerPage.title)).toContain(player.name);
    expect(playerPage.canonical).toBe(`${WEB}/player/${player.slug}`);
    expect(playerPage.jsonLd[0]).toMatchObject({ '@type': 'Person', name: player.name, memberOf: { '@type': 'SportsTeam', name: player.club } });

    const hidden = await ctx.knex('players').where('published', false).select('slug').first();
    if (hidden) expect((await request(base).get(`/player/${hidden.slug}`)).status).toBe(404);
    expect((await request(base).get('/player/nobody-plays-here')).status).toBe(404);

    const staff = await ctx.knex('staff').select('slug', 'name').first();
    const staffPage = headOf((await request(base).get(`/staff/${staff.slug}`).expect(200)).text);
    expect(staffPage.jsonLd[0]).toMatchObject({ '@type': 'Person', name: staff.name });
    expect(staffPage.canonical).toBe(`${WEB}/staff/${staff.slug}`);

    const club = await ctx.knex('clubs').select('slug', 'name').first();
    const clubPage = headOf((await request(base).get(`/club/${club.slug}`).expect(200)).text);
    expect(unescapeHtml(clubPage.title)).toBe(`${club.name}: squad, staff and results | Football Jobs`);
    expect(clubPage.jsonLd[0]).toMatchObject({ '@type': 'SportsTeam', name: club.name, sport: 'Soccer', url: `${WEB}/club/${club.slug}` });
    expect((await request(base).get('/club/no-such-club')).status).toBe(404);
  });

  it('a former profile address moves (301) to the current one', async () => {
    const candidate = await ctx.login('candidate');
    const before = (await ctx.knex('users').select('profile_slug').where({ username: 'candidate' }).first()).profile_slug as string;
    const changed = await ctx.inject({ method: 'POST', url: '/update-permalink', token: candidate, payload: { slug: 'web-origin-moved-profile' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const response = await request(base).get(`/profile/${before}`).redirects(0);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/profile/web-origin-moved-profile');
    expect((await request(base).get('/profile/web-origin-moved-profile')).status).toBe(200);
  });

  it('a page whose object cannot be read answers 503 with Retry-After and the SPA, not a stack trace', async () => {
    const failing = await startWebServer(ctx, dist.dir, {
      pageBuilders: [
        {
          routes: ['job'],
          build: async () => {
            throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
          },
        },
      ],
    });
    try {
      const response = await request(`http://127.0.0.1:${(failing.server.address() as AddressInfo).port}`).get('/job/any');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.text).not.toContain('ECONNREFUSED');
      expect(headOf(response.text).robots).toBe('noindex');
    } finally {
      await failing.close();
    }
  });

  it('static public routes answer 200 with their own title; account areas are noindex', async () => {
    const jobs = headOf((await request(base).get('/jobs-in-football/').expect(200)).text);
    expect(jobs.title).toBe('Jobs in football | Football Jobs');
    expect(jobs.canonical).toBe(`${WEB}/jobs-in-football/`);
    const alias = headOf((await request(base).get('/jobs-in-football1').expect(200)).text);
    expect(alias.canonical).toBe(`${WEB}/jobs-in-football/`);
    const home = headOf((await request(base).get('/').expect(200)).text);
    expect(home.title).toBe('Football Jobs');
    expect(home.canonical).toBe(`${WEB}/`);
    for (const path of ['/employer/dashboard', '/admin/dashboard/', '/signin/', '/candidate/edit-profile/']) {
      const response = await request(base).get(path);
      expect(response.status, path).toBe(200);
      expect(headOf(response.text).robots, path).toBe('noindex');
    }
    // Product pages are prefix routes of the SPA.
    expect((await request(base).get('/recruit-with-football-jobs')).status).toBe(200);
  });

  it('a malformed address is refused (400), never a server error', async () => {
    expect((await request(base).get('/job/%E0%A4%A')).status).toBe(400);
  });

  it('a path the SPA has no route for answers 404 with index.html', async () => {
    for (const path of ['/no-such-page', '/job', '/employer/jobs/active/extra', '/.env']) {
      const response = await request(base).get(path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).toContain('<div id="root"></div>');
      expect(headOf(response.text).title).toBe('Page not found | Football Jobs');
    }
  });
});

describe('crawler files on the web origin', () => {
  it('robots.txt names the sitemap with an absolute address and keeps crawlers out of account areas only', async () => {
    const response = await request(base).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${WEB}/sitemap.xml`);
    for (const path of ['/admin/dashboard', '/employer/dashboard', '/candidate/dashboard', '/signin', '/cart']) expect(lines).toContain(`Disallow: ${path}`);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const open of ['/job/x', '/jobs-in-football/', '/employer/packages/', '/employers/', '/profile/x', '/plans/candidate-pricing/']) {
      expect(disallowed.some((prefix) => open.startsWith(prefix)), open).toBe(false);
    }
  });

  it('sitemap.xml lists the public pages, the active jobs and the organisations with absolute addresses', async () => {
    const response = await request(base).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(response.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs).toContain(`${WEB}/`);
    expect(locs).toContain(`${WEB}/jobs-in-football/`);
    expect(locs).toContain(`${WEB}/job/${jobSlug}`);
    expect(locs).not.toContain(`${WEB}/job/${expiredSlug}`);
    const employer = await ctx.knex('employers').select('slug').where({ name: 'Harbour City United' }).first();
    expect(locs).toContain(`${WEB}/profile/${employer.slug}`);
    const players = await ctx.knex('players').where('published', true).select('slug');
    expect(players.length).toBeGreaterThan(0);
    for (const player of players) expect(locs).toContain(`${WEB}/player/${player.slug}`);
    expect(locs.every((loc) => loc.startsWith(`${WEB}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('past the per-file limit, sitemap.xml is an index whose files hold every URL once', async () => {
    const whole = [...(await request(base).get('/sitemap.xml')).text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    const small = await startWebServer(ctx, dist.dir, { sitemapMaxUrls: 5 });
    try {
      const smallBase = `http://127.0.0.1:${(small.server.address() as AddressInfo).port}`;
      const index = await request(smallBase).get('/sitemap.xml').expect(200);
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [...index.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
      expect(files.length).toBeGreaterThan(2);
      expect(files.every((file) => /^http:\/\/localhost:3000\/sitemap-[a-z]+-\d+\.xml$/.test(file))).toBe(true);
      const listed: string[] = [];
      for (const file of files) {
        const part = await request(smallBase).get(file.slice(WEB.length)).expect(200);
        const locs = [...part.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
        expect(locs.length).toBeLessThanOrEqual(5);
        listed.push(...locs);
      }
      expect(listed.sort()).toEqual([...whole].sort());
      expect((await request(smallBase).get('/sitemap-jobs-999.xml')).status).toBe(404);
      expect((await request(smallBase).get('/sitemap-nothing-1.xml')).status).toBe(404);
    } finally {
      await small.close();
    }
  });
});
