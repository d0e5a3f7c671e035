import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('hot list demo data (seeds/hot-list.ts)', () => {
  it('lists 30 paid candidates with public profiles, unlimited among them, subscriber not yet', async () => {
    const employer = await ctx.login('employer');
    const page = (await ctx.inject({ method: 'GET', url: '/job-api/hot-list?skip_cache=1&limit=100', token: employer })).json();
    expect(page.total).toBe(30);
    const unlimited = await ctx.knex('users').where({ username: 'unlimited' }).first('id');
    expect(page.data.map((row: { ID: number }) => row.ID)).toContain(unlimited.id);
    for (const row of page.data) {
      expect(row.roles.length).toBeGreaterThanOrEqual(1);
      expect(row.roles.length).toBeLessThanOrEqual(3);
      expect(row.regions.length).toBeGreaterThanOrEqual(1);
    }
    const subscriber = await ctx.login('subscriber');
    expect((await ctx.inject({ method: 'GET', url: '/get-hot-list-entry', token: subscriber })).json().data).toMatchObject({ included: true, listed: false, entry: null, hasProfile: true, profilePublic: true });
  });
});
