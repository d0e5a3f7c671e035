import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf, makeSamplePng } from '@fj/seeds/sample-files';
import { UPLOAD_LIMITS } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { registerCandidate } from './candidate-fixtures';
import { multipart, type MultipartFile } from './multipart';

let ctx: TestContext;
let candidate: string;

const pdf = makeSamplePdf(['Casey Candidate', 'Curriculum vitae']);
const png = makeSamplePng(1600, 1200, [20, 60, 120], [180, 200, 240]);
const pdfFile = (bytes = pdf): MultipartFile => ({ filename: 'cv.pdf', contentType: 'application/pdf', bytes });

beforeAll(async () => {
  ctx = await createTestContext();
  candidate = await ctx.login('candidate');
});
afterAll(async () => ctx?.close());

const upload = (url: string, token: string | undefined, fields: Record<string, string>, file?: MultipartFile) =>
  ctx.inject({ method: 'POST', url, token, ...multipart(fields, file) });

/** Every stored file under the test's uploads folder. */
async function storedFiles(): Promise<string[]> {
  const root = join(ctx.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('CV uploads (§5 rules)', () => {
  it('stores a PDF CV with its title and lists it', async () => {
    const response = await upload('/upload-my-resumes', candidate, { title: 'Coaching CV 2026', attachmentType: 'cv' }, pdfFile());
    expect(response.statusCode).toBe(201);
    const item = response.json().data;
    expect(item).toMatchObject({ title: 'Coaching CV 2026', kind: 'cv', attachmentType: 'cv', mime: 'application/pdf', size: pdf.length, url: `/media/${item.id}` });

    const list = (await ctx.inject({ method: 'GET', url: '/get-my-resumes?skip_cache=1', token: candidate })).json();
    expect(list).toMatchObject({ success: true, total: 1, data: [{ id: item.id, title: 'Coaching CV 2026' }] });
    const row = await ctx.knex('media').where({ id: item.id }).first();
    expect(row.checksum_sha256).toMatch(/^[0-9a-f]{64}$/);
    // The storage key is generated, never the client's file name.
    expect(row.storage_key).toMatch(/^cv\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
  });

  it('refuses a PNG renamed .pdf with 415 file-invalid-type', async () => {
    const response = await upload('/upload-my-resumes', candidate, { title: 'Sneaky' }, { filename: 'cv.pdf', contentType: 'application/pdf', bytes: png });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'file-invalid-type',
      message: 'File type must be PDF',
      errors: { file: 'File type must be PDF' },
    });
  });

  it('answers 413 naming the MB for an oversized CV', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(UPLOAD_LIMITS.cv, 0x20)]);
    const response = await upload('/upload-my-resumes', candidate, { title: 'Huge CV' }, pdfFile(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File is too large: the maximum size is 5 MB. Please contact us to upload a larger file.');
  });

  it('refuses an empty title and a title without letters or digits', async () => {
    for (const title of ['', '  ', '***']) {
      const response = await upload('/upload-my-resumes', candidate, { title }, pdfFile());
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ title: 'Please add title with alphanumeric characters to upload file.' });
    }
    const noTitle = await upload('/upload-my-resumes', candidate, {}, pdfFile());
    expect(noTitle.statusCode).toBe(422);
  });

  it('refuses a request without a file or not sent as multipart', async () => {
    expect((await upload('/upload-my-resumes', candidate, { title: 'CV' })).statusCode).toBe(400);
    const json = await ctx.inject({ method: 'POST', url: '/upload-my-resumes', token: candidate, payload: { title: 'CV' } });
    expect(json.statusCode).toBe(400);
  });

  it('filters the list by attachmentType and pages it', async () => {
    await upload('/upload-my-resumes', candidate, { title: 'Cover letter', attachmentType: 'cover-letter' }, pdfFile());
    const letters = (await ctx.inject({ method: 'GET', url: '/get-my-resumes?skip_cache=1&attachmentType=cover-letter', token: candidate })).json();
    expect(letters.total).toBe(1);
    expect(letters.data[0].title).toBe('Cover letter');
    const page = (await ctx.inject({ method: 'GET', url: '/get-my-resumes?skip_cache=1&limit=1&offset=1', token: candidate })).json();
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
  });
});

