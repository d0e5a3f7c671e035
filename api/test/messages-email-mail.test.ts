import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationThreadPolicy } from '../src/modules/applications';
import { checkReplyAddress, createReplyTokens, replyTokenVersionReader, runMessageMail, threadDescriber } from '../src/modules/messages/mail';
import type { Mailer } from '../src/mail';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers';
import { userIdOf } from './apply-fixtures';
import { candidateApplication, openThread, post } from './messages-fixtures';
import { startSmtpServer } from './smtp-server';

/**
 * The message-mail task: a message left unread MESSAGE_MAIL_DELAY_S after posting is emailed once, with the reader's
 * reply address as Reply-To, in the reader's language; at most one email per thread per MESSAGE_MAIL_INTERVAL_S;
 * nothing when read in time; one email even when two runs race. Time is a fixed clock moved by the test.
 */

const MAIL_DOMAIN = 'replies.footballjobs.example';
const DELAY_S = 300;
const INTERVAL_S = 900;
const START = new Date('2031-03-03T09:00:00Z');

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let clock = START;
let candidate: string;
let employer: string;
let candidateId: number;
let candidateEmail: string;
let employerName: string;
let organisationName: string;

const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const run = (now: Date, mailer: Mailer = ctx.mailer) =>
  runMessageMail({
    db: ctx.knex,
    mailer,
    publicWebUrl: 'https://jobs.example',
    secret: TEST_JWT_SECRET,
    delaySeconds: DELAY_S,
    intervalSeconds: INTERVAL_S,
    mailDomain: MAIL_DOMAIN,
    replyTokenVersion: (threadId, userId) => ctx.app.messages.replyTokenVersion(threadId, userId),
    describeThread: threadDescriber(ctx.knex, [applicationThreadPolicy(ctx.knex)]),
    now: () => now,
  });

const addressOf = (mail: ParsedMail, field: 'to' | 'replyTo') => {
  const value = mail[field];
  return value && !Array.isArray(value) ? value.value.map((entry) => entry.address).join(',') : '';
};
/** The emails delivered to the candidate since `from` (the relay keeps every message). */
const toCandidate = (from: number) => smtp.messages.slice(from).filter((mail) => addressOf(mail, 'to') === candidateEmail);

