import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { applicationOf, DAY, HOUR, schedule, sentMails, slotAt, testClock, type InterviewWorld } from './interview-fixtures';

const clock = testClock();
let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  for (const username of ['employer', 'employer2', 'member', 'manager', 'candidate', 'subscriber']) tokens[username] = await ctx.login(username);
}, 120_000);
afterAll(async () => ctx?.close());

const post = (url: string, token: string | undefined, payload: Record<string, unknown> = {}) => ctx.inject({ method: 'POST', url, token, payload });
const get = (url: string, token?: string) => ctx.inject({ method: 'GET', url, token });

async function scheduled(world: InterviewWorld, extra: Record<string, unknown> = {}) {
  const response = await schedule(ctx, tokens.employer!, {
    applicationId: world.applicationId,
    kind: 'video',
    videoUrl: 'https://meet.example.com/abc-defg',
    durationMinutes: 45,
    slots: [slotAt(clock, 2), slotAt(clock, 2, 3, '+02:00'), slotAt(clock, 3)],
    interviewerIds: [world.memberId],
    message: 'Looking forward to talking.',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; slots: string[]; sequence: number; status: string };
}

const outboxRows = (interviewId: number) => ctx.knex('outbound_emails').where({ ref: `interview/${interviewId}` }).orderBy('id');

function parsedEvent(text: string) {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((entry) => entry?.type === 'VEVENT') as ical.VEvent[];
  expect(events).toHaveLength(1);
  return events[0]!;
}
const methodOf = (text: string) => /^METHOD:(\w+)\r?$/m.exec(text)?.[1];

describe('scheduling', () => {
  it('refuses bad slots, a missing link or address and interviewers outside the team, field by field (422)', async () => {
    const world = await applicationOf(ctx.knex);
    const employer2Owner = (await ctx.knex('users').where({ username: 'employer2' }).first('id')).id;
    const response = await schedule(ctx, tokens.employer!, {
      applicationId: world.applicationId,
      kind: 'video',
      durationMinutes: 60,
      slots: ['2026-12-01T10:00:00', slotAt(clock, -1), slotAt(clock, 2), slotAt(clock, 2)],
      interviewerIds: [world.memberId, employer2Owner],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'slots.0': expect.stringContaining('offset'),
      'slots.1': 'This time has already passed.',
      'slots.3': 'This time is offered twice.',
      videoUrl: expect.stringContaining('link'),
      interviewerIds: 'Interviewers must be members of your team.',
    });
    const onsite = await schedule(ctx, tokens.employer!, { applicationId: world.applicationId, kind: 'onsite', durationMinutes: 60, slots: [slotAt(clock, 2)], interviewerIds: [] });
    expect(onsite.json().errors).toEqual({ location: expect.any(String), interviewerIds: 'Please choose at least one interviewer.' });
    const tooShort = await schedule(ctx, tokens.employer!, { applicationId: world.applicationId, kind: 'phone', durationMinutes: 10, slots: [slotAt(clock, 2)], interviewerIds: [world.memberId] });
    expect(tooShort.statusCode).toBe(400);
    const sixSlots = await schedule(ctx, tokens.employer!, { applicationId: world.applicationId, kind: 'phone', durationMinutes: 30, slots: [1, 2, 3, 4, 5, 6].map((day) => slotAt(clock, day)), interviewerIds: [world.memberId] });
    expect(sixSlots.statusCode).toBe(400);
    expect(await ctx.knex('interviews').where({ application_id: world.applicationId })).toHaveLength(0);
  });

  it("answers 404 for another employer's application, 403 to a candidate and 401 to a visitor", async () => {
    const world = await applicationOf(ctx.knex);
    const payload = { applicationId: world.applicationId, kind: 'phone', durationMinutes: 30, slots: [slotAt(clock, 2)], interviewerIds: [world.memberId] };
    expect((await schedule(ctx, tokens.employer2!, payload)).statusCode).toBe(404);
    expect((await schedule(ctx, tokens.candidate!, payload)).statusCode).toBe(403);
    expect((await post('/job-api/interviews', undefined, payload)).statusCode).toBe(401);
  });

  it('stores the offer in UTC, lists it for both sides, and emails the candidate the times without a calendar file', async () => {
    const world = await applicationOf(ctx.knex);
    const interview = await scheduled(world);
    expect(interview.status).toBe('proposed');
    expect(interview.slots).toEqual([slotAt(clock, 2), slotAt(clock, 2, 3), slotAt(clock, 3)]);
    const mine = await get('/get-my-interviews', tokens.candidate);
    expect(mine.json().data.map((entry: { id: number }) => entry.id)).toContain(interview.id);
    const employerList = await get(`/job-api/interviews?applicationId=${world.applicationId}`, tokens.manager);
    expect(employerList.json()).toMatchObject({ total: 1, data: [{ id: interview.id, interviewers: [{ ID: world.memberId }], kind: 'video', videoUrl: 'https://meet.example.com/abc-defg' }] });
    expect((await get(`/job-api/interviews?applicationId=${world.applicationId}`, tokens.employer2)).json().total).toBe(0);
    expect((await get(`/job-api/interviews?jobId=${world.jobId}&status=proposed`, tokens.employer)).json().total).toBe(1);
    const rows = await outboxRows(interview.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_email: 'candidate@example.com', ical_method: null, sent_at: expect.any(Date) });
    expect(rows[0].subject).toContain('Interview invitation');
    expect(rows[0].text).toContain('(UTC)');
  });
});