describe('downloads and access', () => {
  it('lets the owner and administrators download a CV, as an attachment with nosniff', async () => {
    const id = (await upload('/upload-my-resumes', candidate, { title: 'Download me' }, pdfFile())).json().data.id;
    for (const token of [candidate, await ctx.login('admin')]) {
      const response = await ctx.inject({ method: 'GET', url: `/media/${id}`, token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Download me.pdf"; filename*=UTF-8''Download%20me.pdf`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it("does not let another candidate, an employer or a visitor read or delete someone's CV", async () => {
    const id = (await upload('/upload-my-resumes', candidate, { title: 'Private CV' }, pdfFile())).json().data.id;
    const other = await registerCandidate(ctx);
    expect((await ctx.inject({ method: 'GET', url: `/media/${id}`, token: other.token })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/media/${id}`, token: await ctx.login('employer') })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/media/${id}` })).statusCode).toBe(404);

    const deleted = await ctx.inject({ method: 'GET', url: `/delete-my-resume?id=${id}`, token: other.token });
    expect(deleted.statusCode).toBe(404);
    expect(await ctx.knex('media').where({ id }).whereNull('deleted_at').first()).toBeDefined();
    expect((await ctx.inject({ method: 'GET', url: '/get-my-resumes?skip_cache=1', token: other.token })).json().total).toBe(0);
  });

  it('deletes the owner’s CV with its stored bytes', async () => {
    const before = await storedFiles();
    const id = (await upload('/upload-my-resumes', candidate, { title: 'Old CV' }, pdfFile())).json().data.id;
    expect((await storedFiles()).length).toBe(before.length + 1);

    const response = await ctx.inject({ method: 'GET', url: `/delete-my-resume?id=${id}`, token: candidate });
    expect(response.json()).toEqual({ success: true, message: 'CV deleted' });
    expect((await storedFiles()).sort()).toEqual(before.sort());
    expect((await ctx.inject({ method: 'GET', url: `/media/${id}`, token: candidate })).statusCode).toBe(404);
    const list = (await ctx.inject({ method: 'GET', url: '/get-my-resumes?skip_cache=1', token: candidate })).json();
    expect(list.data.map((item: { id: number }) => item.id)).not.toContain(id);
  });
});

describe('profile pictures and other media', () => {
  it('re-encodes the photo (long side 1024 px, WebP), makes it the profile picture, and serves it inline', async () => {
    const response = await upload('/upload-profile-pic', candidate, { title: 'Me', userType: 'candidate' }, { filename: 'me.png', contentType: 'image/png', bytes: png });
    expect(response.statusCode).toBe(201);
    const item = response.json().data;
    expect(item.mime).toBe('image/webp');

    const profile = (await ctx.inject({ method: 'GET', url: '/get-profile?skip_cache=1', token: candidate })).json().data;
    expect(profile.profilePic).toBe(`/media/${item.id}`);

    // Public profile photos are readable without a token (for <img>), inline.
    const image = await ctx.inject({ method: 'GET', url: `/media/${item.id}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 768]);
  });

  it('hides the photo of a private profile from visitors and replaces the old photo on a new upload', async () => {
    const first = (await ctx.inject({ method: 'GET', url: '/get-profile?skip_cache=1', token: candidate })).json().data.profilePic as string;
    await ctx.inject({ method: 'POST', url: '/update-visibility', token: candidate, payload: { cand_profile: 'priv' } });
    expect((await ctx.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: first, token: candidate })).statusCode).toBe(200);
    await ctx.inject({ method: 'POST', url: '/update-visibility', token: candidate, payload: { cand_profile: 'pub' } });

    const second = (await upload('/upload-profile-pic', candidate, { title: 'New me' }, { filename: 'a.png', contentType: 'image/png', bytes: makeSamplePng(80, 80, [0, 0, 0], [255, 0, 0]) })).json().data;
    expect((await ctx.inject({ method: 'GET', url: '/get-profile?skip_cache=1', token: candidate })).json().data.profilePic).toBe(`/media/${second.id}`);
    expect((await ctx.inject({ method: 'GET', url: first, token: candidate })).statusCode).toBe(404);
  });

  it('refuses a PDF as a picture', async () => {
    const response = await upload('/upload-profile-pic', candidate, { title: 'Me' }, { filename: 'me.png', contentType: 'image/png', bytes: pdf });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'file-invalid-type', message: 'File type must be image/*' });
  });

  it('takes PDFs and pictures on POST /media for any signed-in account', async () => {
    const employer = await ctx.login('employer');
    const response = await upload('/media', employer, { title: 'Club brochure' }, pdfFile());
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'other', mime: 'application/pdf' });
    expect((await upload('/media', undefined, { title: 'x' }, pdfFile())).statusCode).toBe(401);
  });
});
