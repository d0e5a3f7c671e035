import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

interface Highlighted {
  text: string;
  marks: [number, number][];
}
interface Row {
  ID: number;
  job: string;
  postDate: string;
  highlight?: { title: Highlighted; snippet: Highlighted };
}

const browse = async (query: string): Promise<{ data: Row[]; total: number }> => {
  const response = await ctx.inject({ method: 'GET', url: `/search/get-browse-job${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const marked = (part: Highlighted) => part.marks.map(([start, end]) => part.text.slice(start, end));

describe('keyword relevance (docs/jobs.md "Search")', () => {
  it('"scout" lists the jobs with scout in their title first, by default, and ?keyword= is the same search', async () => {
    const body = await browse('?keyword=scout&limit=50&facets=0&skip_cache=1');
    const titled = await ctx.knex('jobs').where('status', 'publish').where('end_date', '>=', new Date().toISOString().slice(0, 10)).whereRaw("title ~* '\\mscout'").count({ n: '*' }).first();
    const inTitle = Number(titled?.n);
    expect(inTitle).toBeGreaterThanOrEqual(5);
    const titles = body.data.map((row) => row.job);
    // Every scout title before any other title.
    expect(titles.slice(0, inTitle).every((title) => /\bscout/i.test(title)), titles.join(' | ')).toBe(true);
    expect(titles.slice(inTitle).some((title) => /\bscout/i.test(title))).toBe(false);
    expect(body.total).toBeGreaterThan(inTitle);
    const same = await browse('?search=scout&limit=50&facets=0&skip_cache=1');
    expect(same.data.map((row) => row.ID)).toEqual(body.data.map((row) => row.ID));
  });

  it('sort=newest keeps the posting-date order for the same matches', async () => {
    const byDate = await browse('?keyword=scout&sort=newest&limit=100&facets=0&skip_cache=1');
    const ranked = await browse('?keyword=scout&limit=100&facets=0&skip_cache=1');
    const dates = byDate.data.map((row) => row.postDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(byDate.data.map((row) => row.ID))).toEqual(new Set(ranked.data.map((row) => row.ID)));
    expect(byDate.data.map((row) => row.ID)).not.toEqual(ranked.data.map((row) => row.ID));
  });

  it('highlights the matched words in the title and a description snippet, as text and ranges (no HTML)', async () => {
    const body = await browse('?keyword=scouting&limit=10&facets=0&skip_cache=1');
    expect(body.data.length).toBeGreaterThan(0);
    const first = body.data[0]!;
    expect(first.highlight).toBeDefined();
    expect(first.highlight!.title.text).toBe(first.job);
    // "scouting" finds "Scout" (the same stem) and marks it.
    expect(marked(first.highlight!.title).map((word) => word.toLowerCase())).toContain('scout');
    for (const row of body.data) {
      const { snippet } = row.highlight!;
      expect(snippet.text).not.toMatch(/[<>\uE000\uE001]/);
      for (const word of marked(snippet)) expect(word.toLowerCase()).toMatch(/^scout/);
    }
    expect(body.data.some((row) => row.highlight!.snippet.marks.length > 0)).toBe(true);
    const plain = await browse('?limit=3&facets=0&skip_cache=1');
    expect(plain.data[0]!.highlight).toBeUndefined();
  });

  it('never lets a job title inject HTML or fake marks into the highlight', async () => {
    const job = await ctx.knex('jobs').where('status', 'publish').where('end_date', '>=', new Date().toISOString().slice(0, 10)).first('id');
    await ctx.knex('jobs').where('id', job.id).update({ title: 'Zyxwscout <img src=x onerror=alert(1)> \uE000fake\uE001' });
    await ctx.knex.raw('UPDATE jobs SET search_vector = job_search_vector(id) WHERE id = ?', [job.id]);
    const body = await browse('?keyword=zyxwscout&facets=0&skip_cache=1');
    expect(body.data).toHaveLength(1);
    const { title } = body.data[0]!.highlight!;
    expect(title.text).toBe('Zyxwscout <img src=x onerror=alert(1)> fake');
    expect(marked(title)).toEqual(['Zyxwscout']);
  });
});

describe('GET /search/job-locations', () => {
  const suggest = async (q: string) => {
    const response = await ctx.inject({ method: 'GET', url: `/search/job-locations?q=${encodeURIComponent(q)}&skip_cache=1` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { kind: string; country: string; city: string; label: string; count: number }[];
  };

  it('suggests cities starting with the text, with their active job counts', async () => {
    const rows = await suggest('ber');
    const berlin = rows.find((row) => row.city === 'Berlin');
    expect(berlin).toMatchObject({ kind: 'city', country: 'de', label: 'Berlin, Germany' });
    const expected = await ctx.knex.raw(
      `SELECT count(DISTINCT l.job_id)::int AS n FROM job_locations l JOIN jobs j ON j.id = l.job_id
       WHERE lower(l.city) = 'berlin' AND j.status = 'publish' AND j.end_date >= CURRENT_DATE`,
    );
    expect(berlin!.count).toBe(expected.rows[0].n);
    for (const row of rows) expect(row.city.toLowerCase().startsWith('ber')).toBe(true);
  });

  it('suggests countries by a word of their name, and filters the list by the chosen place', async () => {
    const rows = await suggest('spa');
    const spain = rows.find((row) => row.kind === 'country' && row.country === 'es');
    expect(spain).toBeDefined();
    const inSpain = await browse('?country=es&facets=0&skip_cache=1');
    expect(spain!.count).toBe(inSpain.total);
    const berlin = (await suggest('berl')).find((row) => row.city === 'Berlin')!;
    const inBerlin = await browse(`?country=de&city=Berlin&limit=50&facets=0&skip_cache=1`);
    expect(inBerlin.total).toBe(berlin.count);
    expect(await suggest('%')).toEqual([]);
  });

  it('answers 400 without a text', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/search/job-locations?q=' });
    expect(response.statusCode).toBe(400);
  });
});
