import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { insertJob, userIdOf } from './apply-fixtures';
import { insertApplication } from './employer-fixtures';
import { candidateApplication, insertEmployer, openThread, post } from './messages-fixtures';

/** Read markers, unread counts over two participants, `unread=1`, the inbox order and paging (docs/messages.md). */

let ctx: TestContext;
let candidate: string;
let employer: string;
let manager: string;

beforeAll(async () => {
  // A 60 s mail delay, so the due time written on each post is checked against a known figure.
  ctx = await createTestContext({ settings: { messageMailDelaySeconds: 60 } });
  [candidate, employer, manager] = await Promise.all([ctx.login('candidate'), ctx.login('employer'), ctx.login('manager')]);
}, 120_000);
afterAll(async () => ctx?.close());

const unreadOf = async (token: string) => (await ctx.inject({ method: 'GET', url: '/messages/unread-count', token })).json().data;
const inbox = async (token: string, query = '') => (await ctx.inject({ method: 'GET', url: `/messages/threads${query}`, token })).json();

describe('unread counts and read markers', () => {
  it('a thread opened but not written in (an employer expanding a pipeline card) stays out of both inboxes until its first message', async () => {
    const { applicationId } = await candidateApplication(ctx.knex, 'Opposition Scout');
    const threadId = await openThread(ctx, employer, applicationId);
    const ids = async (token: string) => (await inbox(token, '?limit=50')).data.map((thread: { id: number }) => thread.id);
    expect(await ids(employer)).not.toContain(threadId);
    expect(await ids(candidate)).not.toContain(threadId);

    await post(ctx, employer, threadId, 'Thanks for applying: could you send your availability for a call next week?');
    expect(await ids(employer)).toContain(threadId);
    expect(await ids(candidate)).toContain(threadId);
  });

  it('counts each recipient’s unread messages, never the author’s own, and reading the first page clears them', async () => {
    const { applicationId } = await candidateApplication(ctx.knex, 'Goalkeeping Coach');
    const threadId = await openThread(ctx, candidate, applicationId);
    const baseline = { candidate: await unreadOf(candidate), employer: await unreadOf(employer), manager: await unreadOf(manager) };

    const first = await post(ctx, candidate, threadId, 'Hello, I have a question about the training schedule.');
    await post(ctx, candidate, threadId, 'Also: is relocation support offered?');
    expect(await unreadOf(employer)).toEqual({ unread: baseline.employer.unread + 2, threads: baseline.employer.threads + 1 });
    expect(await unreadOf(manager)).toMatchObject({ unread: baseline.manager.unread + 2 });
    expect(await unreadOf(candidate)).toEqual(baseline.candidate);

    const employerId = await userIdOf(ctx.knex, 'employer');
    const dueRow = await ctx.knex('message_participants').where({ thread_id: threadId, user_id: employerId }).first('mail_due_at', 'unread_count', 'last_read_message_id');
    const firstAt = (await ctx.knex('messages').where({ id: first.id }).first('created_at')).created_at as Date;
    // Due a delay after the FIRST unread message: a second message does not push the email later.
    expect(new Date(dueRow.mail_due_at).getTime()).toBe(new Date(firstAt).getTime() + 60_000);
    expect(dueRow.unread_count).toBe(2);

    const page = await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}`, token: employer });
    expect(page.json().thread.unread).toBe(0);
    const read = await ctx.knex('message_participants').where({ thread_id: threadId, user_id: employerId }).first('mail_due_at', 'unread_count', 'last_read_message_id');
    expect({ ...read, last_read_message_id: Number(read.last_read_message_id) }).toEqual({ mail_due_at: null, unread_count: 0, last_read_message_id: page.json().data[0].id });
    expect(await unreadOf(employer)).toEqual(baseline.employer);
    // The manager has not read it: each participant has their own marker.
    expect(await unreadOf(manager)).toMatchObject({ unread: baseline.manager.unread + 2 });

    await post(ctx, employer, threadId, 'Yes, we help with relocation. Happy to explain on a call.');
    expect(await unreadOf(candidate)).toEqual({ unread: baseline.candidate.unread + 1, threads: baseline.candidate.threads + 1 });
    expect(await unreadOf(manager)).toMatchObject({ unread: baseline.manager.unread + 3 });
    const author = await ctx.knex('message_participants').where({ thread_id: threadId, user_id: employerId }).first('unread_count', 'mail_due_at');
    expect(author).toEqual({ unread_count: 0, mail_due_at: null });
  });

  it('a later page does not mark anything read', async () => {
    const { applicationId } = await candidateApplication(ctx.knex, 'Performance Analyst');
    const threadId = await openThread(ctx, candidate, applicationId);
    for (let index = 1; index <= 3; index += 1) await post(ctx, candidate, threadId, `Message ${index}`);
    const later = await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}?offset=1&limit=1`, token: manager });
    expect(later.json().data.map((message: { body: string }) => message.body)).toEqual(['Message 2']);
    expect(later.json().thread.unread).toBe(3);
  });
});