describe('booking', () => {
  it('lets only the candidate book an offered time; moves the application to 1st Interview with a timeline entry; a second booking is 409', async () => {
    const world = await applicationOf(ctx.knex);
    const interview = await scheduled(world);
    const slot = interview.slots[1]!;
    expect((await post(`/interviews/${interview.id}/book`, tokens.subscriber, { slot })).statusCode).toBe(404);
    expect((await post(`/interviews/${interview.id}/book`, tokens.employer, { slot })).statusCode).toBe(403);
    expect((await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: slotAt(clock, 9) })).json().errors).toEqual({ slot: 'Please choose one of the offered times.' });

    // The same moment written with another offset is the same offered time.
    const booked = await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: slotAt(clock, 2, 3, '+02:00') });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ status: 'booked', bookedSlot: slot, round: 1, icsUrl: `/interviews/${interview.id}.ics` });
    expect(await ctx.knex('applications').where({ id: world.applicationId }).first('status')).toEqual({ status: 4 });
    const timeline = await ctx.knex('application_events').where({ application_id: world.applicationId }).orderBy('id');
    expect(timeline.map((event) => [event.from_status, event.to_status, event.reason])).toEqual([[3, 4, 'Interview booked']]);

    const again = await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: interview.slots[0]! });
    expect(again.statusCode).toBe(409);

    const invites = (await outboxRows(interview.id)).filter((row) => row.ical_method === 'REQUEST');
    expect(invites.map((row) => row.to_email).sort()).toEqual(['candidate@example.com', 'member@example.com']);
    const eml = await readFile(join(ctx.mailer.outbox!.directory, (await sentMails(ctx)).find((mail) => mail.to === 'member@example.com' && mail.subject.startsWith('Interview booked'))!.file), 'utf8');
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  });

  it('refuses to book for an application that has ended (409), leaving the offer open', async () => {
    const world = await applicationOf(ctx.knex);
    const interview = await scheduled(world);
    await ctx.knex('applications').where({ id: world.applicationId }).update({ status: 2 });
    const response = await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: interview.slots[0]! });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('has ended');
    expect(await ctx.knex('interviews').where({ id: interview.id }).first('status')).toEqual({ status: 'proposed' });
    const scheduleAgain = await schedule(ctx, tokens.employer!, { applicationId: world.applicationId, kind: 'phone', durationMinutes: 30, slots: [slotAt(clock, 2)], interviewerIds: [world.memberId] });
    expect(scheduleAgain.statusCode).toBe(409);
  });

  it('books the 2nd Interview once a first booked interview of the application is over', async () => {
    const world = await applicationOf(ctx.knex);
    const first = await scheduled(world, { slots: [slotAt(clock, 1)] });
    expect((await post(`/interviews/${first.id}/book`, tokens.candidate, { slot: first.slots[0]! })).json().data.round).toBe(1);
    const start = clock.now();
    clock.advance(2 * DAY);
    try {
      const second = await scheduled(world, { slots: [slotAt(clock, 2)], interviewerIds: [world.managerId] });
      const booked = await post(`/interviews/${second.id}/book`, tokens.candidate, { slot: second.slots[0]! });
      expect(booked.json().data.round).toBe(2);
      expect(await ctx.knex('applications').where({ id: world.applicationId }).first('status')).toEqual({ status: 8 });
      const timeline = await ctx.knex('application_events').where({ application_id: world.applicationId }).orderBy('id');
      expect(timeline.map((event) => [event.from_status, event.to_status])).toEqual([[3, 4], [4, 8]]);
    } finally {
      clock.set(start);
    }
  });
});

