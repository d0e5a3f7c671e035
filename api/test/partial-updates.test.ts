import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * The partial-update rule of `POST /update-player` and `POST /update-profile` (docs/api.md, "Partial updates"):
 * absent fields are left as they are, a field sent as null or '' clears it, a required field sent empty is a 422.
 */

let ctx: TestContext;
let scout: string;
let candidate: string;
beforeAll(async () => {
  ctx = await createTestContext();
  scout = await ctx.login('scout');
  candidate = await ctx.login('candidate');
});
afterAll(async () => ctx?.close());

const PLAYER_COLUMNS = ['name', 'full_name', 'current_club_id', 'position_code', 'nationality', 'date_of_birth', 'foot', 'height_cm', 'bio'] as const;
const playerRow = async (id: number) => {
  const row = await ctx.knex('players').where({ id }).first(PLAYER_COLUMNS);
  return { ...row, date_of_birth: row.date_of_birth ? new Date(row.date_of_birth).toISOString().slice(0, 10) : null };
};
const updatePlayer = (payload: object) => ctx.inject({ method: 'POST', url: '/update-player', token: scout, payload });

describe('POST /update-player', () => {
  let playerId: number;
  beforeAll(async () => {
    const player = await ctx.knex('players')
      .whereNotNull('current_club_id').whereNotNull('date_of_birth').whereNot('position_code', '').whereNot('full_name', '')
      .orderBy('id').first('id');
    playerId = player.id;
  });

  it('with only some fields changes those and leaves every other field as it was', async () => {
    const before = await playerRow(playerId);
    const response = await updatePlayer({ id: playerId, height: 181 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.changed).toEqual(['height']);
    expect(await playerRow(playerId)).toEqual({ ...before, height_cm: 181 });
  });

  it('clears an optional field sent as null or empty, and leaves the rest', async () => {
    const before = await playerRow(playerId);
    const response = await updatePlayer({ id: playerId, fullName: null, currentClub: null, bio: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await playerRow(playerId)).toEqual({ ...before, full_name: '', current_club_id: null, bio: '' });
  });

  it('answers 422 naming a required field sent empty, and writes nothing', async () => {
    const before = await playerRow(playerId);
    const response = await updatePlayer({ id: playerId, name: '', height: 190 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: expect.any(String) });
    expect(await playerRow(playerId)).toEqual(before);
  });
});

describe('POST /update-profile', () => {
  const profileRow = () =>
    ctx.knex('candidate_profiles as p').join('users as u', 'u.id', 'p.user_id').where('u.username', 'candidate')
      .first('p.cand_name', 'p.cand_city', 'p.cv_headline', 'p.cand_country', 'p.cand_skills', 'p.cand_salary_minor');
  const updateProfile = (payload: object) => ctx.inject({ method: 'POST', url: '/update-profile', token: candidate, payload });

  it('clears optional fields sent as null (a list becomes empty, the salary null) and leaves absent ones', async () => {
    const before = await profileRow();
    const response = await updateProfile({ cand_city: null, cand_skills: null, cand_salary: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(await profileRow()).toEqual({ ...before, cand_city: '', cand_skills: [], cand_salary_minor: null });
  });

  it('answers 422 naming a required field sent empty or null, and writes nothing', async () => {
    const before = await profileRow();
    for (const empty of ['', null]) {
      const response = await updateProfile({ cand_name: empty, cand_city: 'Leeds' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ cand_name: expect.any(String) });
    }
    expect(await profileRow()).toEqual(before);
  });
});
