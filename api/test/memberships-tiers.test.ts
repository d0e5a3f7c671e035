import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, subscriptionCancelPath, withQuery } from '@fj/shared';
import { expireSubscriptions } from '../src/modules/memberships';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { buyPlan } from './memberships-fixtures';

let clock = new Date();
let ctx: TestContext;
let employer: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  employer = await ctx.login('employer');
  // The recruiter side pays, so only the candidate's tier decides below.
  await buyPlan(ctx, employer, 'employer-standard-month');
}, 120_000);
afterAll(async () => ctx?.close());

const KEYWORD = 'Quokkaesque';
const cvSearch = async () => (await ctx.inject({ method: 'GET', url: withQuery(API.cvDatabase, { search: KEYWORD, limit: 10 }), token: employer })).json();
const atsCvStatus = async (token: string) => (await ctx.inject({ method: 'GET', url: API.generateAtsCv, token })).statusCode;
const publicProfile = async (slug: string) => (await ctx.inject({ method: 'GET', url: withQuery(API.publicProfile, { slug }) })).json().data;

describe('§6 tier enforcement', () => {
  it('lists a CV for recruiters, shows contact details and gives the text CV only while the candidate holds STANDARD or above', async () => {
    const candidate = await registerCandidate(ctx);
    // The profile row exists once the candidate has opened their profile.
    expect((await ctx.inject({ method: 'GET', url: API.profile, token: candidate.token })).statusCode).toBe(200);
    await ctx.knex('candidate_profiles').where({ user_id: candidate.id }).update({ cand_profile: 'pub', cv_headline: `${KEYWORD} goalkeeping analyst`, cand_phone: '+447700900321' });
    const { profile_slug: slug } = await ctx.knex('users').where({ id: candidate.id }).first('profile_slug');

    // FREE: not searchable, no contact details on the public profile.
    expect(await cvSearch()).toMatchObject({ total: 0, data: [] });
    expect(await publicProfile(slug)).toMatchObject({ contactVisible: false });
    expect((await publicProfile(slug)).cand_phone).toBeUndefined();
    expect(await atsCvStatus(candidate.token)).toBe(402);

    const { subscriptionId } = await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    const listed = await cvSearch();
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ ID: candidate.id, contactVisible: true, contact: { phone: '+447700900321' } });
    expect(await publicProfile(slug)).toMatchObject({ contactVisible: true, cand_phone: '+447700900321' });
    expect(await atsCvStatus(candidate.token)).toBe(200);

    // Back to FREE when the cancelled plan runs out: hidden again.
    const cancelled = await ctx.inject({ method: 'POST', url: subscriptionCancelPath(subscriptionId), token: candidate.token });
    clock = new Date(new Date(cancelled.json().data.currentPeriodEnd).getTime() + 60_000);
    await expireSubscriptions({ db: ctx.knex, now: () => clock });
    expect(await cvSearch()).toMatchObject({ total: 0 });
    expect(await publicProfile(slug)).toMatchObject({ contactVisible: false });
    expect(await atsCvStatus(candidate.token)).toBe(402);
  });
});
