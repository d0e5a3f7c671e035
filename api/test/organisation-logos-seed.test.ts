import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { seedDemo } from '@fj/seeds';
import { hashPassword } from '../src/lib/passwords';
import { renderSvgToPng } from '../src/lib/render-svg';
import { createDiskStorage } from '../src/storage';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const storage = createDiskStorage(join(ctx.dataDir, 'uploads'));
  await seedDemo(ctx.knex, { hashPassword, storeFile: (key, bytes, mime) => storage.put(key, bytes, mime), renderPng: renderSvgToPng });
});
afterAll(async () => ctx?.close());

describe('demo organisation logos', () => {
  it('gives every demo organisation its own generated crest, served publicly as a PNG', async () => {
    const employers: { slug: string; logo_media_id: number | null }[] = await ctx.knex('employers').orderBy('id').select('slug', 'logo_media_id');
    expect(employers.length).toBeGreaterThan(3);
    expect(employers.every((employer) => employer.logo_media_id !== null)).toBe(true);
    const checksums = await ctx.knex('media').whereIn('id', employers.map((employer) => employer.logo_media_id!)).pluck('checksum_sha256');
    expect(new Set(checksums).size).toBe(employers.length);

    const card = (await ctx.inject({ method: 'GET', url: '/get-organisations?offset=0&limit=9&skip_cache=1' })).json().data[0];
    expect(card.profilePic).toMatch(/^\/media\/\d+$/);
    const file = await ctx.inject({ method: 'GET', url: card.profilePic });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
  });
});
