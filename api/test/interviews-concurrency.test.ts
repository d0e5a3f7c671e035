import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { applicationOf, schedule, slotAt, testClock } from './interview-fixtures';

// On PGlite the single connection serialises the transactions; on Postgres (DATABASE_URL) they really run at once.
const clock = testClock();
let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now, limits: { rateLimitPerMinute: 100_000 } });
  for (const username of ['employer', 'candidate', 'subscriber']) tokens[username] = await ctx.login(username);
}, 120_000);
afterAll(async () => ctx?.close());

const book = (id: number, token: string, slot: string) => ctx.inject({ method: 'POST', url: `/interviews/${id}/book`, token, payload: { slot } });

it('20 bookings of one interview at once: one 200, nineteen 409, one status change, one timeline entry', async () => {
  const world = await applicationOf(ctx.knex);
  const offered = [slotAt(clock, 2), slotAt(clock, 3), slotAt(clock, 4)];
  const created = await schedule(ctx, tokens.employer!, { applicationId: world.applicationId, kind: 'phone', durationMinutes: 30, slots: offered, interviewerIds: [world.memberId] });
  const id = created.json().data.id as number;

  const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => book(id, tokens.candidate!, offered[index % offered.length]!)));

  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  const winner = responses.find((response) => response.statusCode === 200)!.json().data;
  expect(await ctx.knex('interviews').where({ id }).first('status', 'booked_start')).toEqual({ status: 'booked', booked_start: new Date(winner.bookedSlot) });
  expect(await ctx.knex('applications').where({ id: world.applicationId }).first('status')).toEqual({ status: 4 });
  expect(await ctx.knex('application_events').where({ application_id: world.applicationId })).toHaveLength(1);
  // One invite per participant: the losers' queued emails rolled back with them.
  expect(await ctx.knex('outbound_emails').where({ ref: `interview/${id}`, ical_method: 'REQUEST' })).toHaveLength(2);
});

it('two interviews sharing an interviewer, booked at once at overlapping times: one wins, the other is 409', async () => {
  const first = await applicationOf(ctx.knex, 'candidate');
  const second = await applicationOf(ctx.knex, 'subscriber');
  // 10:00–11:00 and 10:30–11:30 (UTC), both with the team member.
  const a = slotAt(clock, 6);
  const b = slotAt(clock, 6, 0.5);
  const offer = async (world: typeof first, slot: string) =>
    (await schedule(ctx, tokens.employer!, { applicationId: world.applicationId, kind: 'phone', durationMinutes: 60, slots: [slot], interviewerIds: [world.memberId, world.managerId] })).json().data.id as number;
  const [firstId, secondId] = [await offer(first, a), await offer(second, b)];

  const [one, two] = await Promise.all([book(firstId, tokens.candidate!, a), book(secondId, tokens.subscriber!, b)]);

  expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
  const loser = one.statusCode === 409 ? one : two;
  expect(loser.json().message).toBe('One of the interviewers is already booked at that time. Please choose another time.');
  const rows = await ctx.knex('interviews').whereIn('id', [firstId, secondId]).orderBy('id').pluck('status');
  expect(rows.sort()).toEqual(['booked', 'proposed']);
  const statuses = await ctx.knex('applications').whereIn('id', [first.applicationId, second.applicationId]).pluck('status');
  expect(statuses.sort()).toEqual([3, 4]);

  // Back to back (the second starts when the first ends) is no overlap.
  const third = await applicationOf(ctx.knex, 'subscriber');
  const free = one.statusCode === 200 ? slotAt(clock, 6, 1) : slotAt(clock, 6, 1.5);
  const thirdId = await offer(third, free);
  expect((await book(thirdId, tokens.subscriber!, free)).statusCode).toBe(200);
});
