import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { isoDay, jobPost, submit } from './jobs-fixtures';

let ctx: TestContext;
const today = isoDay(new Date());
const TRICKY_TITLE = `Coach & "Analyst" <U21> 'Elite'`;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.login('admin');
  const response = await submit(
    ctx,
    admin,
    jobPost({ job_title: TRICKY_TITLE, job_description: '<p>Fish &amp; chips, 5 < 6, ]]> and \u0001control</p>', employerName: 'Harbour City United' }),
    '/job-api/submit-job-all',
  );
  expect(response.statusCode, response.body).toBe(201);
});
afterAll(async () => ctx?.close());

interface XmlElement {
  name: string;
  text: string;
  children: XmlElement[];
}

/** Parses with a strict, namespace-aware XML parser: any well-formedness error throws. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [{ name: '#document', text: '', children: [] }];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element = { name: tag.name, text: '', children: [] };
    stack[stack.length - 1]!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack[stack.length - 1]!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  return stack[0]!.children[0]!;
}

const all = (element: XmlElement, name: string): XmlElement[] => element.children.filter((child) => child.name === name);
const one = (element: XmlElement, name: string): XmlElement => all(element, name)[0]!;

const activeSlugs = async (): Promise<string[]> =>
  (await ctx.knex('jobs').select('slug').where({ status: 'publish' }).where('end_date', '>=', today)).map((row) => row.slug);

const get = async (url: string) => {
  const response = await ctx.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response;
};

describe('feeds', () => {
  it('/jobs/rss.xml is well-formed RSS 2.0 with exactly the active jobs, escaped', async () => {
    const response = await get('/jobs/rss.xml');
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(response.body);
    expect(rss.name).toBe('rss');
    const channel = one(rss, 'channel');
    const items = all(channel, 'item');
    const links = items.map((item) => one(item, 'link').text.replace('http://localhost:3000/job/', ''));
    expect(links.sort()).toEqual((await activeSlugs()).sort());
    const tricky = items.find((item) => one(item, 'title').text.startsWith(TRICKY_TITLE))!;
    expect(tricky).toBeDefined();
    expect(one(tricky, 'description').text).toContain('Fish &amp; chips, 5 &lt; 6, ]]&gt; and control');
    expect(new Date(one(tricky, 'pubDate').text).getTime()).not.toBeNaN();
  });

  it('/jobs/indeed.xml lists every active job with its Indeed fields', async () => {
    const source = parseXml((await get('/jobs/indeed.xml')).body);
    expect(source.name).toBe('source');
    const jobs = all(source, 'job');
    expect(jobs).toHaveLength((await activeSlugs()).length);
    const tricky = jobs.find((job) => one(job, 'title').text === TRICKY_TITLE)!;
    expect(one(tricky, 'company').text).toBe('Harbour City United');
    expect(one(tricky, 'city').text).toBe('Sheffield');
    expect(one(tricky, 'country').text).toBe('England');
    expect(one(tricky, 'jobtype').text).toBe('Full time');
    expect(one(tricky, 'salary').text).toBe('Pound 32,000 (Yearly)');
    expect(one(tricky, 'description').text).toBe('Fish & chips, 5 < 6, ]]> and control');
    for (const job of jobs) expect(one(job, 'expirationdate').text >= today).toBe(true);
  });

  it('/sitemap.xml lists the public pages and every active job with lastmod', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urlset = parseXml(response.body);
    expect(urlset.name).toBe('urlset');
    const urls = all(urlset, 'url');
    const locs = urls.map((url) => one(url, 'loc').text);
    expect(locs).toContain('http://localhost:3000/');
    expect(locs).toContain('http://localhost:3000/jobs-in-football/');
    const jobUrls = urls.filter((url) => one(url, 'loc').text.includes('/job/'));
    expect(jobUrls.map((url) => one(url, 'loc').text.replace('http://localhost:3000/job/', '')).sort()).toEqual((await activeSlugs()).sort());
    for (const url of jobUrls) expect(new Date(one(url, 'lastmod').text).getTime()).not.toBeNaN();
    const draft = await ctx.knex('jobs').where({ status: 'draft' }).first();
    expect(locs.some((loc) => loc.endsWith(`/job/${draft.slug}`))).toBe(false);
  });
});
