import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { userIdOf } from './apply-fixtures';
import { candidateApplication, insertAccount, openThread, post } from './messages-fixtures';

/**
 * The participant matrix (docs/messages.md, "Who sees what"): for every messages call, who gets the thread and who
 * gets 404 (or 401 when the token itself is refused). Participants of an application's thread: the applicant and the
 * job's employer's accounts (owner, manager, member). Everyone else, administrators included, gets 404.
 */

let ctx: TestContext;
let tokens: Record<string, string>;
let threadId: number;
let applicationId: number;

const PARTICIPANTS = ['candidate', 'employer', 'manager', 'member'] as const;
const OUTSIDERS = ['employer2', 'otherTeamMember', 'admin', 'otherCandidate'] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  await insertAccount(ctx.knex, 'other_team_member', ['team_member'], 'employer2');
  await insertAccount(ctx.knex, 'leaving_member', ['team_member'], 'employer');
  await insertAccount(ctx.knex, 'suspended_member', ['team_member'], 'employer');
  await insertAccount(ctx.knex, 'other_candidate', ['candidate'], null);
  ({ applicationId } = await candidateApplication(ctx.knex));
  tokens = {
    candidate: await ctx.login('candidate'),
    employer: await ctx.login('employer'),
    manager: await ctx.login('manager'),
    member: await ctx.login('member'),
    employer2: await ctx.login('employer2'),
    otherTeamMember: await ctx.login('other_team_member'),
    admin: await ctx.login('admin'),
    otherCandidate: await ctx.login('other_candidate'),
    leaving: await ctx.login('leaving_member'),
    suspended: await ctx.login('suspended_member'),
  };
  threadId = await openThread(ctx, tokens.employer!, applicationId);
  await post(ctx, tokens.employer!, threadId, 'Thanks for applying. Could you do a call on Thursday?');
  await post(ctx, tokens.candidate!, threadId, 'Yes, Thursday afternoon works for me.');
}, 120_000);
afterAll(async () => ctx?.close());

const call = (who: string, request: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }) => ctx.inject({ ...request, token: tokens[who] });

