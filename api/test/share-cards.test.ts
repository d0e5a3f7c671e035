import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from the IHDR chunk, which a PNG must start with (bytes 16–23). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const get = (url: string, headers: Record<string, string> = {}, token?: string) => ctx.inject({ method: 'GET', url, headers, token });

async function expectCard(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const png = response.rawPayload;
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  return response;
}

/** Demo accounts may have no profile row yet (it is made on first use): write the columns either way. */
const setProfile = (userId: number, columns: Record<string, unknown>) =>
  ctx.knex('candidate_profiles').insert({ user_id: userId, ...columns }).onConflict('user_id').merge(Object.keys(columns));

const slugOf = async (username: string) => (await ctx.knex('users').where({ username }).first('profile_slug')).profile_slug as string;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => ctx?.close());

describe('share cards (docs/share-cards.md)', () => {
  it("draws an ELITE member's public profile as a 1200×630 PNG with a strong ETag; 304 on If-None-Match", async () => {
    const url = `/share-cards/profile/${await slugOf('elite')}.png`;
    const first = await expectCard(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"profile-\d+-[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toContain('public');
    expect(first.headers['server-timing']).toContain('render');

    const again = await get(url);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['server-timing']).toContain('cache');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    // The language a visitor reads in is not part of the card.
    expect((await get(url, { 'accept-language': 'ar' })).headers.etag).toBe(etag);
  }, 60_000);

  it('re-renders when what the card shows changes: a new ETag and new bytes, kept in the cache table', async () => {
    const user = await ctx.knex('users').where({ username: 'elite' }).first('id', 'profile_slug');
    const url = `/share-cards/profile/${user.profile_slug}.png`;
    const before = await expectCard(url);
    await setProfile(user.id, { cand_city: 'Leeds', cand_country: 'GB' });
    const after = await expectCard(url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['server-timing']).toContain('render');
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect((await get(url, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    const rows = await ctx.knex('share_card_renders').where({ kind: 'profile', subject_id: user.id });
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('draws an Arabic name right to left without failing', async () => {
    const user = await ctx.knex('users').where({ username: 'unlimited' }).first('id', 'profile_slug');
    await setProfile(user.id, { cand_name: 'أحمد علي الحسن', cand_city: 'الرياض' });
    await expectCard(`/share-cards/profile/${user.profile_slug}.png`);
  }, 60_000);

  it('answers 404 for members below ELITE, private profiles and unknown slugs', async () => {
    for (const username of ['candidate', 'subscriber', 'lapsed']) {
      expect((await get(`/share-cards/profile/${await slugOf(username)}.png`)).statusCode, username).toBe(404);
    }
    const elite = await ctx.knex('users').where({ username: 'elite' }).first('id', 'profile_slug');
    await setProfile(elite.id, { cand_profile: 'priv' });
    expect((await get(`/share-cards/profile/${elite.profile_slug}.png`)).statusCode).toBe(404);
    await setProfile(elite.id, { cand_profile: 'pub' });
    expect((await get('/share-cards/profile/no-such-member.png')).statusCode).toBe(404);
    expect((await get(`/share-cards/profile/${await slugOf('employer')}.png`)).statusCode).toBe(404);
  }, 60_000);

  it("draws a job's and a published player's card; unpublished or draft ones are 404", async () => {
    const job = await ctx.knex('jobs').where({ status: 'publish' }).orderBy('id').first('slug');
    await expectCard(`/share-cards/job/${job.slug}.png`);
    const draft = await ctx.knex('jobs').where({ status: 'draft' }).first('slug');
    if (draft) expect((await get(`/share-cards/job/${draft.slug}.png`)).statusCode).toBe(404);

    const player = await ctx.knex('players').where({ published: true }).whereNotNull('current_club_id').orderBy('id').first('id', 'slug');
    const card = await expectCard(`/share-cards/player/${player.slug}.png`);
    await ctx.knex('players').where({ id: player.id }).update({ shirt_number: 77 });
    expect((await expectCard(`/share-cards/player/${player.slug}.png`)).headers.etag).not.toBe(card.headers.etag);
    await ctx.knex('players').where({ id: player.id }).update({ published: false });
    expect((await get(`/share-cards/player/${player.slug}.png`)).statusCode).toBe(404);
    expect((await get('/share-cards/player/x.svg')).statusCode).toBe(400);
  }, 90_000);

  it('gives the share kit to ELITE and up; 402 below, 401 signed out', async () => {
    const elite = await ctx.login('elite');
    const kit = await get('/get-share-kit', {}, elite);
    expect(kit.statusCode, kit.body).toBe(200);
    const data = kit.json().data;
    const slug = await slugOf('elite');
    expect(data).toMatchObject({ public: true, profileUrl: `${ctx.settings.publicWebUrl}/profile/${slug}` });
    expect(data.cardUrl).toContain(`/share-cards/profile/${slug}.png?v=`);
    expect(data.links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(data.profileUrl)}`);
    expect(data.links.facebook).toContain(encodeURIComponent(data.profileUrl));
    expect(data.links.x).toMatch(/^https:\/\/x\.com\/intent\/post\?url=/);
    expect(data.links.whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);

    for (const username of ['candidate', 'subscriber']) {
      const answer = await get('/get-share-kit', {}, await ctx.login(username));
      expect(answer.statusCode, username).toBe(402);
      expect(answer.json()).toMatchObject({ code: 'membership-required' });
    }
    const fresh = await registerCandidate(ctx);
    expect((await get('/get-share-kit', {}, fresh.token)).statusCode).toBe(402);
    expect((await get('/get-share-kit')).statusCode).toBe(401);
  }, 60_000);
});
