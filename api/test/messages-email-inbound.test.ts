import { format } from 'node:util';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReplyTokens, replyAddress } from '../src/modules/messages/mail';
import { startInboundSmtp, type InboundSmtp } from '../src/modules/messages/inbound';
import { countRows, createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers';
import { userIdOf } from './apply-fixtures';
import { candidateApplication, openThread, samplePdf } from './messages-fixtures';

/**
 * Replies by email over real SMTP: the listener on an ephemeral port, mail sent with nodemailer. A reply to a valid
 * reply address lands in the thread as that participant; every refusal is a 5xx on the wire and writes nothing.
 * SHOW_SMTP_TRANSCRIPT=1 prints the client's SMTP transcript of one accepted and one forged reply.
 */

const MAIL_DOMAIN = 'replies.footballjobs.example';
// Small, so the oversize case needs no 25 MB message; the accepted replies stay far below it.
const MAX_MESSAGE_BYTES = 256 * 1024;
const DAY_MS = 86_400_000;

let ctx: TestContext;
let listener: InboundSmtp;
let threadId: number;
let candidateId: number;
let smtpNow = new Date();
const tokens = createReplyTokens(TEST_JWT_SECRET);

beforeAll(async () => {
  ctx = await createTestContext();
  const candidate = await ctx.login('candidate');
  threadId = await openThread(ctx, candidate, (await candidateApplication(ctx.knex, 'Goalkeeping Coach')).applicationId);
  candidateId = await userIdOf(ctx.knex, 'candidate');
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  listener = await startInboundSmtp(
    { mailDomain: MAIL_DOMAIN, secret: TEST_JWT_SECRET, messages: ctx.app.messages, now: () => smtpNow, maxMessageBytes: MAX_MESSAGE_BYTES, log: quiet },
    { port: 0, host: '127.0.0.1' },
  );
}, 120_000);
afterAll(async () => {
  await listener?.close();
  await ctx?.close();
});
beforeEach(() => {
  smtpNow = new Date();
});

/** The candidate's reply address as the message email hands it out (current version, issued now). */
const candidateAddress = async (issuedAt = new Date()) => {
  const version = await ctx.app.messages.replyTokenVersion(threadId, candidateId);
  if (version === null) throw new Error('the candidate is not a participant');
  return replyAddress(tokens.sign({ threadId, userId: candidateId, version }, issuedAt), MAIL_DOMAIN);
};

interface Sent {
  transcript: string[];
  error?: { responseCode?: number; response?: string; command?: string };
}

/** Sends one message to the listener; resolves with the client's transcript and the SMTP error, if any. */
async function send(mail: nodemailer.SendMailOptions): Promise<Sent> {
  const transcript: string[] = [];
  const line = (_entry: unknown, message: string, ...args: unknown[]) => transcript.push(format(message, ...args));
  const logger = { trace: line, debug: line, info: line, warn: line, error: line, fatal: line, level: () => undefined };
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true, logger, debug: true });
  try {
    await transport.sendMail({ from: 'Alex Morgan <alex.morgan@example.com>', subject: 'Re: New message from Riverside FC', ...mail });
    return { transcript };
  } catch (error) {
    return { transcript, error: error as Sent['error'] };
  } finally {
    transport.close();
  }
}

const written = async () => ({ messages: await countRows(ctx.knex, 'messages'), media: await countRows(ctx.knex, 'media'), attachments: await countRows(ctx.knex, 'message_attachments') });

const GMAIL_REPLY = `Thanks, Tuesday at 10 works for me.
I'll bring my goalkeeping licence.

On Tue, 24 Nov 2026 at 10:15, Football Jobs <no-reply@footballjobs.example> wrote:

> Hello Alex,
>
> Can you come in for a trial session on Tuesday?
`;

const showTranscript = (title: string, sent: Sent) => {
  if (process.env.SHOW_SMTP_TRANSCRIPT === '1') console.log(`\n--- SMTP transcript: ${title} ---\n${sent.transcript.join('\n')}\n--- end ---`);
};

