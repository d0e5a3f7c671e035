import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@fj/seeds';
import { GENERATED_CANDIDATES } from '@fj/seeds/candidates';
import { COUNTRIES, PROFILE_TYPES, candidateProfileSchema, validateWith } from '@fj/shared';
import { hashPassword } from '../src/lib/passwords';
import { createDiskStorage } from '../src/storage';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const storage = createDiskStorage(join(ctx.dataDir, 'uploads'));
  await seedDemo(ctx.knex, { hashPassword, storeFile: (key, bytes, mime) => storage.put(key, bytes, mime) });
});
afterAll(async () => ctx?.close());

describe('candidate demo seed', () => {
  it('gives the demo candidate a complete profile that passes the form rules, with two CVs and a photo', async () => {
    const token = await ctx.login('candidate');
    const profile = (await ctx.inject({ method: 'GET', url: '/get-profile?skip_cache=1', token })).json().data;
    expect(profile.cand_name).toBe('Casey Candidate');
    expect(profile.profile_type).toBe('coach');
    expect(profile.cand_headline).toHaveLength(3);
    expect(profile.cand_profession.some((job: { project_end: string }) => job.project_end === '')).toBe(true);
    const { profilePic, ...form } = profile;
    expect(validateWith(candidateProfileSchema, form)).toMatchObject({ ok: true });

    const resumes = (await ctx.inject({ method: 'GET', url: '/get-my-resumes?skip_cache=1', token })).json();
    expect(resumes.total).toBe(2);
    for (const resume of resumes.data) {
      const file = await ctx.inject({ method: 'GET', url: resume.url, token });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const photo = await ctx.inject({ method: 'GET', url: profilePic });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it(`adds ${GENERATED_CANDIDATES} varied profiles covering every profile_type, valid by the form rules`, async () => {
    const rows = await ctx
      .knex('candidate_profiles as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('u.username', 'like', 'seed-candidate-%')
      .select('p.*', 'u.profile_type', 'u.membership');
    expect(rows.length).toBe(GENERATED_CANDIDATES);
    expect(new Set(rows.map((row) => row.profile_type))).toEqual(new Set(PROFILE_TYPES.map((type) => type.value)));
    expect(new Set(rows.map((row) => row.cand_country)).size).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.membership)).size).toBe(4);
    expect(rows.some((row) => row.cand_profile === 'priv')).toBe(true);
    const countries = new Set(COUNTRIES.map((country) => country.value));
    for (const row of rows) {
      expect(countries.has(row.cand_country), row.cand_country).toBe(true);
      const form = {
        cand_name: row.cand_name,
        cand_email: row.cand_email,
        cand_phone: row.cand_phone,
        cand_headline: row.cand_headline,
        cand_profession: row.cand_profession,
        cand_skills: row.cand_skills,
        cand_qualification: row.cand_qualification,
        type: row.cand_type,
        level: row.level,
        cand_experience: row.cand_experience,
        cand_gender: row.cand_gender,
        cand_linked: row.cand_linked,
      };
      expect(validateWith(candidateProfileSchema, form), row.cand_name).toMatchObject({ ok: true });
    }
  });

  it('feeds the public profile list and its search', async () => {
    const list = (await ctx.inject({ method: 'GET', url: '/get-public-profiles?skip_cache=1&limit=5' })).json();
    expect(list.total).toBeGreaterThan(150);
    const referees = (await ctx.inject({ method: 'GET', url: '/get-public-profiles?skip_cache=1&search=referee&limit=100' })).json();
    expect(referees.total).toBeGreaterThan(5);
  });
});
