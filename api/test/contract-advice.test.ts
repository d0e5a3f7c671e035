import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays } from '@fj/shared';
import { makeSamplePdf, makeSamplePng } from '@fj/seeds/sample-files';
import { createTestContext, type TestContext } from './helpers';
import { insertAccount } from './messages-fixtures';
import { multipart } from './multipart';

/** Contract advice (docs/contract-advice.md): the tier gate, the monthly limit, the file rules, the queue and its workflow, who may see what. */

let ctx: TestContext;
const clock = { now: new Date('2027-03-10T09:00:00Z') }; // a Wednesday
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const pdf = (lines = ['PLAYING CONTRACT', 'Clause 1: term of two seasons']) => ({ filename: 'My contract.pdf', contentType: 'application/pdf', bytes: makeSamplePdf(lines) });

async function send(who: string, fields: Partial<Record<'questions' | 'deadline', string>> = {}, file: ReturnType<typeof pdf> | null = pdf()) {
  const body = multipart({ questions: 'Is the release clause fair?', deadline: '2027-06-30', ...fields }, file ?? undefined);
  return ctx.inject({ method: 'POST', url: '/contract-advice/requests', token: tokens[who], payload: body.payload, headers: body.headers });
}

async function sent(who: string): Promise<{ id: number; due: string; threadId: number; contract: { id: number } }> {
  const response = await send(who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const move = (who: string, id: number, status: string) => ctx.inject({ method: 'PUT', url: `/admin-api/contract-advice/${id}/status`, token: tokens[who], payload: { status } });

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock.now });
  const accounts: [string, string[], string][] = [
    ['ca-uma', ['candidate'], 'UNLIMITED'],
    ['ca-una', ['candidate'], 'UNLIMITED'],
    ['ca-ulla', ['candidate'], 'UNLIMITED'],
    ['ca-quinn', ['candidate'], 'UNLIMITED'],
    ['ca-tess', ['candidate'], 'UNLIMITED'],
    ['ca-free', ['candidate'], 'FREE'],
    ['ca-elite', ['candidate'], 'ELITE'],
    ['ca-ada', ['contract_adviser'], 'FREE'],
    ['ca-bo', ['contract_adviser'], 'FREE'],
    ['ca-root', ['administrator', 'contract_adviser'], 'FREE'],
  ];
  for (const [username, roles, membership] of accounts) {
    ids[username] = await insertAccount(ctx.knex, username, roles, null);
    await ctx.knex('users').where({ id: ids[username] }).update({ membership });
    tokens[username] = await ctx.login(username);
  }
  tokens.admin = await ctx.login('admin');
  ids.admin = (await ctx.knex('users').where({ username: 'admin' }).first('id')).id;
}, 180_000);
afterAll(async () => ctx?.close());

describe('working-day due time', () => {
  it('is two working days on, skipping the weekend (a Friday submission is due on Tuesday)', () => {
    expect(addWorkingDays(new Date('2027-03-10T09:00:00Z'), 2).toISOString()).toBe('2027-03-12T09:00:00.000Z'); // Wed → Fri
    expect(addWorkingDays(new Date('2027-03-12T15:30:00Z'), 2).toISOString()).toBe('2027-03-16T15:30:00.000Z'); // Fri → Tue
    expect(addWorkingDays(new Date('2027-03-11T08:00:00Z'), 2).toISOString()).toBe('2027-03-15T08:00:00.000Z'); // Thu → Mon
    expect(addWorkingDays(new Date('2027-03-13T11:00:00Z'), 2).toISOString()).toBe('2027-03-17T00:00:00.000Z'); // Sat → Wed 00:00
  });
});