describe('the calendar file', () => {
  it('serves the booking as METHOD:REQUEST and its cancellation as METHOD:CANCEL, same UID, higher SEQUENCE, times in UTC', async () => {
    const world = await applicationOf(ctx.knex);
    const interview = await scheduled(world);
    expect((await get(`/interviews/${interview.id}.ics`, tokens.candidate)).statusCode).toBe(404);
    await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: interview.slots[0]! });

    const booking = await get(`/interviews/${interview.id}.ics`, tokens.candidate);
    expect(booking.statusCode).toBe(200);
    expect(booking.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uid = (await ctx.knex('interviews').where({ id: interview.id }).first('uid')).uid as string;
    const bookedEvent = parsedEvent(booking.body);
    expect(methodOf(booking.body)).toBe('REQUEST');
    expect(bookedEvent.uid).toBe(uid);
    expect(new Date(bookedEvent.start).toISOString()).toBe(interview.slots[0]);
    expect(new Date(bookedEvent.end!).toISOString()).toBe(new Date(Date.parse(interview.slots[0]!) + 45 * 60_000).toISOString());
    expect(booking.body).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
    expect(bookedEvent.location).toBe('https://meet.example.com/abc-defg');
    const bookedSequence = Number(bookedEvent.sequence);
    // The file sent by email is the same calendar.
    const emailed = (await outboxRows(interview.id)).find((row) => row.ical_method === 'REQUEST')!;
    expect(parsedEvent(emailed.ical_content).uid).toBe(uid);

    for (const viewer of ['member', 'manager', 'employer']) expect((await get(`/interviews/${interview.id}.ics`, tokens[viewer])).statusCode, viewer).toBe(200);
    for (const stranger of ['employer2', 'subscriber']) expect((await get(`/interviews/${interview.id}.ics`, tokens[stranger])).statusCode, stranger).toBe(404);
    expect((await get(`/interviews/${interview.id}.ics`)).statusCode).toBe(401);

    expect((await post(`/job-api/interviews/${interview.id}/cancel`, tokens.employer2, { reason: 'x' })).statusCode).toBe(404);
    expect((await post(`/job-api/interviews/${interview.id}/cancel`, tokens.candidate, { reason: 'x' })).statusCode).toBe(403);
    const cancelled = await post(`/job-api/interviews/${interview.id}/cancel`, tokens.employer, { reason: 'The position was filled.' });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', reason: 'The position was filled.', bookedSlot: null });
    const cancellation = await get(`/interviews/${interview.id}.ics`, tokens.member);
    const cancelledEvent = parsedEvent(cancellation.body);
    expect(methodOf(cancellation.body)).toBe('CANCEL');
    expect(cancelledEvent.uid).toBe(uid);
    expect(cancelledEvent.status).toBe('CANCELLED');
    expect(Number(cancelledEvent.sequence)).toBeGreaterThan(bookedSequence);
    expect(new Date(cancelledEvent.start).toISOString()).toBe(interview.slots[0]);
    const cancelMails = (await outboxRows(interview.id)).filter((row) => row.ical_method === 'CANCEL');
    expect(cancelMails.map((row) => row.to_email).sort()).toEqual(['candidate@example.com', 'member@example.com']);
    expect((await post(`/job-api/interviews/${interview.id}/cancel`, tokens.employer, {})).statusCode).toBe(409);

    if (process.env.SHOW_ICS === '1') {
      const show = (title: string, text: string) =>
        console.log(`\n===== ${title} (raw) =====\n${text}\n===== ${title} (parsed by node-ical) =====\n${JSON.stringify(parsedEvent(text), null, 2)}\nMETHOD: ${methodOf(text)}\n`);
      show('Booking', booking.body);
      show('Cancellation', cancellation.body);
    }
  });
});

