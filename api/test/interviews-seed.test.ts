import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => ctx?.close());

it('gives the demo candidate a booked and a proposed interview, ahead in time', async () => {
  const token = await ctx.login('candidate');
  const mine = (await ctx.inject({ method: 'GET', url: '/get-my-interviews', token })).json();
  expect(mine.total).toBe(2);
  const byStatus = Object.fromEntries(mine.data.map((entry: { status: string }) => [entry.status, entry]));
  expect(byStatus.booked).toMatchObject({ kind: 'video', round: 1, icsUrl: expect.stringMatching(/^\/interviews\/\d+\.ics$/), bookedSlot: expect.stringMatching(/T10:00:00\.000Z$/) });
  expect(byStatus.proposed).toMatchObject({ kind: 'onsite', slots: [expect.stringMatching(/T09:00:00\.000Z$/), expect.stringMatching(/T14:00:00\.000Z$/), expect.stringMatching(/T11:00:00\.000Z$/)] });
  expect(Date.parse(byStatus.booked.bookedSlot)).toBeGreaterThan(Date.now());
  expect(await ctx.knex('applications').where({ id: byStatus.booked.applicationId }).first('status')).toEqual({ status: 4 });
  const calendar = await ctx.inject({ method: 'GET', url: byStatus.booked.icsUrl, token });
  expect(calendar.statusCode).toBe(200);
  expect(calendar.body).toContain('METHOD:REQUEST');
});

it("gives the demo employer an UNLIMITED candidate's interview request to answer", async () => {
  const token = await ctx.login('employer');
  const requests = (await ctx.inject({ method: 'GET', url: '/job-api/interviews?status=requested', token })).json();
  expect(requests.total).toBe(1);
  const [request] = requests.data;
  expect(request).toMatchObject({ origin: 'candidate', slots: [expect.any(String), expect.any(String)] });
  expect(await ctx.knex('users').where({ id: request.candidate.ID }).first('membership')).toEqual({ membership: 'UNLIMITED' });
});
