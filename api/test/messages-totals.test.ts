import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { userIdOf } from './apply-fixtures';
import { candidateApplication, openThread, post } from './messages-fixtures';

/**
 * The per-person inbox totals a trigger keeps (migrations/20261128_0400_message_totals.ts) against a count of the rows,
 * after posts, reads, people joining and leaving; and posts crossing between the same people in two threads at once,
 * which would deadlock if the totals rows were locked in a different order by each.
 */

let ctx: TestContext;
let candidate: string;
let employer: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [candidate, employer] = await Promise.all([ctx.login('candidate'), ctx.login('employer')]);
}, 120_000);
afterAll(async () => ctx?.close());

/** What the totals row should say, counted from the participant rows the way the inbox lists them. */
async function counted(userId: number) {
  const row = await ctx
    .knex('message_participants')
    .where({ user_id: userId })
    .whereNotNull('last_message_at')
    .first(
      ctx.knex.raw('COUNT(*)::int AS listed'),
      ctx.knex.raw('COUNT(*) FILTER (WHERE unread_count > 0)::int AS unread_threads'),
      ctx.knex.raw('COALESCE(SUM(unread_count), 0)::int AS unread_messages'),
    );
  return { listed: row.listed, unread_threads: row.unread_threads, unread_messages: row.unread_messages };
}

async function kept(userId: number) {
  const row = await ctx.knex('message_inbox_totals').where({ user_id: userId }).first('listed', 'unread_threads', 'unread_messages');
  return row ?? { listed: 0, unread_threads: 0, unread_messages: 0 };
}

async function expectTotalsRight(usernames: string[]) {
  for (const username of usernames) {
    const userId = await userIdOf(ctx.knex, username);
    expect(await kept(userId), username).toEqual(await counted(userId));
  }
}

describe('inbox totals', () => {
  it('match the rows after posts, reads, a newcomer joining and a member leaving; the inbox and the badge show them', async () => {
    const { applicationId } = await candidateApplication(ctx.knex, 'Totals Analyst');
    const threadId = await openThread(ctx, employer, applicationId);
    await post(ctx, employer, threadId, 'Could you send us two match reports you wrote?');
    await post(ctx, employer, threadId, 'A Premier League or Championship game would be ideal.');
    await expectTotalsRight(['candidate', 'employer', 'manager', 'member']);

    const badge = (await ctx.inject({ method: 'GET', url: '/messages/unread-count', token: candidate })).json().data;
    const candidateId = await userIdOf(ctx.knex, 'candidate');
    expect(badge).toEqual({ unread: (await counted(candidateId)).unread_messages, threads: (await counted(candidateId)).unread_threads });
    const unreadInbox = (await ctx.inject({ method: 'GET', url: '/messages/threads?unread=1&limit=1', token: candidate })).json();
    expect(unreadInbox.total).toBe((await counted(candidateId)).unread_threads);

    await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}`, token: candidate });
    await post(ctx, candidate, threadId, 'Attached: two reports from last season.');
    await expectTotalsRight(['candidate', 'employer', 'manager', 'member']);

    const memberId = await userIdOf(ctx.knex, 'member');
    await ctx.knex('message_participants').where({ thread_id: threadId, user_id: memberId }).delete();
    await expectTotalsRight(['member']);
    const all = (await ctx.inject({ method: 'GET', url: '/messages/threads?limit=1', token: candidate })).json();
    expect(all.total).toBe((await counted(candidateId)).listed);
  });

  it('replies crossing between the same people in two threads at once all land, with totals still right', async () => {
    const threads = await Promise.all(
      ['Totals Scout A', 'Totals Scout B'].map(async (title) => openThread(ctx, employer, (await candidateApplication(ctx.knex, title)).applicationId)),
    );
    await Promise.all(threads.map((threadId) => post(ctx, employer, threadId, 'Opening message.')));
    const sends = Array.from({ length: 12 }, (_, index) => post(ctx, index % 2 ? candidate : employer, threads[index % 2 ? 0 : 1], `Crossing reply ${index}`));
    const results = await Promise.allSettled(sends);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    await expectTotalsRight(['candidate', 'employer', 'manager', 'member']);
  });
});