async function newThread(title: string): Promise<number> {
  clock = START;
  return openThread(ctx, candidate, (await candidateApplication(ctx.knex, title)).applicationId);
}
const dueOf = async (threadId: number) => (await ctx.knex('message_participants').where({ thread_id: threadId, user_id: candidateId }).first('mail_due_at')).mail_due_at as Date | null;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    smtpUrl: smtp.url,
    now: () => clock,
    settings: { messageMailDelaySeconds: DELAY_S, messageMailIntervalSeconds: INTERVAL_S, mailDomain: MAIL_DOMAIN },
  });
  [candidate, employer] = await Promise.all([ctx.login('candidate'), ctx.login('employer')]);
  candidateId = await userIdOf(ctx.knex, 'candidate');
  candidateEmail = (await ctx.knex('users').where({ id: candidateId }).first('email')).email;
  employerName = (await ctx.knex('users').where({ username: 'employer' }).first('display_name')).display_name;
  organisationName = (await ctx.knex('employers as e').join('users as u', 'u.id', 'e.owner_user_id').where('u.username', 'employer').first('e.name')).name;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('an unread message', () => {
  it('is emailed once after the delay: Reply-To is the reader\'s reply address, with the message and a link', async () => {
    const threadId = await newThread('Head Groundskeeper');
    const first = await post(ctx, employer, threadId, 'Could you come in for a trial on Tuesday at 10?');
    const before = smtp.messages.length;

    expect((await run(at(DELAY_S - 1))).sent).toBe(0);
    expect(toCandidate(before)).toHaveLength(0);

    await run(at(DELAY_S));
    const [mail, ...more] = toCandidate(before);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe(`New message from ${employerName} — Head Groundskeeper`);
    expect(mail.text).toContain(`About: Head Groundskeeper (${organisationName})`);
    expect(mail.text).toContain('Could you come in for a trial on Tuesday at 10?');
    expect(mail.text).toContain(`https://jobs.example/candidate/messages/${threadId}`);
    expect(mail.text).toContain('You can reply to this email');
    const replyTo = addressOf(mail, 'replyTo');
    expect(replyTo).toMatch(new RegExp(`^reply\\+[a-z2-7]+@${MAIL_DOMAIN.replace(/\./g, '\\.')}$`));
    const checked = await checkReplyAddress(replyTo, {
      tokens: createReplyTokens(TEST_JWT_SECRET),
      mailDomain: MAIL_DOMAIN,
      now: () => at(DELAY_S),
      replyTokenVersion: (thread, user) => ctx.app.messages.replyTokenVersion(thread, user),
    });
    expect(checked).toMatchObject({ ok: true, claims: { threadId, userId: candidateId } });
    expect(await ctx.knex('message_participants').where({ thread_id: threadId, user_id: candidateId }).first('mailed_through_message_id', 'mail_due_at', 'last_mailed_at')).toEqual({
      mailed_through_message_id: expect.anything(),
      mail_due_at: null,
      last_mailed_at: at(DELAY_S),
    });
    expect(Number((await ctx.knex('message_participants').where({ thread_id: threadId, user_id: candidateId }).first('mailed_through_message_id')).mailed_through_message_id)).toBe(first.id);

    // Every other participant got one too (the employer's side did not: the author's own message is not unread).
    expect((await run(at(DELAY_S + 60))).sent).toBe(0);
  });

  it('a second message inside the interval waits for its end, and that email carries only the new message', async () => {
    const threadId = await newThread('Kit Manager');
    await post(ctx, employer, threadId, 'First question: are you available in July?');
    await run(at(DELAY_S));
    const before = smtp.messages.length;

    clock = at(DELAY_S + 100);
    await post(ctx, employer, threadId, 'Second question: do you hold a driving licence?');
    expect((await run(at(DELAY_S + 100 + DELAY_S))).sent).toBe(0);
    expect(toCandidate(before)).toHaveLength(0);
    // Pushed to the end of the interval that began with the first email.
    expect(await dueOf(threadId)).toEqual(at(DELAY_S + INTERVAL_S));

    await run(at(DELAY_S + INTERVAL_S));
    const [mail, ...more] = toCandidate(before);
    expect(more).toHaveLength(0);
    expect(mail.text).toContain('Second question');
    expect(mail.text).not.toContain('First question');
  });

  it('read before the delay: no email, and nothing due', async () => {
    const threadId = await newThread('Video Analyst');
    await post(ctx, employer, threadId, 'Please send your showreel.');
    clock = at(100);
    expect((await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}`, token: candidate })).statusCode).toBe(200);
    const before = smtp.messages.length;
    await run(at(DELAY_S + 10));
    expect(toCandidate(before)).toHaveLength(0);
    expect(await dueOf(threadId)).toBeNull();
  });

  it('two runs at once send one email', async () => {
    const threadId = await newThread('Performance Analyst');
    await post(ctx, employer, threadId, 'Are you free on Friday?');
    const before = smtp.messages.length;
    const [one, two] = await Promise.all([run(at(DELAY_S)), run(at(DELAY_S))]);
    const mine = toCandidate(before);
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toContain('Are you free on Friday?');
    expect(one.sent + two.sent).toBe(smtp.messages.length - before);
  });

  it('is written in the reader\'s language', async () => {
    const threadId = await newThread('Fitness Coach');
    await ctx.knex('users').where({ id: candidateId }).update({ locale: 'ar' });
    try {
      await post(ctx, employer, threadId, 'Welcome aboard.');
      const before = smtp.messages.length;
      await run(at(DELAY_S));
      const [mail] = toCandidate(before);
      expect(mail.subject).toBe(`رسالة جديدة من ${employerName} — Fitness Coach`);
      expect(mail.text).toContain(`بخصوص: Fitness Coach (${organisationName})`);
      expect(mail.text).toContain('يمكنك الرد على هذه الرسالة');
      expect(mail.text).toContain('Welcome aboard.');
      expect(mail.html).toContain('dir="rtl"');
    } finally {
      await ctx.knex('users').where({ id: candidateId }).update({ locale: 'en' });
    }
  });

  it('a failed email is due again and sent by the next run', async () => {
    const threadId = await newThread('Scout');
    await post(ctx, employer, threadId, 'We liked your report.');
    const broken: Mailer = {
      send: async () => {
        throw new Error('relay unavailable');
      },
    };
    const failed = await run(at(DELAY_S), broken);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await dueOf(threadId)).not.toBeNull();
    const before = smtp.messages.length;
    await run(at(DELAY_S + 60));
    expect(toCandidate(before).map((mail) => mail.text)).toEqual([expect.stringContaining('We liked your report.')]);
  });

  it('a suspended reader gets nothing, and the row is no longer due', async () => {
    const threadId = await newThread('Physio');
    await post(ctx, employer, threadId, 'Your start date is Monday.');
    // The worker's reader (no HTTP app) answers as the app does: a version while active, null once suspended.
    const workerReader = replyTokenVersionReader(ctx.knex, [applicationThreadPolicy(ctx.knex)]);
    expect(await workerReader(threadId, candidateId)).toBe(await ctx.app.messages.replyTokenVersion(threadId, candidateId));
    expect(await workerReader(threadId, candidateId)).toEqual(expect.any(Number));
    await ctx.knex('users').where({ id: candidateId }).update({ suspended_at: at(10), suspended_reason: 'test' });
    try {
      expect(await workerReader(threadId, candidateId)).toBeNull();
      const before = smtp.messages.length;
      await run(at(DELAY_S));
      expect(toCandidate(before)).toHaveLength(0);
      expect(await dueOf(threadId)).toBeNull();
    } finally {
      await ctx.knex('users').where({ id: candidateId }).update({ suspended_at: null, suspended_reason: null });
    }
  });
});
