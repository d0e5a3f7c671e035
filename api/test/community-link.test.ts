import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const tokens: Record<string, string> = {};

const setLink = (url: unknown, who = 'admin') => ctx.inject({ method: 'POST', url: '/admin-api/community-link', token: tokens[who], payload: { url } });
const reveal = (who: string) => ctx.inject({ method: 'GET', url: '/get-community-link', token: tokens[who] });
const adminState = async () => {
  const response = await ctx.inject({ method: 'GET', url: '/admin-api/community-link', token: tokens.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    current: { id: number; url: string; setBy: string | null; setAt: string; reveals: number; members: number } | null;
    previous: { id: number; url: string; retiredAt: string | null; reveals: number }[];
    totalReveals: number;
    recentReveals: { linkId: number; member: string }[];
  };
};
const userId = async (username: string) => (await ctx.knex('users').where({ username }).first('id')).id as number;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'candidate', 'subscriber', 'elite', 'unlimited', 'employer']) tokens[who] = await ctx.login(who);
  // Start from no link at all (the demo seed sets one).
  await ctx.knex('community_link_reveals').delete();
  await ctx.knex('community_links').delete();
}, 180_000);
afterAll(async () => ctx?.close());

describe('WhatsApp community link', () => {
  it('is 404 with a clear message before any link is set', async () => {
    const response = await reveal('unlimited');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The WhatsApp community link has not been set yet. Please check back soon.');
    expect((await adminState()).current).toBeNull();
  });

  it('accepts only an https chat.whatsapp.com invite link (422 naming the field)', async () => {
    for (const url of ['http://chat.whatsapp.com/AbCdEf123456', 'https://example.com/AbCdEf123456', 'https://chat.whatsapp.com/', 'https://chat.whatsapp.com.evil.test/AbCdEf123456', 'not a link', '']) {
      const response = await setLink(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url, url).toEqual(expect.any(String));
    }
    expect((await setLink({ nested: true })).statusCode).toBe(400);
    expect((await adminState()).current).toBeNull();
  });

  it('is for administrators only: 403 for members and employers, 401 without a token', async () => {
    for (const who of ['unlimited', 'candidate', 'employer']) {
      expect((await setLink('https://chat.whatsapp.com/AbCdEf123456', who)).statusCode).toBe(403);
      expect((await ctx.inject({ method: 'GET', url: '/admin-api/community-link', token: tokens[who] })).statusCode).toBe(403);
    }
    expect((await ctx.inject({ method: 'GET', url: '/admin-api/community-link' })).statusCode).toBe(401);
  });

  it('gives the link to Unlimited members only (402 below), recording each reveal with the link version', async () => {
    const set = await setLink('https://chat.whatsapp.com/FirstInvite2026');
    expect(set.statusCode, set.body).toBe(200);
    const first = set.json().data.current;
    expect(first).toMatchObject({ url: 'https://chat.whatsapp.com/FirstInvite2026', setBy: expect.any(String), reveals: 0 });

    for (const who of ['candidate', 'subscriber', 'elite']) {
      const refused = await reveal(who);
      expect(refused.statusCode, who).toBe(402);
      expect(refused.json().code).toBe('membership-required');
    }
    const given = await reveal('unlimited');
    expect(given.statusCode).toBe(200);
    expect(given.json().data).toMatchObject({ url: 'https://chat.whatsapp.com/FirstInvite2026', version: first.id });
    await reveal('unlimited');

    const rows = await ctx.knex('community_link_reveals').orderBy('id');
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.link_id === first.id && row.user_id === rows[0].user_id)).toBe(true);
    expect(rows[0].user_id).toBe(await userId('unlimited'));
    const state = await adminState();
    expect(state.current).toMatchObject({ reveals: 2, members: 1 });
    expect(state.totalReveals).toBe(2);
  });

  it('after a rotation gives out only the new link; the old one is kept, retired, with its reveals', async () => {
    const before = (await adminState()).current!;
    expect((await setLink(before.url)).statusCode).toBe(422); // the same link again is not a rotation
    const rotated = await setLink('https://chat.whatsapp.com/SecondInvite2026');
    expect(rotated.statusCode).toBe(200);

    const given = await reveal('unlimited');
    expect(given.json().data.url).toBe('https://chat.whatsapp.com/SecondInvite2026');
    const state = await adminState();
    expect(state.current).toMatchObject({ url: 'https://chat.whatsapp.com/SecondInvite2026', reveals: 1 });
    expect(state.previous).toEqual([expect.objectContaining({ id: before.id, url: before.url, reveals: 2, retiredAt: expect.any(String) })]);
    expect(state.totalReveals).toBe(3);
    expect(state.recentReveals[0]).toMatchObject({ linkId: state.current!.id, member: expect.any(String) });
    const live = await ctx.knex('community_links').whereNull('retired_at').count({ n: '*' }).first();
    expect(Number(live?.n)).toBe(1);
  });

  it('reads the membership on every call: a downgraded member is refused at once', async () => {
    await ctx.knex('users').where({ username: 'unlimited' }).update({ membership: 'ELITE' });
    try {
      expect((await reveal('unlimited')).statusCode).toBe(402);
    } finally {
      await ctx.knex('users').where({ username: 'unlimited' }).update({ membership: 'UNLIMITED' });
    }
    expect((await reveal('unlimited')).statusCode).toBe(200);
  });
});
