import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePng } from '@fj/seeds/sample-files';
import { createTestContext, type TestContext } from './helpers';
import { multipart } from './multipart';

let ctx: TestContext;
let employer: string;
let employer2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, employer2] = [await ctx.login('employer'), await ctx.login('employer2')];
}, 120_000);
afterAll(async () => ctx?.close());

const cv = (query: string, token = employer) => ctx.inject({ method: 'GET', url: `/search/get-cv-database/?${query}`, token });

describe('company profile, public page, directory and dashboard', () => {
  it('saves every §3 field, shows them on the public page and in the directory', async () => {
    const upload = multipart({ title: 'Club crest', userType: 'employer' }, { filename: 'crest.png', contentType: 'image/png', bytes: makeSamplePng(64, 64, [0, 80, 160], [255, 255, 255]) });
    const logo = await ctx.inject({ method: 'POST', url: '/upload-profile-pic', token: employer, ...upload });
    expect(logo.statusCode).toBeLessThan(300);
    const logoId = logo.json().data.id;

    const bad = await ctx.inject({ method: 'POST', url: '/update-employer-profile', token: employer, payload: { name: 'Northbridge Athletic FC', emp_video: 'https://vimeo.com/1', emp_web: 'not a link' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['emp_video', 'emp_web']);

    const saved = await ctx.inject({
      method: 'POST', url: '/update-employer-profile', token: employer,
      payload: {
        name: 'Northbridge Athletic FC', headline: { label: 'Community club since 1889' }, emp_email: 'jobs@northbridge.example', emp_city: 'Leeds',
        emp_country: { value: 'gb-eng', label: 'England' }, emp_nos: '51-200', emp_est: '01/08/1889', emp_web: 'https://northbridge.example',
        emp_fb: 'https://facebook.com/northbridge', emp_twitter: 'https://twitter.com/northbridge', emp_google: 'https://instagram.com/northbridge',
        emp_linkedin: 'https://linkedin.com/company/northbridge', emp_youtube: 'https://youtube.com/@northbridge', emp_video: 'https://www.youtube.com/watch?v=abc123',
        intro: '<p>About <strong>us</strong></p><img src=x onerror=alert(1)>', culture: '<p>Culture</p>', insights: '<p>Insights</p>', logo_media_id: logoId,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ headline: 'Community club since 1889', emp_country: { value: 'gb-eng' }, emp_est: '1889-08-01', intro: '<p>About <strong>us</strong></p>', profilePic: `/media/${logoId}` });

    const account = await ctx.inject({ method: 'GET', url: '/get-profile', token: await ctx.login('member') });
    expect(account.json().data.employerProfile).toMatchObject({ name: 'Northbridge Athletic FC', emp_city: 'Leeds' });

    const slug = saved.json().data.slug;
    const page = await ctx.inject({ method: 'GET', url: `/get-employer-public-profile?slug=${slug}&skip_cache=1` });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({ name: 'Northbridge Athletic FC', location: 'Leeds, England', numberOfEmployees: '51-200', foundedYear: 1889, emp_video: 'https://www.youtube.com/watch?v=abc123' });
    expect(data.jobOpenings).toBeGreaterThan(0);
    expect(data.jobs.length).toBe(Math.min(data.jobOpenings, 50));
    expect((await ctx.inject({ method: 'GET', url: `/media/${logoId}` })).statusCode).toBe(200);

    const directory = await ctx.inject({ method: 'GET', url: '/get-organisations?search=Northbridge&skip_cache=1' });
    expect(directory.json().total).toBe(1);
    expect(directory.json().data[0]).toEqual(expect.objectContaining({ name: 'Northbridge Athletic FC', headline: 'Community club since 1889', availableJobs: data.jobOpenings, location: 'Leeds, England', profilePic: `/media/${logoId}` }));
  });

  it('pages the directory with totals and lists featured organisations first', async () => {
    await ctx.knex('employers').update({ is_featured: false });
    await ctx.knex('employers').whereIn('slug', ['harbour-city-united']).update({ is_featured: true });
    const featured = await ctx.inject({ method: 'GET', url: '/get-featured-employers?skip_cache=1' });
    expect(featured.json().data.map((card: { slug: string }) => card.slug)).toEqual(['harbour-city-united']);
    const first = await ctx.inject({ method: 'GET', url: '/get-organisations?offset=0&limit=2&skip_cache=1' });
    expect(first.json().data[0].slug).toBe('harbour-city-united');
    const total = first.json().total;
    const seen = new Set<number>();
    for (let offset = 0; offset < total; offset += 2) {
      const page = await ctx.inject({ method: 'GET', url: `/get-organisations?offset=${offset}&limit=2&skip_cache=1` });
      for (const card of page.json().data) seen.add(card.id);
    }
    expect(seen.size).toBe(total);
  });

  it('gives employer roles their dashboard on /get-dashboard-data', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/get-dashboard-data', token: await ctx.login('manager') });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ membership: expect.any(String), profile: 'northbridge-athletic-fc', companyName: 'Northbridge Athletic FC' });
    const direct = await ctx.knex('applications as a').join('jobs as j', 'j.id', 'a.job_id').join('employers as e', 'e.id', 'j.employer_id').where('e.slug', 'northbridge-athletic-fc').count({ n: '*' }).first();
    expect(data.applications.total).toBe(Number(direct!.n));
    const candidate = await ctx.inject({ method: 'GET', url: '/get-dashboard-data', token: await ctx.login('candidate') });
    expect(candidate.json().data).toHaveProperty('appliedJobs');
  });
});

describe('CV database', () => {
  it('never lists a private profile', async () => {
    const hidden = await ctx.knex('candidate_profiles as cp').join('users as u', 'u.id', 'cp.user_id').where('cp.cand_profile', 'pub').whereNot('u.membership', 'FREE').orderBy('cp.id').first('cp.user_id');
    await ctx.knex('candidate_profiles').where({ user_id: hidden.user_id }).update({ cand_profile: 'priv', cv_headline: 'Zanzibarian goalkeeper coach' });
    expect((await cv('search=Zanzibarian')).json().total).toBe(0);
    const publicCount = Number((await ctx.knex('candidate_profiles as cp').join('users as u', 'u.id', 'cp.user_id').where('cp.cand_profile', 'pub').whereNull('u.deleted_at').whereNot('u.membership', 'FREE').count({ n: '*' }).first())!.n);
    const ids: number[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await cv(`offset=${offset}&limit=100`);
      expect(page.statusCode).toBe(200);
      expect(page.json().total).toBe(publicCount);
      ids.push(...page.json().data.map((row: { ID: number }) => row.ID));
      if (page.json().data.length < 100) break;
    }
    expect(ids).toHaveLength(publicCount);
    expect(ids).not.toContain(hidden.user_id);
  });

  it("withholds contact details unless the candidate's tier and the employer's membership both allow them", async () => {
    const free = await cv('limit=100', employer2);
    expect(free.json().contactAccess).toBe(false);
    expect(free.json().data.every((row: { contact: unknown }) => row.contact === null)).toBe(true);

    await ctx.knex('users').where({ username: 'employer' }).update({ membership: 'STANDARD' });
    const paid = await cv('limit=100');
    expect(paid.json().contactAccess).toBe(true);
    const memberships = new Map<number, string>((await ctx.knex('users').whereIn('id', paid.json().data.map((row: { ID: number }) => row.ID)).select('id', 'membership')).map((row) => [row.id, row.membership]));
    const rows = paid.json().data as { ID: number; contact: { email: string } | null }[];
    expect(rows.length).toBeGreaterThan(0);
    // FREE candidates are not listed at all (§6: searchable from the premium tier up), so every listed one shares contacts.
    for (const row of rows) {
      expect(memberships.get(row.ID), `candidate ${row.ID}`).not.toBe('FREE');
      expect(row.contact, `candidate ${row.ID}`).not.toBeNull();
    }

    expect((await cv('limit=1', await ctx.login('member'))).statusCode).toBe(403);
    expect((await cv('limit=1', await ctx.login('candidate'))).statusCode).toBe(403);
  });

  it('keyword + two filters return the same set as a direct query', async () => {
    const keyword = 'analysis';
    // The country with the most searchable (paid) candidates who are available and match the keyword.
    const [country] = (await ctx.knex('candidate_profiles as cp').join('users as u', 'u.id', 'cp.user_id').where({ 'cp.cand_profile': 'pub', 'cp.cand_availability': 'yes' }).whereNot('u.membership', 'FREE').whereNot({ 'cp.cand_country': '' })
      .whereRaw(`cp.search_vector @@ plainto_tsquery('english', ?)`, [keyword]).groupBy('cp.cand_country').orderByRaw('count(*) desc, cp.cand_country').limit(1).pluck('cp.cand_country')) as string[];
    const direct = await ctx.knex.raw(
      `SELECT cp.user_id FROM candidate_profiles cp JOIN users u ON u.id = cp.user_id
        WHERE cp.cand_profile = 'pub' AND u.deleted_at IS NULL AND u.membership <> 'FREE' AND cp.cand_country = ? AND cp.cand_availability = 'yes'
          AND (cp.search_vector @@ plainto_tsquery('english', ?) OR cp.search_vector @@ plainto_tsquery('simple', ?))`,
      [country, keyword, keyword],
    );
    const expected = (direct.rows as { user_id: number }[]).map((row) => row.user_id).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    const response = await cv(`search=${keyword}&country=${country}&availability=yes&limit=100`);
    expect(response.json().total).toBe(expected.length);
    expect(response.json().data.map((row: { ID: number }) => row.ID).sort((a: number, b: number) => a - b)).toEqual(expected);
  });

  it('filters by skills, profile type and city', async () => {
    const sample = await ctx.knex('candidate_profiles as cp').join('users as u', 'u.id', 'cp.user_id').where('cp.cand_profile', 'pub').whereNot('u.membership', 'FREE').whereNot('cp.cand_city', '').first('cp.user_id', 'cp.cand_skills', 'u.profile_type', 'cp.cand_city');
    const skill = sample.cand_skills[0].label as string;
    const response = await cv(`skills=${encodeURIComponent(skill)}&profile_type=${sample.profile_type}&city=${encodeURIComponent(sample.cand_city.toUpperCase())}&limit=100`);
    const rows = response.json().data as { ID: number; cand_skills: { label: string }[]; profile_type: string; cand_city: string }[];
    expect(rows.map((row) => row.ID)).toContain(sample.user_id);
    for (const row of rows) {
      expect(row.cand_skills.map((entry) => entry.label)).toContain(skill);
      expect(row.profile_type).toBe(sample.profile_type);
      expect(row.cand_city.toLowerCase()).toBe(sample.cand_city.toLowerCase());
    }
  });
});
