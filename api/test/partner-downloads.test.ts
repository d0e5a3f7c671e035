import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf, makeSamplePng } from '@fj/seeds/sample-files';
import { PARTNER_DOWNLOAD_MAX_BYTES } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { multipart } from './multipart';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const pdf = makeSamplePdf(['Partner guide', 'For members only']);

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  title: 'Pressing drills pack',
  partner: 'Northfield Performance Lab',
  description: 'Twelve pressing drills with diagrams.',
  category: 'training',
  minimumTier: 'STANDARD',
  ...overrides,
});

async function upload(fields: Record<string, string>, file: { filename: string; contentType: string; bytes: Buffer } | null = { filename: 'drills.pdf', contentType: 'application/pdf', bytes: pdf }, token = tokens.admin) {
  const body = multipart(fields, file ?? undefined);
  return ctx.inject({ method: 'POST', url: '/admin-api/partner-downloads', token, headers: body.headers, payload: body.payload });
}

async function uploaded(overrides: Record<string, string> = {}): Promise<number> {
  const response = await upload(fieldsOf(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

const memberList = async (who: string) => {
  const response = await ctx.inject({ method: 'GET', url: '/partner-downloads', token: tokens[who] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { membership: string; data: { id: number; locked: boolean; minimumTier: string; lastDownloadedAt: string | null }[] };
};

const download = (who: string, id: number) => ctx.inject({ method: 'GET', url: `/partner-downloads/${id}/file`, token: tokens[who] });

const adminRow = async (id: number) => {
  const response = await ctx.inject({ method: 'GET', url: '/admin-api/partner-downloads', token: tokens.admin });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: number; published: boolean; downloads: { total: number; members: number }; lastDownloadedAt: string | null; title: string }[]).find((row) => row.id === id)!;
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'candidate', 'subscriber', 'elite', 'unlimited', 'employer']) tokens[who] = await ctx.login(who);
}, 180_000);
afterAll(async () => ctx?.close());