describe('the candidate and the employer answering', () => {
  it('decline and other times: only the candidate, then the employer reschedules (back to proposed, SEQUENCE + 1)', async () => {
    const world = await applicationOf(ctx.knex);
    const interview = await scheduled(world);
    expect((await post(`/interviews/${interview.id}/other-times`, tokens.subscriber, { message: 'x' })).statusCode).toBe(404);
    expect((await post(`/interviews/${interview.id}/other-times`, tokens.member, { message: 'x' })).statusCode).toBe(403);
    const asked = await post(`/interviews/${interview.id}/other-times`, tokens.candidate, { message: 'Could we do next week?' });
    expect(asked.json().data).toMatchObject({ status: 'other_times_requested', reason: 'Could we do next week?' });
    expect((await outboxRows(interview.id)).some((row) => row.to_email === 'member@example.com' && row.subject.startsWith('Other times asked'))).toBe(true);

    expect((await post(`/job-api/interviews/${interview.id}/reschedule`, tokens.employer2, { slots: [slotAt(clock, 8)] })).statusCode).toBe(404);
    expect((await post(`/job-api/interviews/${interview.id}/reschedule`, tokens.employer, { slots: [slotAt(clock, -2)] })).statusCode).toBe(422);
    const moved = await post(`/job-api/interviews/${interview.id}/reschedule`, tokens.manager, { slots: [slotAt(clock, 8), slotAt(clock, 9)], kind: 'onsite', location: 'Northbridge training ground' });
    expect(moved.json().data).toMatchObject({ status: 'proposed', sequence: interview.sequence + 1, slots: [slotAt(clock, 8), slotAt(clock, 9)], kind: 'onsite', location: 'Northbridge training ground', videoUrl: null });

    expect((await post(`/interviews/${interview.id}/decline`, tokens.subscriber, { reason: 'x' })).statusCode).toBe(404);
    const declined = await post(`/interviews/${interview.id}/decline`, tokens.candidate, { reason: 'I took another job.' });
    expect(declined.json().data).toMatchObject({ status: 'declined', reason: 'I took another job.' });
    expect((await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: slotAt(clock, 8) })).statusCode).toBe(409);
    expect(await ctx.knex('applications').where({ id: world.applicationId }).first('status')).toEqual({ status: 3 });
  });

  it('rescheduling a booked interview cancels it in the calendars and offers new times', async () => {
    const world = await applicationOf(ctx.knex);
    const interview = await scheduled(world);
    const booked = (await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: interview.slots[0]! })).json().data;
    const moved = await post(`/job-api/interviews/${interview.id}/reschedule`, tokens.employer, { slots: [slotAt(clock, 6)] });
    expect(moved.json().data).toMatchObject({ status: 'proposed', sequence: booked.sequence + 1, bookedSlot: null });
    const cancels = (await outboxRows(interview.id)).filter((row) => row.ical_method === 'CANCEL');
    expect(cancels.map((row) => row.to_email).sort()).toEqual(['candidate@example.com', 'member@example.com']);
    expect(Number(parsedEvent(cancels[0].ical_content).sequence)).toBe(booked.sequence + 1);
    const rebooked = await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: slotAt(clock, 6) });
    expect(rebooked.json().data).toMatchObject({ status: 'booked', sequence: booked.sequence + 2, bookedSlot: slotAt(clock, 6) });
    // Still 1st Interview, one timeline entry: the application was already there.
    expect((await ctx.knex('application_events').where({ application_id: world.applicationId })).length).toBe(1);
  });
});

