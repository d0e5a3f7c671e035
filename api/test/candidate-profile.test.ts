import { jwtDecode } from 'jwt-decode';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { completeProfile, registerCandidate } from './candidate-fixtures';
import { buyPlan } from './memberships-fixtures';

let ctx: TestContext;
let candidate: string;

beforeAll(async () => {
  ctx = await createTestContext();
  candidate = await ctx.login('candidate');
});
afterAll(async () => ctx?.close());

const update = (token: string, payload: object) => ctx.inject({ method: 'POST', url: '/update-profile', token, payload });
const getProfile = async (token: string) => (await ctx.inject({ method: 'GET', url: '/get-profile?skip_cache=1', token })).json().data;
const publicProfile = (slug: string, token?: string) => ctx.inject({ method: 'GET', url: `/get-public-profile?slug=${slug}`, token });

describe('candidate profile: GET /get-profile and POST /update-profile', () => {
  it('starts a new candidate from the account: get-profile carries the account and the candidate fields', async () => {
    const fresh = await registerCandidate(ctx, 'scout');
    const data = await getProfile(fresh.token);
    expect(data).toMatchObject({
      user_login: fresh.username,
      profile_type: 'scout',
      cand_name: expect.stringMatching(/^Robin Tester\d+$/),
      cand_email: `${fresh.username}@example.com`,
      cand_headline: [],
      cand_profession: [],
      cand_salary: null,
      cand_profile: 'pub',
      profilePic: null,
    });
  });

  it('gives employers get-profile without candidate fields', async () => {
    const data = await getProfile(await ctx.login('employer'));
    expect(data.user_login).toBe('employer');
    expect(data).not.toHaveProperty('cand_name');
  });

  it('round-trips every field with the spec names, through update-profile and get-profile', async () => {
    const response = await update(candidate, completeProfile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Updated Successfully' });
    expect(response.json().data).toMatchObject(completeProfile);

    const data = await getProfile(candidate);
    for (const [field, value] of Object.entries(completeProfile)) expect(data[field], field).toEqual(value);
    const row = await ctx.knex('candidate_profiles as p').join('users as u', 'u.id', 'p.user_id').where('u.username', 'candidate').first();
    expect(Number(row.cand_salary_minor)).toBe(4200050);
    expect(row.profile_type).toBe('coach');
  });

  it('changes only the fields sent', async () => {
    await update(candidate, { cand_city: 'Leeds' });
    const data = await getProfile(candidate);
    expect(data.cand_city).toBe('Leeds');
    expect(data.cand_profession).toEqual(completeProfile.cand_profession);
    await update(candidate, { cand_city: completeProfile.cand_city });
  });

  it('refuses a 4th headline tag with 422 and changes nothing', async () => {
    const response = await update(candidate, {
      cand_city: 'Bristol',
      cand_headline: [...completeProfile.cand_headline, { value: 'chief-scout', label: 'Chief Scout' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: { cand_headline: 'Please select up to 3 roles.' } });
    expect((await getProfile(candidate)).cand_city).toBe('Manchester');
  });

  it('refuses a phone number with spaces', async () => {
    const response = await update(candidate, { cand_phone: '+44 7700 900123' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ cand_phone: 'Please enter a contact number without spaces.' });
  });

  it('answers per-field errors for bad dates, links and list values', async () => {
    const response = await update(candidate, {
      cand_linked: 'not a link',
      level: 'galactic',
      cand_profession: [{ project_role: 'Coach', project_start: '2021-13-40' }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['cand_linked', 'cand_profession[0].project_start', 'level']);
  });

  it('sanitizes the intro HTML and labels headline roles from the job_role list', async () => {
    const response = await update(candidate, {
      cand_intro: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://club.example">club</a></p>',
      cand_headline: [{ value: 'scout', label: 'Made-up label' }],
    });
    const data = response.json().data;
    expect(data.cand_intro).toBe('<p>Hi <a rel="nofollow noopener noreferrer" target="_blank">x</a> <a href="https://club.example" rel="nofollow noopener noreferrer" target="_blank">club</a></p>');
    expect(data.cand_headline).toEqual([{ value: 'scout', label: 'Scout' }]);
    await update(candidate, { cand_intro: completeProfile.cand_intro, cand_headline: completeProfile.cand_headline });
  });

  it('is for candidates only: employers get 403, visitors 401', async () => {
    expect((await update(await ctx.login('employer'), { cand_city: 'X' })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'POST', url: '/update-profile', payload: { cand_city: 'X' } })).statusCode).toBe(401);
  });
});

describe('public profile and visibility', () => {
  it('shows the §2 candidate view without diversity answers, salary or (for a free member) contact details', async () => {
    const response = await publicProfile('casey-candidate');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe('candidate');
    expect(body.data).toMatchObject({
      slug: 'casey-candidate',
      cand_name: 'Casey Candidate',
      immediately: 'yes',
      cand_relocate: 'yes',
      cand_headline: completeProfile.cand_headline,
      cand_profession: completeProfile.cand_profession,
      cand_skills: completeProfile.cand_skills,
      contactVisible: false,
    });
    for (const hidden of ['cand_gender', 'cand_background', 'cand_community', 'cand_condition', 'cand_salary', 'cand_email', 'cand_phone']) {
      expect(body.data, hidden).not.toHaveProperty(hidden);
    }
  });

  it('shows e-mail and phone from the premium tier up (§6)', async () => {
    await ctx.knex('users').where({ username: 'candidate' }).update({ membership: 'STANDARD' });
    const data = (await publicProfile('casey-candidate')).json().data;
    expect(data).toMatchObject({ contactVisible: true, cand_email: completeProfile.cand_email, cand_phone: completeProfile.cand_phone });
    await ctx.knex('users').where({ username: 'candidate' }).update({ membership: 'FREE' });
  });

  it('answers 404 for a private profile to visitors and other candidates, not to the owner or an administrator', async () => {
    const response = await ctx.inject({ method: 'POST', url: '/update-visibility', token: candidate, payload: { cand_profile: 'priv' } });
    expect(response.json()).toEqual({ success: true, message: 'Updated Successfully', data: { cand_profile: 'priv' } });

    expect((await publicProfile('casey-candidate')).statusCode).toBe(404);
    const other = await registerCandidate(ctx);
    expect((await publicProfile('casey-candidate', other.token)).statusCode).toBe(404);
    expect((await publicProfile('casey-candidate', candidate)).statusCode).toBe(200);
    expect((await publicProfile('casey-candidate', await ctx.login('admin'))).statusCode).toBe(200);
    // A stale token on a public page makes the caller a visitor, not an error.
    expect((await publicProfile('casey-candidate', 'not-a-token')).statusCode).toBe(404);

    const list = (await ctx.inject({ method: 'GET', url: '/get-public-profiles?skip_cache=1&limit=100' })).json();
    expect(list.data.map((profile: { slug: string }) => profile.slug)).not.toContain('casey-candidate');

    await ctx.inject({ method: 'POST', url: '/update-visibility', token: candidate, payload: { cand_profile: 'pub' } });
    expect((await publicProfile('casey-candidate')).statusCode).toBe(200);
  });

  it('refuses a visibility other than pub/priv', async () => {
    const response = await ctx.inject({ method: 'POST', url: '/update-visibility', token: candidate, payload: { cand_profile: 'friends' } });
    expect(response.statusCode).toBe(422);
  });

  it('answers 404 for an unknown slug and names employers by type', async () => {
    expect((await publicProfile('nobody-here')).statusCode).toBe(404);
    const employer = (await publicProfile('northbridge-athletic-fc')).json();
    expect(employer).toEqual({ success: true, type: 'employer', data: { slug: 'northbridge-athletic-fc', name: 'Northbridge Athletic FC' } });
  });
});

describe('permalinks', () => {
  it('moves the profile to a new slug, redirects the old one, and answers a token carrying the new slug', async () => {
    const response = await ctx.inject({ method: 'POST', url: '/update-permalink', token: candidate, payload: { slug: 'Casey-Coach' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual({ profile: 'casey-coach', profileUrl: 'http://localhost:3000/profile/casey-coach' });
    expect(jwtDecode<{ profile: string }>(body.token).profile).toBe('casey-coach');
    candidate = body.token;

    expect((await publicProfile('casey-coach')).json().data.slug).toBe('casey-coach');
    const old = await publicProfile('casey-candidate');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/get-public-profile?slug=casey-coach');
  });

  it('keeps slugs unique, including former ones, and refuses reserved or malformed slugs', async () => {
    const other = await registerCandidate(ctx);
    const taken = await ctx.inject({ method: 'POST', url: '/update-permalink', token: other.token, payload: { slug: 'northbridge-athletic-fc' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ slug: 'This address is already taken. Please choose another.' });
    const former = await ctx.inject({ method: 'POST', url: '/update-permalink', token: other.token, payload: { slug: 'casey-candidate' } });
    expect(former.statusCode).toBe(409);
    for (const slug of ['list', 'a', 'bad slug!']) {
      expect((await ctx.inject({ method: 'POST', url: '/update-permalink', token: other.token, payload: { slug } })).statusCode).toBe(422);
    }
  });

  it('lets the owner take a former slug back', async () => {
    const back = await ctx.inject({ method: 'POST', url: '/update-permalink', token: candidate, payload: { slug: 'casey-candidate' } });
    expect(back.statusCode).toBe(200);
    candidate = back.json().token;
    expect((await publicProfile('casey-candidate')).statusCode).toBe(200);
    expect((await publicProfile('casey-coach')).statusCode).toBe(301);
  });
});

describe('profile list, dashboard and ATS CV', () => {
  it('lists public profiles with total, search and profile_type filter', async () => {
    const coach = await registerCandidate(ctx, 'referee');
    await update(coach.token, { cand_skills: [{ label: 'Offside Judgement' }], cv_headline: 'FIFA panel referee' });

    // Profiles exist once a candidate has used one (casey and this referee here); newest change first.
    const all = (await ctx.inject({ method: 'GET', url: '/get-public-profiles?skip_cache=1&limit=1' })).json();
    expect(all.success).toBe(true);
    expect(all.data.map((profile: { cv_headline: string }) => profile.cv_headline)).toEqual(['FIFA panel referee']);
    expect(all.total).toBeGreaterThanOrEqual(2);

    const found = (await ctx.inject({ method: 'GET', url: '/get-public-profiles?skip_cache=1&search=offside%20referee' })).json();
    expect(found.data.map((profile: { cv_headline: string }) => profile.cv_headline)).toEqual(['FIFA panel referee']);
    expect(found.total).toBe(1);

    const referees = (await ctx.inject({ method: 'GET', url: '/get-public-profiles?skip_cache=1&profile_type=referee' })).json();
    expect(referees.data.every((profile: { profile_type: string }) => profile.profile_type === 'referee')).toBe(true);
  });

  it('gives the candidate dashboard data of §3', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/get-dashboard-data?skip_cache=1', token: candidate });
    expect(response.statusCode).toBe(200);
    const demo = await ctx.knex('users').where({ username: 'candidate' }).first<{ id: number }>('id');
    const applied = await ctx.knex('applications').where({ candidate_user_id: demo.id }).count<{ count: string }[]>({ count: '*' }).first();
    expect(response.json().data).toEqual({
      membership: 'FREE',
      membershipStatus: 'active',
      interval: null,
      subscriptionId: null,
      standardCredits: expect.any(Number),
      premiumCredits: 0,
      appliedJobs: Number(applied?.count),
      profile: 'casey-candidate',
      profileUrl: 'http://localhost:3000/profile/casey-candidate',
      profileImage: null,
      candProfile: 'pub',
      completeness: { percent: 90, missingTabs: [], hasPicture: false },
    });
  });

  it('counts the jobs applied to and reads the credits left from the credits ledger', async () => {
    const person = await registerCandidate(ctx);
    const employer = await ctx.knex('employers').first<{ id: number }>('id');
    const [job] = await ctx.knex('jobs').insert({ slug: `dash-job-${person.id}`, employer_id: employer.id, title: 'Scout', end_date: '2099-01-01' }).returning('id');
    await ctx.knex('applications').insert({ job_id: job.id, candidate_user_id: person.id, credit_kind: 'standard' });
    await ctx.knex('users').where({ id: person.id }).update({ membership: 'ELITE' });
    const data = (await ctx.inject({ method: 'GET', url: '/get-dashboard-data?skip_cache=1', token: person.token })).json().data;
    expect(data).toMatchObject({ membership: 'ELITE', interval: 'month', appliedJobs: 1, standardCredits: 10, premiumCredits: 5 });
  });

  it('refuses the ATS CV to a FREE candidate with 402 membership-required (not 403, which would end the session)', async () => {
    const response = await ctx.inject({ method: 'GET', url: API.generateAtsCv, token: candidate });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'membership-required',
      message: 'The text CV comes with Standard membership and above. Upgrade to download it.',
    });
  });

  it('generates an ATS CV once on Standard: a PDF whose text has the name, headline, experience and skills', async () => {
    await buyPlan(ctx, candidate, 'candidate-standard-month');
    const response = await ctx.inject({ method: 'GET', url: API.generateAtsCv, token: candidate });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="casey-candidate-cv.pdf"');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
    for (const expected of ['Casey Candidate', 'Head Coach | Academy Coach | Scout', 'Head Coach, Northbridge Athletic', 'Present', 'Session Planning, Video Analysis']) {
      expect(text).toContain(expected);
    }
  });
});