describe('partner downloads: administrators upload and edit', () => {
  it('stores an uploaded PDF with every field and lists it with no downloads yet', async () => {
    const response = await upload(fieldsOf({ title: 'Set-piece guide', category: 'guides', minimumTier: 'ELITE', published: 'false' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'Set-piece guide', partner: 'Northfield Performance Lab', description: 'Twelve pressing drills with diagrams.', category: 'guides',
      minimumTier: 'ELITE', published: false, mime: 'application/pdf', size: pdf.length, fileName: 'Set-piece guide.pdf', downloads: { total: 0, members: 0 }, uploadedBy: expect.any(String),
    });
    const row = await ctx.knex('partner_downloads').where({ id: response.json().data.id }).first();
    expect(row.checksum_sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    // Private: the stored bytes are not a media row, so the public media route cannot serve them.
    expect(await ctx.knex('media').where({ storage_key: row.storage_key }).first()).toBeUndefined();
  });

  it('refuses missing and unknown fields with 422 and every field named, storing nothing', async () => {
    const before = await ctx.knex('partner_downloads').count({ n: '*' }).first();
    const response = await upload({ title: ' ', partner: '', category: 'gossip', minimumTier: 'FREE' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      title: expect.any(String), partner: expect.any(String), category: 'Please choose a category from the list.', minimumTier: 'Please choose Standard, Elite or Unlimited.',
    });
    expect(await ctx.knex('partner_downloads').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses a missing file (400), a picture (415) and a file over 20 MB (413)', async () => {
    expect((await upload(fieldsOf(), null)).statusCode).toBe(400);
    const png = await upload(fieldsOf(), { filename: 'guide.pdf', contentType: 'application/pdf', bytes: makeSamplePng(20, 20, [0, 0, 0], [9, 9, 9]) });
    expect(png.statusCode).toBe(415);
    expect(png.json().errors).toEqual({ file: 'Please upload a PDF, Word, Excel, PowerPoint or OpenDocument file.' });
    const big = Buffer.concat([pdf, Buffer.alloc(PARTNER_DOWNLOAD_MAX_BYTES, 0x20)]);
    const tooLarge = await upload(fieldsOf(), { filename: 'big.pdf', contentType: 'application/pdf', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/20 MB/);
  });

  it('edits fields and publishes / unpublishes; validation errors are 422; unknown is 404', async () => {
    const id = await uploaded({ title: 'Edit me' });
    const edited = await ctx.inject({ method: 'PUT', url: `/admin-api/partner-downloads/${id}`, token: tokens.admin, payload: { title: 'Edited title', minimumTier: 'UNLIMITED', published: false } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Edited title', minimumTier: 'UNLIMITED', published: false, partner: 'Northfield Performance Lab' });
    const bad = await ctx.inject({ method: 'PUT', url: `/admin-api/partner-downloads/${id}`, token: tokens.admin, payload: { category: 'nonsense', title: '' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'title']);
    expect((await adminRow(id)).title).toBe('Edited title');
    const missing = await ctx.inject({ method: 'PUT', url: '/admin-api/partner-downloads/999999', token: tokens.admin, payload: { published: true } });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 403 to everyone but administrators, and 401 without a token', async () => {
    const id = await uploaded();
    for (const who of ['candidate', 'unlimited', 'employer']) {
      expect((await upload(fieldsOf(), null, tokens[who])).statusCode).toBe(403);
      expect((await ctx.inject({ method: 'GET', url: '/admin-api/partner-downloads', token: tokens[who] })).statusCode).toBe(403);
      expect((await ctx.inject({ method: 'PUT', url: `/admin-api/partner-downloads/${id}`, token: tokens[who], payload: { published: false } })).statusCode).toBe(403);
    }
    expect((await ctx.inject({ method: 'GET', url: '/admin-api/partner-downloads' })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url: '/partner-downloads' })).statusCode).toBe(401);
  });
});

describe('partner downloads: members by tier', () => {
  let standard: number;
  let elite: number;
  let unlimited: number;
  let hidden: number;

  beforeAll(async () => {
    standard = await uploaded({ title: 'Standard resource', minimumTier: 'STANDARD' });
    elite = await uploaded({ title: 'Elite resource', minimumTier: 'ELITE', category: 'reports' });
    unlimited = await uploaded({ title: 'Unlimited resource', minimumTier: 'UNLIMITED', category: 'offers' });
    hidden = await uploaded({ title: 'Hidden resource', published: 'false' });
  });

  it('lists published resources only, each locked against the caller’s membership', async () => {
    const expected: Record<string, [boolean, boolean, boolean]> = {
      candidate: [true, true, true],
      subscriber: [false, true, true],
      elite: [false, false, true],
      unlimited: [false, false, false],
    };
    for (const [who, locks] of Object.entries(expected)) {
      const list = await memberList(who);
      const lockOf = (id: number) => list.data.find((item) => item.id === id)?.locked;
      expect([lockOf(standard), lockOf(elite), lockOf(unlimited)], who).toEqual(locks);
      expect(list.data.some((item) => item.id === hidden)).toBe(false);
    }
  });

  it('FREE gets 402 from the gate; each tier downloads up to its own level and gets 402 above it', async () => {
    const free = await download('candidate', standard);
    expect(free.statusCode).toBe(402);
    expect(free.json().code).toBe('membership-required');
    const matrix: Record<string, [number, number, number]> = {
      subscriber: [200, 402, 402],
      elite: [200, 200, 402],
      unlimited: [200, 200, 200],
    };
    for (const [who, statuses] of Object.entries(matrix)) {
      const answers = [await download(who, standard), await download(who, elite), await download(who, unlimited)];
      expect(answers.map((answer) => answer.statusCode), who).toEqual(statuses);
    }
    const refused = await download('subscriber', unlimited);
    expect(refused.json()).toMatchObject({ code: 'membership-required', message: 'This download comes with Unlimited membership. Upgrade your membership to download it.' });
  });

  it('answers the file as an attachment with its type and name', async () => {
    const response = await download('subscriber', standard);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Standard resource\.pdf"/);
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('is 404 for an unpublished or unknown resource, even for Unlimited', async () => {
    expect((await download('unlimited', hidden)).statusCode).toBe(404);
    expect((await download('unlimited', 999999)).statusCode).toBe(404);
  });

  it('counts downloads per resource and member; the admin list shows the total and distinct members', async () => {
    const id = await uploaded({ title: 'Counted resource' });
    expect(await adminRow(id)).toMatchObject({ downloads: { total: 0, members: 0 }, lastDownloadedAt: null });
    for (const who of ['subscriber', 'subscriber', 'elite']) expect((await download(who, id)).statusCode).toBe(200);
    await download('candidate', id); // refused (402): not counted
    const row = await adminRow(id);
    expect(row.downloads).toEqual({ total: 3, members: 2 });
    expect(row.lastDownloadedAt).not.toBeNull();
    const mine = (await memberList('subscriber')).data.find((item) => item.id === id);
    expect(mine?.lastDownloadedAt).not.toBeNull();
    const subscriberId = (await ctx.knex('users').where({ username: 'subscriber' }).first('id')).id;
    expect(await ctx.knex('partner_download_counts').where({ download_id: id, user_id: subscriberId }).first('count')).toEqual({ count: 2 });
  });

  it('reads the membership on every call: a downgrade locks at once, unpublishing hides at once', async () => {
    const id = await uploaded({ title: 'Downgrade test', minimumTier: 'ELITE' });
    expect((await download('elite', id)).statusCode).toBe(200);
    await ctx.knex('users').where({ username: 'elite' }).update({ membership: 'STANDARD' });
    try {
      expect((await download('elite', id)).statusCode).toBe(402);
      expect((await memberList('elite')).data.find((item) => item.id === id)?.locked).toBe(true);
    } finally {
      await ctx.knex('users').where({ username: 'elite' }).update({ membership: 'ELITE' });
    }
    await ctx.inject({ method: 'PUT', url: `/admin-api/partner-downloads/${id}`, token: tokens.admin, payload: { published: false } });
    expect((await download('elite', id)).statusCode).toBe(404);
    expect((await memberList('elite')).data.some((item) => item.id === id)).toBe(false);
  });

  it('is for candidates: an employer gets 403', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/partner-downloads', token: tokens.employer })).statusCode).toBe(403);
  });
});
