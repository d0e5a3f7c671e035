import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, countRows, type TestContext } from './helpers';
import { candidateApplication, messageMultipart, openThread, samplePdf, samplePng, type AttachedFile } from './messages-fixtures';

/** Posting rules (body, up to five attachments of 10 MB, by their bytes) and who may download an attachment. */

let ctx: TestContext;
let candidate: string;
let employer: string;
let threadId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  [candidate, employer] = await Promise.all([ctx.login('candidate'), ctx.login('employer')]);
  threadId = await openThread(ctx, candidate, (await candidateApplication(ctx.knex, 'Under-18s Lead Coach')).applicationId);
}, 120_000);
afterAll(async () => ctx?.close());

const postJson = (payload: object, token = candidate) => ctx.inject({ method: 'POST', url: `/messages/threads/${threadId}`, token, payload });
const postFiles = (body: string, files: AttachedFile[], token = candidate) => ctx.inject({ method: 'POST', url: `/messages/threads/${threadId}`, token, ...messageMultipart(body, files) });

/** Messages, media rows and attachment links: a refused post must leave all three as they were. */
const written = async () => ({ messages: await countRows(ctx.knex, 'messages'), media: await countRows(ctx.knex, 'media'), attachments: await countRows(ctx.knex, 'message_attachments') });

describe('the body', () => {
  it('is trimmed and stored as plain text', async () => {
    const response = await postJson({ body: '   <b>Hi</b> see https://example.com/trial  \n' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ body: '<b>Hi</b> see https://example.com/trial', attachments: [], viaEmail: false, mine: true });
  });

  it('empty or blank is 422 with errors.body, and nothing is written', async () => {
    const before = await written();
    for (const body of ['', '   \n\t ']) {
      const response = await postJson({ body });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.body).toMatch(/write a message/);
    }
    expect((await postFiles('  ', [])).statusCode).toBe(422);
    expect(await written()).toEqual(before);
  });

  it('over 5000 characters is refused (400 by the route schema, 422 from the service); exactly 5000 is accepted', async () => {
    expect((await postJson({ body: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await postFiles('x'.repeat(5001), [])).json().errors.body).toMatch(/5000/);
    // Replies by email reach the service without the route schema: the service refuses them itself.
    const candidateId = (await ctx.knex('users').where({ username: 'candidate' }).first('id')).id;
    await expect(ctx.app.messages.postAsUser(candidateId, threadId, { body: 'x'.repeat(5001) })).rejects.toMatchObject({ statusCode: 422, errors: { body: expect.stringMatching(/5000/) } });
    expect((await postJson({ body: 'x'.repeat(5000) })).statusCode).toBe(201);
  });
});

describe('attachments', () => {
  it('five files are stored as media of the author and linked in order; an attachment-only message is allowed', async () => {
    const files = [samplePdf('contract.pdf'), samplePng('pitch.png'), samplePdf('medical.pdf'), samplePng('kit.png'), samplePdf('schedule.pdf')];
    const response = await postFiles('', files);
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json().data;
    expect(message.body).toBe('');
    expect(message.attachments.map((file: { title: string; mime: string }) => [file.title, file.mime])).toEqual([
      ['contract.pdf', 'application/pdf'],
      // Pictures are re-encoded by the media rules (metadata stripped), as every uploaded picture is.
      ['pitch.png', 'image/webp'],
      ['medical.pdf', 'application/pdf'],
      ['kit.png', 'image/webp'],
      ['schedule.pdf', 'application/pdf'],
    ]);
    const candidateId = (await ctx.knex('users').where({ username: 'candidate' }).first('id')).id;
    const owners = await ctx.knex('media').whereIn('id', message.attachments.map((file: { id: number }) => file.id)).pluck('owner_user_id');
    expect(owners).toEqual(Array(5).fill(candidateId));
  });

  it('a sixth file, a file over 10 MB or a file of another type refuses the whole message', async () => {
    const before = await written();
    const six = await postFiles('Six files', Array.from({ length: 6 }, (_, index) => samplePdf(`doc-${index}.pdf`)));
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.files).toMatch(/at most 5 files/);

    const large = { filename: 'video.pdf', contentType: 'application/pdf', bytes: Buffer.concat([samplePdf().bytes, Buffer.alloc(10 * 1024 * 1024)]) };
    const tooLarge = await postFiles('Too large', [samplePdf(), large]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors.files).toMatch(/^video\.pdf: .*10 MB/);

    const script = { filename: 'notes.pdf', contentType: 'application/pdf', bytes: Buffer.from('#!/bin/sh\necho hello\n') };
    const wrongType = await postFiles('Wrong type', [samplePng(), script]);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().errors.files).toMatch(/^notes\.pdf: /);

    expect(await written()).toEqual(before);
  });

  it('a file just under 10 MB is accepted', async () => {
    const pdf = samplePdf('big.pdf');
    const almost = { ...pdf, bytes: Buffer.concat([pdf.bytes, Buffer.alloc(10 * 1024 * 1024 - pdf.bytes.length - 1)]) };
    const response = await postFiles('The full scouting report', [almost]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.attachments[0].size).toBe(10 * 1024 * 1024 - 1);
  });

  it('downloads: 200 for the thread’s participants, 404 for everyone else (its owner once out of the thread, administrators, visitors)', async () => {
    const response = await postFiles('Here is my certificate', [samplePdf('uefa-b.pdf')]);
    const attachment = response.json().data.attachments[0];
    expect(attachment.url).toBe(`/media/${attachment.id}`);

    for (const token of [candidate, employer, await ctx.login('manager'), await ctx.login('member')]) {
      const download = await ctx.inject({ method: 'GET', url: attachment.url, token });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const username of ['employer2', 'admin', 'scout']) {
      expect((await ctx.inject({ method: 'GET', url: attachment.url, token: await ctx.login(username) })).statusCode).toBe(404);
    }
    expect((await ctx.inject({ method: 'GET', url: attachment.url })).statusCode).toBe(404);

    // The author's own file follows the thread too: a member moved to another employer no longer reads it.
    const member = await ctx.login('member');
    const own = (await postFiles('Our training ground map', [samplePdf('map.pdf')], member)).json().data.attachments[0];
    expect((await ctx.inject({ method: 'GET', url: own.url, token: member })).statusCode).toBe(200);
    const harbour = await ctx.knex('employers').where({ name: 'Harbour City United' }).first('id');
    await ctx.knex('users').where({ username: 'member' }).update({ employer_id: harbour.id });
    expect((await ctx.inject({ method: 'GET', url: own.url, token: member })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: own.url, token: candidate })).statusCode).toBe(200);
  });
});