describe('every participant uses the thread', () => {
  it.each(PARTICIPANTS)('%s opens, reads, posts, lists and counts it', async (who) => {
    const opened = await call(who, { method: 'POST', url: `/job-api/applications/${applicationId}/thread` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.id).toBe(threadId);

    const page = await call(who, { method: 'GET', url: `/messages/threads/${threadId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((message: { body: string }) => message.body)).toContain('Yes, Thursday afternoon works for me.');
    expect(page.json().thread.title).toBe('Head of Academy Recruitment');

    const posted = await call(who, { method: 'POST', url: `/messages/threads/${threadId}`, payload: { body: `A word from ${who}` } });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data).toMatchObject({ body: `A word from ${who}`, mine: true, threadId });

    const list = await call(who, { method: 'GET', url: '/messages/threads' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((thread: { id: number }) => thread.id)).toContain(threadId);

    expect((await call(who, { method: 'GET', url: '/messages/unread-count' })).statusCode).toBe(200);
  });

  it('the applicant is told the employer, the employer side the candidate', async () => {
    const asCandidate = (await call('candidate', { method: 'GET', url: '/messages/threads' })).json().data.find((thread: { id: number }) => thread.id === threadId);
    const asMember = (await call('member', { method: 'GET', url: '/messages/threads' })).json().data.find((thread: { id: number }) => thread.id === threadId);
    expect(asCandidate.subtitle).toBe('Northbridge Athletic FC');
    expect(asMember.subtitle).toBe('Casey Candidate');
    expect(asMember.participants.map((participant: { name: string; side: string }) => `${participant.side}:${participant.name}`)).toEqual(
      expect.arrayContaining(['applicant:Casey Candidate', 'employer:Erin Employer', 'employer:Morgan Manager', 'employer:Mia Member']),
    );
    expect(asMember.participants.some((participant: { name: string }) => participant.name === 'Alex Admin')).toBe(false);
  });
});

describe('nobody else learns the thread exists', () => {
  it.each(OUTSIDERS)('%s gets 404 for open, read and post, and an inbox without it', async (who) => {
    const before = await ctx.knex('messages').where({ thread_id: threadId }).count<{ count: string }[]>({ count: '*' }).first();
    expect((await call(who, { method: 'POST', url: `/job-api/applications/${applicationId}/thread` })).statusCode).toBe(404);
    expect((await call(who, { method: 'GET', url: `/messages/threads/${threadId}` })).statusCode).toBe(404);
    expect((await call(who, { method: 'POST', url: `/messages/threads/${threadId}`, payload: { body: 'Let me in' } })).statusCode).toBe(404);
    const after = await ctx.knex('messages').where({ thread_id: threadId }).count<{ count: string }[]>({ count: '*' }).first();
    expect(Number(after?.count)).toBe(Number(before?.count));

    const list = await call(who, { method: 'GET', url: '/messages/threads' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((thread: { id: number }) => thread.id)).not.toContain(threadId);
    // The badge counts only the caller's own threads (the demo seed gives employer2 some of its own).
    const ownUnread = list.json().data.filter((thread: { unread: number }) => thread.unread > 0);
    expect((await call(who, { method: 'GET', url: '/messages/unread-count' })).json().data).toEqual({
      unread: ownUnread.reduce((sum: number, thread: { unread: number }) => sum + thread.unread, 0),
      threads: ownUnread.length,
    });
  });

  it('a thread that does not exist answers the same 404', async () => {
    const missing = await call('employer', { method: 'GET', url: '/messages/threads/2147483000' });
    const hidden = await call('employer2', { method: 'GET', url: `/messages/threads/${threadId}` });
    expect(missing.statusCode).toBe(404);
    expect(hidden.json().message).toBe(missing.json().message);
  });

  it('without a token every call is 401', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/messages/threads' },
      { method: 'GET' as const, url: '/messages/unread-count' },
      { method: 'GET' as const, url: `/messages/threads/${threadId}` },
      { method: 'POST' as const, url: `/messages/threads/${threadId}`, payload: { body: 'Hello' } },
      { method: 'POST' as const, url: `/job-api/applications/${applicationId}/thread` },
    ]) {
      expect((await ctx.inject(request)).statusCode).toBe(401);
    }
  });
});

describe('losing access', () => {
  it('a removed team member loses the thread at once: the old token is refused, their row is dropped', async () => {
    const leavingId = await userIdOf(ctx.knex, 'leaving_member');
    expect((await call('leaving', { method: 'GET', url: `/messages/threads/${threadId}` })).statusCode).toBe(200);
    expect(await ctx.knex('message_participants').where({ thread_id: threadId, user_id: leavingId }).first()).toBeDefined();

    const removed = await call('employer', { method: 'DELETE', url: `/job-api/team-member?id=${leavingId}` });
    expect(removed.statusCode).toBe(200);
    for (const request of [
      { method: 'GET' as const, url: '/messages/threads' },
      { method: 'GET' as const, url: `/messages/threads/${threadId}` },
      { method: 'POST' as const, url: `/messages/threads/${threadId}`, payload: { body: 'Still here?' } },
      { method: 'GET' as const, url: '/messages/unread-count' },
    ]) {
      expect((await call('leaving', request)).statusCode).toBe(401);
    }
    // The next post syncs the participants: the closed account's row goes, so it is never counted or mailed.
    await post(ctx, tokens.candidate!, threadId, 'Looking forward to it.');
    expect(await ctx.knex('message_participants').where({ thread_id: threadId, user_id: leavingId }).first()).toBeUndefined();
  });

  it('a member moved to another employer signs in again and never sees the old thread in a fresh list', async () => {
    const movingId = await insertAccount(ctx.knex, 'moving_member', ['team_member'], 'employer');
    const before = await ctx.login('moving_member');
    await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}`, token: before });
    expect(await ctx.knex('message_participants').where({ thread_id: threadId, user_id: movingId }).first()).toBeDefined();

    const harbour = await ctx.knex('employers').where({ name: 'Harbour City United' }).first('id');
    await ctx.knex('users').where({ id: movingId }).update({ employer_id: harbour.id }).increment('token_version', 1);
    const after = await ctx.login('moving_member');
    const list = await ctx.inject({ method: 'GET', url: '/messages/threads', token: after });
    expect(list.json().data.map((thread: { id: number }) => thread.id)).not.toContain(threadId);
    expect(list.json().total).toBe(0);
    expect((await ctx.inject({ method: 'GET', url: `/messages/threads/${threadId}`, token: after })).statusCode).toBe(404);
    expect(await ctx.knex('message_participants').where({ thread_id: threadId, user_id: movingId }).first()).toBeUndefined();
  });

  it('a new team member joins the thread when it is next opened, with nothing unread', async () => {
    const joinerId = await insertAccount(ctx.knex, 'new_member', ['team_member'], 'employer');
    const token = await ctx.login('new_member');
    expect((await ctx.inject({ method: 'GET', url: '/messages/threads', token })).json().total).toBe(0);
    await post(ctx, tokens.candidate!, threadId, 'One more question about the role.');
    const list = await ctx.inject({ method: 'GET', url: '/messages/threads', token });
    expect(list.json().data.map((thread: { id: number; unread: number }) => [thread.id, thread.unread])).toEqual([[threadId, 1]]);
    expect(await ctx.knex('message_participants').where({ thread_id: threadId, user_id: joinerId }).first('side')).toEqual({ side: 'employer' });
  });

  it('a suspended account: its token is refused, and posting as it (replies by email) is 403 with nothing written', async () => {
    const suspendedId = await userIdOf(ctx.knex, 'suspended_member');
    expect((await call('suspended', { method: 'GET', url: `/messages/threads/${threadId}` })).statusCode).toBe(200);
    const suspended = await call('admin', { method: 'POST', url: `/admin-api/users/${suspendedId}/suspend`, payload: { reason: 'Spam reports' } });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await call('suspended', { method: 'GET', url: `/messages/threads/${threadId}` })).statusCode).toBe(401);
    expect((await call('suspended', { method: 'POST', url: `/messages/threads/${threadId}`, payload: { body: 'Hello' } })).statusCode).toBe(401);

    const count = async () => Number((await ctx.knex('messages').where({ thread_id: threadId }).count<{ count: string }[]>({ count: '*' }).first())?.count);
    const before = await count();
    await expect(ctx.app.messages.postAsUser(suspendedId, threadId, { body: 'Replying by email', viaEmail: true })).rejects.toMatchObject({ statusCode: 403 });
    expect(await ctx.app.messages.replyTokenVersion(threadId, suspendedId)).toBeNull();
    expect(await count()).toBe(before);
  });

  it('postAsUser and replyTokenVersion apply the same live check as the routes', async () => {
    const candidateId = await userIdOf(ctx.knex, 'candidate');
    const outsiderId = await userIdOf(ctx.knex, 'employer2');
    expect(await ctx.app.messages.replyTokenVersion(threadId, candidateId)).toBe(1);
    expect(await ctx.app.messages.replyTokenVersion(threadId, outsiderId)).toBeNull();
    await expect(ctx.app.messages.postAsUser(outsiderId, threadId, { body: 'Hi' })).rejects.toMatchObject({ statusCode: 404 });
    const message = await ctx.app.messages.postAsUser(candidateId, threadId, { body: '  Sent from my phone  ', viaEmail: true });
    expect(message).toMatchObject({ body: 'Sent from my phone', viaEmail: true, author: { ID: candidateId, name: 'Casey Candidate' } });
  });
});