describe('the inbox', () => {
  it('lists threads newest activity first, pages them with a total, and unread=1 keeps only unread ones', async () => {
    await insertEmployer(ctx.knex, 'fresh_owner', 'Riverside Rovers');
    const fresh = await ctx.login('fresh_owner');
    const jobs = await Promise.all([0, 1, 2].map((index) => insertJob(ctx.knex, { employer: 'fresh_owner', title: `Scout ${index}` })));
    const candidateIds: number[] = await ctx.knex('users').whereRaw(`roles @> ARRAY['candidate']::text[]`).orderBy('id').limit(3).pluck('id');
    const threadIds: number[] = [];
    for (const [index, job] of jobs.entries()) threadIds.push(await openThread(ctx, fresh, await insertApplication(ctx.knex, job.id, candidateIds[index]!)));

    // Activity order: thread 1, then 0; thread 2 has no message yet, so it is in nobody's inbox.
    await post(ctx, fresh, threadIds[1]!, 'We would like to invite you to a trial.');
    await ctx.app.messages.postAsUser(candidateIds[0]!, threadIds[0]!, { body: 'Thank you for the quick reply!' });

    const all = await inbox(fresh);
    expect(all.total).toBe(2);
    expect(all.data.map((thread: { id: number }) => thread.id)).toEqual([threadIds[0], threadIds[1]]);
    expect(all.data[0]).toMatchObject({ title: 'Scout 0', unread: 1, lastMessage: { body: 'Thank you for the quick reply!', mine: false } });
    expect(all.data[1]).toMatchObject({ unread: 0, lastMessage: { body: 'We would like to invite you to a trial.', mine: true } });

    const second = await inbox(fresh, '?offset=1&limit=1');
    expect(second.total).toBe(2);
    expect(second.data.map((thread: { id: number }) => thread.id)).toEqual([threadIds[1]]);

    const unread = await inbox(fresh, '?unread=1');
    expect(unread.total).toBe(1);
    expect(unread.data.map((thread: { id: number }) => thread.id)).toEqual([threadIds[0]]);
    expect(await unreadOf(fresh)).toEqual({ unread: 1, threads: 1 });
  });

  it('messages come newest first with a total, and limit is bounded', async () => {
    const { applicationId } = await candidateApplication(ctx.knex, 'Kit Manager');
    const threadId = await openThread(ctx, employer, applicationId);
    for (let index = 1; index <= 5; index += 1) await post(ctx, index % 2 ? employer : candidate, threadId, `Note ${index}`);
    const page = await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}?limit=2`, token: candidate });
    expect(page.json().total).toBe(5);
    expect(page.json().data.map((message: { body: string; mine: boolean }) => [message.body, message.mine])).toEqual([
      ['Note 5', false],
      ['Note 4', true],
    ]);
    expect((await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}?limit=101`, token: candidate })).statusCode).toBe(400);
    expect((await ctx.inject({ method: 'GET', url: '/messages/threads?limit=51', token: candidate })).statusCode).toBe(400);
  });

  it('the inbox query walks the participants index (EXPLAIN)', async () => {
    const employerId = await userIdOf(ctx.knex, 'employer');
    // With a handful of rows a sequential scan is cheaper; the plan that would be used at scale is asked for here.
    const plan = await ctx.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const result = await trx.raw(
        `EXPLAIN SELECT p.thread_id FROM message_participants p JOIN message_threads t ON t.id = p.thread_id
         WHERE p.user_id = ? AND p.unread_count > 0 ORDER BY p.last_message_at DESC NULLS LAST, p.thread_id DESC LIMIT 20`,
        [employerId],
      );
      return (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('message_participants_unread');
    expect(plan).not.toMatch(/Sort\b/);
  });
});