describe("an UNLIMITED candidate's request", () => {
  it('is 402 with the upgrade code below UNLIMITED', async () => {
    const world = await applicationOf(ctx.knex, 'subscriber');
    const response = await post('/interviews/request', tokens.subscriber, { applicationId: world.applicationId, slots: [slotAt(clock, 3)] });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'membership-required', message: expect.stringContaining('Unlimited') });
    expect(await ctx.knex('interviews').where({ application_id: world.applicationId })).toHaveLength(0);
  });

  it('proposes up to 3 times; the employer accepts one (booked, application moved) or declines another request', async () => {
    await ctx.knex('users').where({ username: 'candidate' }).update({ membership: 'UNLIMITED' });
    try {
      const world = await applicationOf(ctx.knex);
      const other = await applicationOf(ctx.knex, 'subscriber');
      expect((await post('/interviews/request', tokens.candidate, { applicationId: other.applicationId, slots: [slotAt(clock, 3)] })).statusCode).toBe(404);
      expect((await post('/interviews/request', tokens.candidate, { applicationId: world.applicationId, slots: [1, 2, 3, 4].map((day) => slotAt(clock, day)) })).statusCode).toBe(400);
      // Hours apart from the other tests' bookings of the same interviewers (an overlap would rightly be 409).
      const requested = await post('/interviews/request', tokens.candidate, { applicationId: world.applicationId, slots: [slotAt(clock, 3, 5), slotAt(clock, 4, 5)], message: 'I am free these mornings.' });
      expect(requested.statusCode, requested.body).toBe(200);
      const request = requested.json().data;
      expect(request).toMatchObject({ status: 'requested', origin: 'candidate', slots: [slotAt(clock, 3, 5), slotAt(clock, 4, 5)] });
      expect((await outboxRows(request.id)).map((row) => [row.to_email, row.subject])).toEqual([['employer@example.com', expect.stringContaining('Interview request from')]]);
      expect((await post('/interviews/request', tokens.candidate, { applicationId: world.applicationId, slots: [slotAt(clock, 5)] })).statusCode).toBe(409);
      expect((await get(`/job-api/interviews?status=requested&applicationId=${world.applicationId}`, tokens.employer)).json().total).toBe(1);

      const accept = (token: string, payload: Record<string, unknown>) => post(`/job-api/interviews/${request.id}/accept`, token, payload);
      expect((await accept(tokens.employer2!, { slot: slotAt(clock, 3) })).statusCode).toBe(404);
      expect((await accept(tokens.candidate!, { slot: slotAt(clock, 3) })).statusCode).toBe(403);
      expect((await accept(tokens.employer!, { slot: slotAt(clock, 5) })).json().errors).toEqual({ slot: 'Please choose one of the offered times.' });
      const accepted = await accept(tokens.manager!, { slot: slotAt(clock, 4, 5), kind: 'onsite', location: 'Main stand, room 2' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data).toMatchObject({ status: 'booked', bookedSlot: slotAt(clock, 4, 5), interviewers: [{ ID: world.managerId }], kind: 'onsite', round: 1 });
      expect(await ctx.knex('applications').where({ id: world.applicationId }).first('status')).toEqual({ status: 4 });
      expect((await accept(tokens.employer!, { slot: slotAt(clock, 3, 5) })).statusCode).toBe(409);

      const third = await applicationOf(ctx.knex);
      const second = (await post('/interviews/request', tokens.candidate, { applicationId: third.applicationId, slots: [slotAt(clock, 5)] })).json().data;
      expect((await post(`/job-api/interviews/${second.id}/decline-request`, tokens.employer2, { reason: 'x' })).statusCode).toBe(404);
      expect((await post(`/job-api/interviews/${second.id}/decline-request`, tokens.candidate, { reason: 'x' })).statusCode).toBe(403);
      const declined = await post(`/job-api/interviews/${second.id}/decline-request`, tokens.employer, { reason: 'We will come back to you after the trials.' });
      expect(declined.json().data).toMatchObject({ status: 'request_declined', reason: 'We will come back to you after the trials.' });
      expect((await outboxRows(second.id)).some((row) => row.to_email === 'candidate@example.com' && row.subject.startsWith('Interview request declined'))).toBe(true);
    } finally {
      await ctx.knex('users').where({ username: 'candidate' }).update({ membership: 'FREE' });
    }
  });
});

describe('time zones', () => {
  it("saves a valid IANA zone, shows it on the profile, and writes each reader's emails in their zone and language", async () => {
    expect((await post('/update-timezone', tokens.candidate, { timezone: 'Mars/Olympus' })).statusCode).toBe(422);
    const saved = await post('/update-timezone', tokens.candidate, { timezone: 'asia/dubai' });
    expect(saved.json().data).toEqual({ timezone: 'Asia/Dubai' });
    expect((await get('/get-profile', tokens.candidate)).json().data.timezone).toBe('Asia/Dubai');
    expect((await get('/get-profile', tokens.member)).json().data.timezone).toBeNull();
    await ctx.knex('users').where({ username: 'candidate' }).update({ locale: 'ar' });
    try {
      const world = await applicationOf(ctx.knex);
      const start = new Date(Math.ceil((clock.now().getTime() + 3 * DAY) / DAY) * DAY + 8 * HOUR); // 08:00 UTC = 12:00 in Dubai
      const interview = await scheduled(world, { slots: [start.toISOString()] });
      await post(`/interviews/${interview.id}/book`, tokens.candidate, { slot: start.toISOString() });
      const booked = (await outboxRows(interview.id)).filter((row) => row.ical_method === 'REQUEST');
      const toCandidate = booked.find((row) => row.to_email === 'candidate@example.com')!;
      const toMember = booked.find((row) => row.to_email === 'member@example.com')!;
      expect(toCandidate.text).toContain('12:00 (Asia/Dubai)');
      expect(toCandidate.subject).toContain('تم حجز المقابلة');
      expect(toCandidate.html).toContain('dir="rtl"');
      expect(toMember.text).toContain('08:00 (UTC)');
      expect(toMember.subject).toContain('Interview booked');
    } finally {
      await ctx.knex('users').where({ username: 'candidate' }).update({ locale: 'en', timezone: null });
    }
  });
});