describe('sending a request', () => {
  it('answers 402 below UNLIMITED (FREE and ELITE), and writes nothing', async () => {
    for (const who of ['ca-free', 'ca-elite']) {
      const response = await send(who);
      expect(response.statusCode).toBe(402);
      expect(response.json().code).toBe('membership-required');
      expect(response.json().message).toMatch(/Unlimited/);
    }
    const listed = await ctx.inject({ method: 'GET', url: '/contract-advice/requests', token: tokens['ca-free'] });
    expect(listed.json()).toMatchObject({ total: 0, allowance: { included: false, remaining: 3 } });
  });

  it('accepts PDFs only, up to 20 MB, with every field checked', async () => {
    const png = await send('ca-una', {}, { filename: 'contract.png', contentType: 'image/png', bytes: makeSamplePng(20, 20, [0, 0, 0], [255, 255, 255]) });
    expect(png.statusCode).toBe(415);
    expect(png.json().errors.file).toBe('The contract must be a PDF file.');

    const big = Buffer.concat([makeSamplePdf(['big']), Buffer.alloc(20 * 1024 * 1024 + 10, 0x20)]);
    const tooLarge = await send('ca-una', {}, { filename: 'big.pdf', contentType: 'application/pdf', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors.file).toMatch(/20 MB/);

    const missing = await send('ca-una', { questions: '  ', deadline: '2027-03-10' }, null);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['deadline', 'file', 'questions']);
    expect(missing.json().errors.deadline).toBe('The deadline must be a date in the future.');

    const badDate = await send('ca-una', { deadline: '2027-02-30' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.deadline).toMatch(/real date/);

    expect(Number((await ctx.knex('contract_advice_requests').where({ member_user_id: ids['ca-una'] }).count({ n: '*' }).first())!.n)).toBe(0);
    expect(Number((await ctx.knex('media').where({ owner_user_id: ids['ca-una'] }).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('records the request open with its due time, its first history row and an open thread', async () => {
    const response = await send('ca-una', { questions: '  What does clause 4 mean?  ', deadline: '2027-03-11' });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ status: 'open', questions: 'What does clause 4 mean?', deadline: '2027-03-11', due: '2027-03-12T09:00:00.000Z', overdue: false, adviser: null, contract: { title: 'My contract.pdf' } });
    expect(data.history).toEqual([{ status: 'open', at: '2027-03-10T09:00:00.000Z', by: { ID: ids['ca-una'], name: 'Test ca-una' } }]);
    expect(data.threadId).toEqual(expect.any(Number));
    // A contract is not a CV: it never shows among the member's resumes.
    const resumes = await ctx.inject({ method: 'GET', url: '/get-my-resumes', token: tokens['ca-una'] });
    expect(resumes.json().total).toBe(0);
  });

  it('is due on Tuesday when sent on a Friday', async () => {
    clock.now = new Date('2027-03-12T15:30:00Z');
    try {
      const request = await sent('ca-ulla');
      expect(request.due).toBe('2027-03-16T15:30:00.000Z');
    } finally {
      clock.now = new Date('2027-03-10T09:00:00Z');
    }
  });

  it('allows three a calendar month: the fourth is 429 naming the reset date, with Retry-After; next month it works again', async () => {
    for (let n = 0; n < 3; n += 1) await sent('ca-uma');
    const listed = await ctx.inject({ method: 'GET', url: '/contract-advice/requests', token: tokens['ca-uma'] });
    expect(listed.json()).toMatchObject({ total: 3, allowance: { included: true, limit: 3, used: 3, remaining: 0, resetsOn: '2027-04-01' } });

    const fourth = await send('ca-uma');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('You have used all 3 contract advice requests for this month. You can send a new one from 2027-04-01.');
    // 2027-03-10 09:00 → 2027-04-01 00:00 UTC
    expect(Number(fourth.headers['retry-after'])).toBe(22 * 86_400 - 9 * 3600);
    const arabic = await ctx.inject({ method: 'POST', url: '/contract-advice/requests', token: tokens['ca-uma'], headers: { ...multipart({ questions: 'q', deadline: '2027-06-30' }, pdf()).headers, 'accept-language': 'ar' }, payload: multipart({ questions: 'q', deadline: '2027-06-30' }, pdf()).payload });
    expect(arabic.statusCode).toBe(429);

    clock.now = new Date('2027-04-01T00:00:01Z');
    try {
      const fifth = await send('ca-uma');
      expect(fifth.statusCode, fifth.body).toBe(201);
    } finally {
      clock.now = new Date('2027-03-10T09:00:00Z');
    }
  });

  it('keeps the requests readable after a downgrade, but refuses new ones', async () => {
    await ctx.knex('users').where({ id: ids['ca-ulla'] }).update({ membership: 'STANDARD' });
    try {
      const listed = await ctx.inject({ method: 'GET', url: '/contract-advice/requests', token: tokens['ca-ulla'] });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toMatchObject({ total: 1, allowance: { included: false } });
      const one = await ctx.inject({ method: 'GET', url: `/contract-advice/requests/${listed.json().data[0].id}`, token: tokens['ca-ulla'] });
      expect(one.statusCode).toBe(200);
      expect((await send('ca-ulla')).statusCode).toBe(402);
    } finally {
      await ctx.knex('users').where({ id: ids['ca-ulla'] }).update({ membership: 'UNLIMITED' });
    }
  });

  it("answers 404 for another member's request", async () => {
    const mine = (await ctx.inject({ method: 'GET', url: '/contract-advice/requests', token: tokens['ca-una'] })).json().data[0];
    const theirs = await ctx.inject({ method: 'GET', url: `/contract-advice/requests/${mine.id}`, token: tokens['ca-uma'] });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the advisers’ queue', () => {
  it('is for contract advisers only: administrators and members get 403', async () => {
    for (const who of ['admin', 'ca-uma']) expect((await ctx.inject({ method: 'GET', url: '/admin-api/contract-advice', token: tokens[who] })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url: '/admin-api/contract-advice', token: tokens['ca-ada'] })).statusCode).toBe(200);
  });

  it('lists overdue requests first, then by due time', async () => {
    clock.now = new Date('2027-03-01T10:00:00Z'); // Monday: due Wednesday 3rd
    const early = await sent('ca-quinn');
    clock.now = new Date('2027-03-10T11:00:00Z'); // Wednesday: due Friday 12th
    const middle = await sent('ca-quinn');
    clock.now = new Date('2027-03-12T16:00:00Z'); // Friday: due Tuesday 16th
    const late = await sent('ca-quinn');
    clock.now = new Date('2027-03-15T10:00:00Z'); // Monday: early and middle are overdue
    try {
      const mine = new Set([early.id, middle.id, late.id]);
      const order = async () =>
        ((await ctx.inject({ method: 'GET', url: '/admin-api/contract-advice?limit=100', token: tokens['ca-ada'] })).json().data as { id: number; overdue: boolean }[]).filter((row) => mine.has(row.id));
      expect((await order()).map((row) => [row.id, row.overdue])).toEqual([
        [early.id, true],
        [middle.id, true],
        [late.id, false],
      ]);
      // Answered, the earliest is no longer overdue: it goes behind the overdue one, by its due time.
      expect((await move('ca-ada', early.id, 'in_review')).statusCode).toBe(200);
      expect((await move('ca-ada', early.id, 'answered')).statusCode).toBe(200);
      expect((await order()).map((row) => [row.id, row.overdue])).toEqual([
        [middle.id, true],
        [early.id, false],
        [late.id, false],
      ]);
      const answered = (await ctx.inject({ method: 'GET', url: '/admin-api/contract-advice?status=answered&limit=100', token: tokens['ca-ada'] })).json();
      expect(answered.data.every((row: { status: string }) => row.status === 'answered')).toBe(true);
      expect(answered.data.map((row: { id: number }) => row.id)).toContain(early.id);
    } finally {
      clock.now = new Date('2027-03-10T09:00:00Z');
    }
  });

  it('moves open → in review (assigning the adviser) → answered → closed, 409 for any other move, each recorded with who and when', async () => {
    const request = await sent('ca-tess');
    const skip = await move('ca-ada', request.id, 'answered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A request that is open cannot move to answered.');

    clock.now = new Date('2027-03-10T10:00:00Z');
    const taken = await move('ca-ada', request.id, 'in_review');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toMatchObject({ status: 'in_review', adviser: { ID: ids['ca-ada'] } });
    expect((await move('ca-bo', request.id, 'in_review')).statusCode).toBe(409);

    clock.now = new Date('2027-03-11T12:00:00Z');
    expect((await move('ca-bo', request.id, 'answered')).statusCode).toBe(200);
    clock.now = new Date('2027-03-12T08:00:00Z');
    const closed = await move('ca-ada', request.id, 'closed');
    expect(closed.json().data.status).toBe('closed');
    expect((await move('ca-ada', request.id, 'open')).statusCode).toBe(409);
    clock.now = new Date('2027-03-10T09:00:00Z');

    const detail = await ctx.inject({ method: 'GET', url: `/admin-api/contract-advice/${request.id}`, token: tokens['ca-bo'] });
    expect(detail.json().data.adviser).toEqual({ ID: ids['ca-ada'], name: 'Test ca-ada' });
    expect(detail.json().data.history).toEqual([
      { status: 'open', at: '2027-03-10T09:00:00.000Z', by: { ID: ids['ca-tess'], name: 'Test ca-tess' } },
      { status: 'in_review', at: '2027-03-10T10:00:00.000Z', by: { ID: ids['ca-ada'], name: 'Test ca-ada' } },
      { status: 'answered', at: '2027-03-11T12:00:00.000Z', by: { ID: ids['ca-bo'], name: 'Test ca-bo' } },
      { status: 'closed', at: '2027-03-12T08:00:00.000Z', by: { ID: ids['ca-ada'], name: 'Test ca-ada' } },
    ]);
    // The member sees the same history on their side.
    const own = await ctx.inject({ method: 'GET', url: `/contract-advice/requests/${request.id}`, token: tokens['ca-tess'] });
    expect(own.json().data.history.map((entry: { status: string }) => entry.status)).toEqual(['open', 'in_review', 'answered', 'closed']);
    expect((await move('ca-ada', 999_999, 'in_review')).statusCode).toBe(404);
    expect((await move('admin', request.id, 'in_review')).statusCode).toBe(403);
  });
});

describe('who sees the contract and the conversation', () => {
  let request: { id: number; threadId: number; contract: { id: number } };
  beforeAll(async () => {
    request = await sent('ca-una');
  });

  it('lets the member and every adviser download the contract; an administrator who is not an adviser and other members get 404', async () => {
    for (const url of [`/contract-advice/requests/${request.id}/contract`, `/media/${request.contract.id}`]) {
      for (const who of ['ca-una', 'ca-ada', 'ca-bo', 'ca-root']) {
        const response = await ctx.inject({ method: 'GET', url, token: tokens[who] });
        expect(response.statusCode, `${who} ${url}`).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      for (const who of ['admin', 'ca-uma']) expect((await ctx.inject({ method: 'GET', url, token: tokens[who] })).statusCode, `${who} ${url}`).toBe(404);
      expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(url.startsWith('/media') ? 404 : 401);
    }
  });

  it('puts the member and every contract adviser in the thread; anyone else gets 404', async () => {
    const asMember = await ctx.inject({ method: 'GET', url: `/messages/threads/${request.threadId}`, token: tokens['ca-una'] });
    expect(asMember.statusCode).toBe(200);
    const sides = new Map((asMember.json().thread.participants as { ID: number; side: string }[]).map((person) => [person.ID, person.side]));
    expect(sides.get(ids['ca-una'])).toBe('member');
    for (const adviser of ['ca-ada', 'ca-bo', 'ca-root']) expect(sides.get(ids[adviser])).toBe('adviser');
    expect(sides.has(ids.admin ?? -1)).toBe(false);

    const reply = await ctx.inject({ method: 'POST', url: `/messages/threads/${request.threadId}`, token: tokens['ca-bo'], payload: { body: 'Clause 4 lets the club loan you out without your consent.' } });
    expect(reply.statusCode).toBe(201);
    const read = await ctx.inject({ method: 'GET', url: `/messages/threads/${request.threadId}`, token: tokens['ca-una'] });
    expect(read.json().data[0].body).toBe('Clause 4 lets the club loan you out without your consent.');

    for (const who of ['admin', 'ca-uma', 'ca-free']) {
      expect((await ctx.inject({ method: 'GET', url: `/messages/threads/${request.threadId}`, token: tokens[who] })).statusCode, who).toBe(404);
      expect((await ctx.inject({ method: 'POST', url: `/messages/threads/${request.threadId}`, token: tokens[who], payload: { body: 'Hello' } })).statusCode, who).toBe(404);
    }
  });

  it('takes the thread and the file away from an adviser whose role is removed', async () => {
    const formerId = await insertAccount(ctx.knex, 'ca-former', ['contract_adviser'], null);
    const token = await ctx.login('ca-former');
    expect((await ctx.inject({ method: 'GET', url: `/messages/threads/${request.threadId}`, token })).statusCode).toBe(200);
    await ctx.knex('users').where({ id: formerId }).update({ roles: ['candidate'] });
    const fresh = await ctx.login('ca-former');
    expect((await ctx.inject({ method: 'GET', url: `/messages/threads/${request.threadId}`, token: fresh })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/media/${request.contract.id}`, token: fresh })).statusCode).toBe(404);
  });
});
