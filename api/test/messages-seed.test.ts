import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/** The demo conversations (seeds/messages.ts): every demo inbox has history, with unread messages on both sides. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => ctx?.close());

const inboxOf = async (username: string) => {
  const token = await ctx.login(username);
  return {
    threads: (await ctx.inject({ method: 'GET', url: '/messages/threads', token })).json(),
    unread: (await ctx.inject({ method: 'GET', url: '/messages/unread-count', token })).json().data,
    token,
  };
};

it('gives the demo team and the demo candidate conversations with unread messages', async () => {
  for (const username of ['employer', 'manager', 'member', 'candidate', 'employer2']) {
    const inbox = await inboxOf(username);
    expect(inbox.threads.total, username).toBe(2);
    expect(inbox.unread.unread, username).toBeGreaterThan(0);
    for (const thread of inbox.threads.data) expect(thread.lastMessage.body.length).toBeGreaterThan(20);
  }
  const team = await inboxOf('member');
  expect(team.threads.data[0].participants.map((participant: { name: string }) => participant.name)).toEqual(
    expect.arrayContaining(['Erin Employer', 'Morgan Manager', 'Mia Member']),
  );
});

it('threads hold several messages each way, one with a link, and unread counts match the read markers', async () => {
  const candidate = await inboxOf('candidate');
  const thread = candidate.threads.data[candidate.threads.data.length - 1];
  const page = (await ctx.inject({ method: 'GET', url: `/messages/threads/${thread.id}`, token: candidate.token })).json();
  const mine = page.data.filter((message: { mine: boolean }) => message.mine).length;
  expect(mine).toBeGreaterThanOrEqual(2);
  expect(page.data.length - mine).toBeGreaterThanOrEqual(2);
  expect(await ctx.knex('messages').where('body', 'like', '%https://%').first('id')).toBeDefined();

  const participants = await ctx.knex('message_participants').select('thread_id', 'user_id', 'unread_count', 'last_read_message_id');
  for (const row of participants) {
    const counted = await ctx.knex('messages')
      .where({ thread_id: row.thread_id })
      .where('id', '>', row.last_read_message_id)
      .whereNot({ author_user_id: row.user_id })
      .count<{ count: string }[]>({ count: '*' })
      .first();
    expect(Number(counted?.count)).toBe(row.unread_count);
  }
  expect(await ctx.knex('message_participants').whereNotNull('mail_due_at').first()).toBeUndefined();
});