describe('a reply to a valid reply address', () => {
  it('lands in the thread as that participant, via email, without the quoted text; its attachment comes along', async () => {
    const before = await written();
    const to = await candidateAddress();
    const sent = await send({ to, text: GMAIL_REPLY, attachments: [{ filename: 'licence.pdf', content: samplePdf('licence.pdf').bytes, contentType: 'application/pdf' }] });
    showTranscript('accepted reply', sent);
    expect(sent.error).toBeUndefined();
    expect(sent.transcript.join('\n')).toMatch(/250 Reply added to the conversation/);

    const message = await ctx.knex('messages').where({ thread_id: threadId }).orderBy('id', 'desc').first();
    expect(message).toMatchObject({ author_user_id: candidateId, via_email: true, body: "Thanks, Tuesday at 10 works for me.\nI'll bring my goalkeeping licence." });
    const files = await ctx.knex('message_attachments as a').join('media as m', 'm.id', 'a.media_id').where('a.message_id', message.id).select('m.title', 'm.mime');
    expect(files).toEqual([{ title: 'licence.pdf', mime: 'application/pdf' }]);
    expect(await written()).toEqual({ messages: before.messages + 1, media: before.media + 1, attachments: before.attachments + 1 });

    // The API shows it to the employer as the candidate's message, sent by email.
    const page = await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}`, token: await ctx.login('employer') });
    expect(page.json().data[0]).toMatchObject({ body: message.body, viaEmail: true, mine: false, author: { ID: candidateId } });
  });

  it('written in Arabic in an HTML-only email keeps the Arabic and drops the quote and signature', async () => {
    const html = `<div dir="rtl">نعم، سأرسل المراجع غدًا.</div><div dir="rtl">-- <br>أليكس</div>
      <div class="gmail_quote"><div dir="ltr" class="gmail_attr">في الثلاثاء، 24 نوفمبر 2026 في 10:15 ص تمت كتابة ما يلي بواسطة Football Jobs &lt;no-reply@footballjobs.example&gt;:<br></div>
      <blockquote class="gmail_quote">مرحبًا أليكس، هل يمكنك إرسال مرجعين؟</blockquote></div>`;
    const sent = await send({ to: await candidateAddress(), html });
    expect(sent.error).toBeUndefined();
    const message = await ctx.knex('messages').where({ thread_id: threadId }).orderBy('id', 'desc').first();
    expect(message).toMatchObject({ author_user_id: candidateId, via_email: true, body: 'نعم، سأرسل المراجع غدًا.' });
  });
});

describe('refused at the SMTP level, nothing written', () => {
  const expectRefused = async (sent: Sent, code: number, command?: string) => {
    expect(sent.error, sent.transcript.join('\n')).toBeDefined();
    expect(sent.error?.responseCode).toBe(code);
    if (command) expect(sent.error?.command).toBe(command);
  };

  it('a forged token (one character changed, or signed with another secret)', async () => {
    const before = await written();
    const genuine = await candidateAddress();
    const local = genuine.split('@')[0];
    const changed = `${local.slice(0, -3)}${local.at(-3) === 'a' ? 'b' : 'a'}${local.slice(-2)}@${MAIL_DOMAIN}`;
    const forgedSent = await send({ to: changed, text: 'Let me in.' });
    showTranscript('forged reply address', forgedSent);
    await expectRefused(forgedSent, 550, 'RCPT TO');

    const version = (await ctx.app.messages.replyTokenVersion(threadId, candidateId)) ?? 1;
    const otherSecret = replyAddress(createReplyTokens('another-secret-that-is-long-enough-for-this').sign({ threadId, userId: candidateId, version }, new Date()), MAIL_DOMAIN);
    await expectRefused(await send({ to: otherSecret, text: 'Let me in.' }), 550, 'RCPT TO');
    expect(await written()).toEqual(before);
  });

  it('an expired token: valid 90 days, refused on the 91st (the listener clock moved on)', async () => {
    const before = await written();
    const issued = new Date();
    const to = await candidateAddress(issued);
    smtpNow = new Date(issued.getTime() + 91 * DAY_MS);
    await expectRefused(await send({ to, text: 'Late answer.' }), 550, 'RCPT TO');
    expect(await written()).toEqual(before);

    smtpNow = new Date(issued.getTime() + 89 * DAY_MS);
    expect((await send({ to, text: 'Still in time.' })).error).toBeUndefined();
    expect((await written()).messages).toBe(before.messages + 1);
  });

  it('a revoked token: the participant\'s reply_token_version was raised', async () => {
    const to = await candidateAddress();
    await ctx.knex('message_participants').where({ thread_id: threadId, user_id: candidateId }).increment('reply_token_version', 1);
    const before = await written();
    await expectRefused(await send({ to, text: 'Old address.' }), 550, 'RCPT TO');
    expect(await written()).toEqual(before);
    // The new address works.
    expect((await send({ to: await candidateAddress(), text: 'New address.' })).error).toBeUndefined();
  });

  it('an unknown recipient: another local part, another domain, or a reply address of someone outside the thread', async () => {
    const before = await written();
    await expectRefused(await send({ to: `info@${MAIL_DOMAIN}`, text: 'Hello?' }), 550, 'RCPT TO');
    const local = (await candidateAddress()).split('@')[0];
    await expectRefused(await send({ to: `${local}@elsewhere.example`, text: 'Relay this.' }), 550, 'RCPT TO');
    const outsider = await userIdOf(ctx.knex, 'admin');
    const outsiderAddress = replyAddress(tokens.sign({ threadId, userId: outsider, version: 1 }, new Date()), MAIL_DOMAIN);
    await expectRefused(await send({ to: outsiderAddress, text: 'Let me in.' }), 550, 'RCPT TO');
    expect(await written()).toEqual(before);
  });

  it('a message over the size limit (552)', async () => {
    const before = await written();
    const large = { filename: 'video.pdf', content: Buffer.concat([samplePdf().bytes, Buffer.alloc(MAX_MESSAGE_BYTES)]), contentType: 'application/pdf' };
    const sent = await send({ to: await candidateAddress(), text: 'Here is the video.', attachments: [large] });
    await expectRefused(sent, 552);
    expect(await written()).toEqual(before);
  });

  it('a reply that is only quoted text, or whose attachment the messages module refuses', async () => {
    const before = await written();
    const quoteOnly = await send({ to: await candidateAddress(), text: '\nOn Tue, 24 Nov 2026 at 10:15, Football Jobs <no-reply@footballjobs.example> wrote:\n> Hello Alex,\n' });
    await expectRefused(quoteOnly, 550, 'DATA');
    const program = await send({ to: await candidateAddress(), text: 'My CV.', attachments: [{ filename: 'cv.exe', content: Buffer.from('MZ\x90\x00not a document'), contentType: 'application/octet-stream' }] });
    expect(program.error?.responseCode).toBeGreaterThanOrEqual(500);
    expect(program.error?.command).toBe('DATA');
    expect(await written()).toEqual(before);
  });

  it('a suspended participant: the address stops working', async () => {
    const to = await candidateAddress();
    await ctx.knex('users').where({ id: candidateId }).update({ suspended_at: new Date(), suspended_reason: 'test' });
    try {
      const before = await written();
      await expectRefused(await send({ to, text: 'Still here.' }), 550, 'RCPT TO');
      expect(await written()).toEqual(before);
    } finally {
      await ctx.knex('users').where({ id: candidateId }).update({ suspended_at: null, suspended_reason: null });
    }
  });
});

describe('automatic replies', () => {
  it('an out-of-office reply (Auto-Submitted) is taken and dropped: no loop, nothing written', async () => {
    const before = await written();
    const sent = await send({ to: await candidateAddress(), text: 'I am away until Monday.', headers: { 'Auto-Submitted': 'auto-replied' } });
    expect(sent.error).toBeUndefined();
    expect(await written()).toEqual(before);
  });
});
