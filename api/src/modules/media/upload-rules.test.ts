import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeSamplePdf, makeSamplePng } from '@fj/seeds/sample-files';
import { UPLOAD_LIMITS } from '@fj/shared/uploads';
import { UploadRejectedError } from './upload-error';
import { acceptUpload } from './upload-rules';

const pdf = makeSamplePdf(['Casey Candidate', 'Curriculum vitae']);
const png = makeSamplePng(64, 48, [20, 60, 120], [180, 200, 240]);

async function rejection(promise: Promise<unknown>): Promise<UploadRejectedError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the upload to be refused');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  return error as UploadRejectedError;
}

describe('upload rules: type by magic bytes', () => {
  it('accepts a real PDF as a CV and keeps its bytes', async () => {
    const accepted = await acceptUpload({ kind: 'cv', title: 'My CV 2026', bytes: pdf });
    expect(accepted).toMatchObject({ kind: 'cv', title: 'My CV 2026', mime: 'application/pdf', size: pdf.length });
    expect(accepted.bytes.equals(pdf)).toBe(true);
    expect(accepted.checksum).toBe(createHash('sha256').update(pdf).digest('hex'));
  });

  it('refuses a PNG (whatever it is called) as a CV with file-invalid-type, 415', async () => {
    const error = await rejection(acceptUpload({ kind: 'cv', title: 'cv.pdf', bytes: png }));
    expect(error).toMatchObject({ statusCode: 415, code: 'file-invalid-type', message: 'File type must be PDF' });
    expect(error.errors).toEqual({ file: "File type must be PDF" });
  });

  it('refuses plain text pretending to be a PDF', async () => {
    const error = await rejection(acceptUpload({ kind: 'cv', title: 'CV', bytes: Buffer.from('PDF? no, just text') }));
    expect(error).toMatchObject({ statusCode: 415, code: 'file-invalid-type', message: 'File type must be PDF' });
  });

  it('refuses a PDF as a picture with "File type must be image/*"', async () => {
    const error = await rejection(acceptUpload({ kind: 'image', title: 'Photo', bytes: pdf }));
    expect(error).toMatchObject({ statusCode: 415, code: 'file-invalid-type', message: 'File type must be image/*' });
  });

  it('refuses an image type outside jpeg/png/webp/gif (e.g. TIFF)', async () => {
    const tiff = await sharp(png).tiff().toBuffer();
    const error = await rejection(acceptUpload({ kind: 'image', title: 'Photo', bytes: tiff }));
    expect(error.code).toBe('file-invalid-type');
  });

  it('refuses a file that starts like a PNG but does not decode', async () => {
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const error = await rejection(acceptUpload({ kind: 'image', title: 'Photo', bytes: broken }));
    expect(error).toMatchObject({ statusCode: 415, code: 'file-invalid-type' });
  });

  it('accepts PDFs and images for general media, and refuses others with the generic message', async () => {
    await expect(acceptUpload({ kind: 'other', title: 'Letter', bytes: pdf })).resolves.toMatchObject({ mime: 'application/pdf' });
    await expect(acceptUpload({ kind: 'other', title: 'Badge', bytes: png })).resolves.toMatchObject({ mime: 'image/webp' });
    const zip = Buffer.from('504b0304140000000800', 'hex');
    const error = await rejection(acceptUpload({ kind: 'other', title: 'Archive', bytes: Buffer.concat([zip, Buffer.alloc(100)]) }));
    expect(error).toMatchObject({ statusCode: 415, message: 'Please upload a valid file type.' });
  });
});

describe('upload rules: size', () => {
  it('answers 413 naming the MB and asking to make contact when a CV is over its limit', async () => {
    const oversized = Buffer.concat([pdf, Buffer.alloc(UPLOAD_LIMITS.cv - pdf.length + 1, 0x20)]);
    const error = await rejection(acceptUpload({ kind: 'cv', title: 'Big CV', bytes: oversized }));
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('file-too-large');
    expect(error.message).toMatch(/\b5 MB\b/);
    expect(error.message).toMatch(/contact us/i);
  });

  it('uses the smaller image limit for pictures, and treats a truncated stream as too large', async () => {
    const error = await rejection(
      acceptUpload({ kind: 'image', title: 'Photo', bytes: Buffer.alloc(UPLOAD_LIMITS.image + 1) }),
    );
    expect(error.message).toMatch(/\b3 MB\b/);
    const truncated = await rejection(acceptUpload({ kind: 'cv', title: 'CV', bytes: pdf, truncated: true }));
    expect(truncated.statusCode).toBe(413);
  });

  it('refuses an empty file', async () => {
    const error = await rejection(acceptUpload({ kind: 'cv', title: 'CV', bytes: Buffer.alloc(0) }));
    expect(error).toMatchObject({ statusCode: 400, message: 'Please upload a valid file type.' });
  });
});

describe('upload rules: title', () => {
  const titleMessage = 'Please add title with alphanumeric characters to upload file.';

  it.each([undefined, '', '   ', '!!! ---', '📄'])('refuses the title %j before looking at the file', async (title) => {
    const error = await rejection(acceptUpload({ kind: 'cv', title, bytes: png }));
    expect(error).toMatchObject({ statusCode: 422, message: titleMessage });
    expect(error.errors).toEqual({ title: titleMessage });
  });

  it('accepts titles in any script and trims them', async () => {
    await expect(acceptUpload({ kind: 'cv', title: '  سيرة ذاتية  ', bytes: pdf })).resolves.toMatchObject({ title: 'سيرة ذاتية' });
  });
});

describe('upload rules: pictures are re-encoded', () => {
  it('caps the long side at 1024 px and stores PNGs as WebP', async () => {
    const large = makeSamplePng(2000, 1000, [0, 0, 0], [255, 255, 255]);
    const accepted = await acceptUpload({ kind: 'image', title: 'Photo', bytes: large });
    const meta = await sharp(accepted.bytes).metadata();
    expect(accepted.mime).toBe('image/webp');
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 512]);
  });

  it('keeps small images at their size', async () => {
    const accepted = await acceptUpload({ kind: 'image', title: 'Photo', bytes: png });
    const meta = await sharp(accepted.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('keeps photos as JPEG without their EXIF metadata', async () => {
    const withExif = await sharp(png)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'GPS 51.5N' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const accepted = await acceptUpload({ kind: 'image', title: 'Photo', bytes: withExif });
    expect(accepted.mime).toBe('image/jpeg');
    expect((await sharp(accepted.bytes).metadata()).exif).toBeUndefined();
    expect(accepted.bytes.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
  });
});
