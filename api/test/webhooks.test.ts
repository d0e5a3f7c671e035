import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, WEBHOOK_EVENTS, WEBHOOK_RETRY_SCHEDULE_SECONDS, toIsoDate } from '@fj/shared';
import { expireOverdueJobs } from '../src/modules/jobs';
import { isAllowedAddress } from '../src/modules/webhooks/address-guard';
import { postToEndpoint } from '../src/modules/webhooks/endpoint-post';
import { insertJob, uploadCv } from './apply-fixtures';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { applicationOf, schedule, slotAt } from './interview-fixtures';
import { checkoutMembership, payOnSandbox } from './memberships-fixtures';
import { feedItem, reportOf, setCredits } from './job-import-fixtures';

/** A local endpoint: answers each path the statuses queued for it (then 200) and keeps every request it got. */
interface Receiver {
  url: string;
  requests: { path: string; body: string; headers: IncomingHttpHeaders }[];
  /** Statuses to answer on one endpoint's URL, in order (deliveries to other endpoints run alongside). */
  answer(url: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const requests: Receiver['requests'] = [];
  const answers = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.statusCode = answers.get(path)?.shift() ?? 200;
      response.end(response.statusCode >= 400 ? 'receiver is down' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    answer: (url, ...statuses) => answers.set(new URL(url).pathname, [...(answers.get(new URL(url).pathname) ?? []), ...statuses]),
    close: () => new Promise((resolve) => server.close(() => resolve())) };
}

// An hour ahead of the database's clock, so a delivery written just now is already due for the dispatcher.
let clockMs = Date.now() + 3_600_000;
const now = () => new Date(clockMs);

let ctx: TestContext;
let receiver: Receiver;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ settings: { webhookAllowPrivate: true }, now });
  receiver = await startReceiver();
  for (const username of ['employer', 'employer2', 'candidate']) tokens[username] = await ctx.login(username);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | undefined, payload?: object) =>
  ctx.inject({ method, url, token, ...(payload ? { payload } : {}) });

let endpoints = 0;
/** A new endpoint on the receiver, with a path of its own. */
async function createWebhook(token: string, events: readonly string[] = WEBHOOK_EVENTS, url = `${receiver.url}/${(endpoints += 1)}`) {
  const response = await call('POST', '/webhooks', token, { url, events, description: 'test endpoint' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; secret: string; url: string; events: string[] };
}

const deliveriesOf = async (token: string, webhookId: number) => {
  const response = await call('GET', `/webhooks/${webhookId}/deliveries?limit=50`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number; event: string; status: string; attempts: number; messageId: string; nextAttemptAt: string | null; attemptLog: { attempt: number; responseCode: number | null; error: string | null }[] }[]; total: number };
};

const requestsFor = (messageId: string) => receiver.requests.filter((request) => request.headers['webhook-id'] === messageId);

describe('managing endpoints', () => {
  it('answers the whsec_ secret once, lists without it, and refuses unknown events and bad addresses field by field', async () => {
    const created = await createWebhook(tokens.employer!, ['application.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const list = await call('GET', '/webhooks', tokens.employer);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((hook: { id: number }) => hook.id === created.id)).toMatchObject({ url: created.url, events: ['application.created'], enabled: true });
    expect(list.body).not.toContain(created.secret);

    const bad = await call('POST', '/webhooks', tokens.employer, { url: 'not a url', events: ['application.created', 'job.deleted'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ url: expect.stringContaining('https://'), events: 'Unknown event: job.deleted.' });
    const none = await call('POST', '/webhooks', tokens.employer, { url: receiver.url, events: [] });
    expect(none.json().errors).toEqual({ events: 'Choose at least one event.' });
  });

  it("answers 404 for another person's endpoint and its deliveries on every route, and 401 without a session", async () => {
    const hook = await createWebhook(tokens.employer!, ['job.published']);
    const ping = await call('POST', `/webhooks/${hook.id}/ping`, tokens.employer);
    const deliveryId = ping.json().data.id as number;
    const theirs = [
      call('GET', `/webhooks/${hook.id}`, tokens.employer2),
      call('PATCH', `/webhooks/${hook.id}`, tokens.employer2, { enabled: false }),
      call('DELETE', `/webhooks/${hook.id}`, tokens.employer2),
      call('POST', `/webhooks/${hook.id}/ping`, tokens.employer2),
      call('GET', `/webhooks/${hook.id}/deliveries`, tokens.employer2),
      call('POST', `/webhooks/${hook.id}/deliveries/${deliveryId}/redeliver`, tokens.employer2),
      call('GET', `/webhooks/${hook.id}`, tokens.candidate),
    ];
    for (const response of await Promise.all(theirs)) expect(response.statusCode, response.body).toBe(404);
    // A delivery of another endpoint through one's own endpoint is just as unknown.
    const own = await createWebhook(tokens.employer2!, ['job.published']);
    expect((await call('POST', `/webhooks/${own.id}/deliveries/${deliveryId}/redeliver`, tokens.employer2)).statusCode).toBe(404);
    expect((await call('GET', '/webhooks', undefined)).statusCode).toBe(401);
    expect((await call('GET', `/webhooks/${hook.id}`, tokens.employer)).json().data).toMatchObject({ enabled: true });
  });
});

describe('delivery', () => {
  it('signs by Standard Webhooks: the verifier of the standardwebhooks package accepts it, and refuses a changed body', async () => {
    const hook = await createWebhook(tokens.employer!, ['job.published']);
    const ping = await call('POST', `/webhooks/${hook.id}/ping`, tokens.employer);
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json().data).toMatchObject({ event: 'webhook.ping', status: 'succeeded', attempts: 1, lastResponseCode: 200 });
    const [request] = requestsFor(ping.json().data.messageId);
    expect(request).toBeDefined();
    const headers = { 'webhook-id': String(request!.headers['webhook-id']), 'webhook-timestamp': String(request!.headers['webhook-timestamp']), 'webhook-signature': String(request!.headers['webhook-signature']) };
    // The verifier checks the timestamp against the real clock (5 minutes' tolerance): signatures use the app's.
    expect(Math.abs(Number(headers['webhook-timestamp']) * 1000 - clockMs)).toBeLessThan(2000);
    clockMs = Date.now();
    const fresh = await call('POST', `/webhooks/${hook.id}/ping`, tokens.employer);
    const [signed] = requestsFor(fresh.json().data.messageId);
    const verified = new Webhook(hook.secret).verify(signed!.body, {
      'webhook-id': String(signed!.headers['webhook-id']),
      'webhook-timestamp': String(signed!.headers['webhook-timestamp']),
      'webhook-signature': String(signed!.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({ type: 'webhook.ping', data: { webhookId: hook.id } });
    expect(() => new Webhook(hook.secret).verify(signed!.body.replace('ping', 'pong'), signed!.headers as Record<string, string>)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.from('another secret of enough length!').toString('base64')}`).verify(signed!.body, signed!.headers as Record<string, string>)).toThrow();
    clockMs = Date.now() + 3_600_000;
  });

  it('a receiver answering 500 then 200 gets the event once as delivered, and the log shows both attempts', async () => {
    const job = await insertJob(ctx.knex, { title: 'Goalkeeping Coach' });
    const hook = await createWebhook(tokens.employer!, ['application.created']);
    const applicant = await registerCandidate(ctx);
    receiver.answer(hook.url, 500);
    const applied = await call('POST', '/job-api/apply', applicant.token, { jobId: job.id, cv_media_id: await uploadCv(ctx, applicant.token) });
    expect(applied.statusCode, applied.body).toBe(200);

    const first = await ctx.app.webhooks.runDue();
    expect(first.attempted).toBeGreaterThanOrEqual(1);
    let [delivery] = (await deliveriesOf(tokens.employer!, hook.id)).data;
    expect(delivery).toMatchObject({ event: 'application.created', status: 'pending', attempts: 1, attemptLog: [{ attempt: 1, responseCode: 500 }] });
    expect(Date.parse(delivery!.nextAttemptAt!) - clockMs).toBeGreaterThanOrEqual(WEBHOOK_RETRY_SCHEDULE_SECONDS[0] * 1000 - 1000);

    // Not due yet: nothing is sent again before the retry time.
    await ctx.app.webhooks.runDue();
    expect(requestsFor(delivery!.messageId)).toHaveLength(1);
    clockMs += WEBHOOK_RETRY_SCHEDULE_SECONDS[0] * 1000;
    await ctx.app.webhooks.runDue();
    await ctx.app.webhooks.runDue();

    [delivery] = (await deliveriesOf(tokens.employer!, hook.id)).data;
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, nextAttemptAt: null, attemptLog: [{ attempt: 1, responseCode: 500 }, { attempt: 2, responseCode: 200, error: null }] });
    const received = requestsFor(delivery!.messageId);
    expect(received.map((request) => JSON.parse(request.body).type)).toEqual(['application.created', 'application.created']);
    // The same webhook-id both times, and one answer of 200: delivered exactly once.
    expect(received.map((request) => request.headers['webhook-id'])).toEqual([delivery!.messageId, delivery!.messageId]);
    expect(JSON.parse(received[1]!.body)).toMatchObject({ data: { applicationId: applied.json().data.id, jobId: job.id, status: { code: 0 } } });
    console.log('delivery log with a retry:', JSON.stringify(delivery));
  });

  it('a delivery that fails every time ends failed after the schedule; redeliver sends it again with the same id', async () => {
    const hook = await createWebhook(tokens.employer2!, ['job.published']);
    receiver.answer(hook.url, ...Array(WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1).fill(503));
    const ping = (await call('POST', `/webhooks/${hook.id}/ping`, tokens.employer2)).json().data;
    expect(ping).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: 503 });
    for (const seconds of WEBHOOK_RETRY_SCHEDULE_SECONDS) {
      clockMs += seconds * 1000;
      await ctx.app.webhooks.runDue();
    }
    const [failed] = (await deliveriesOf(tokens.employer2!, hook.id)).data;
    expect(failed).toMatchObject({ id: ping.id, status: 'failed', attempts: WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1, nextAttemptAt: null });
    expect(failed!.attemptLog.map((attempt) => attempt.responseCode)).toEqual(Array(WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1).fill(503));

    const again = await call('POST', `/webhooks/${hook.id}/deliveries/${ping.id}/redeliver`, tokens.employer2);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'succeeded', attempts: WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 2 });
    expect(new Set(requestsFor(ping.messageId).map((request) => request.headers['webhook-id']))).toEqual(new Set([ping.messageId]));
  });

  it('an endpoint failing for three days is disabled and its owner emailed', async () => {
    const hook = await createWebhook(tokens.employer2!, ['job.published']);
    await ctx.knex('webhooks').where({ id: hook.id }).update({ failing_since: new Date(clockMs - 3 * 24 * 3_600_000 - 1000) });
    receiver.answer(hook.url, 500);
    await call('POST', `/webhooks/${hook.id}/ping`, tokens.employer2);
    const state = (await call('GET', `/webhooks/${hook.id}`, tokens.employer2)).json().data;
    expect(state).toMatchObject({ enabled: false, disabledReason: 'Deliveries failed for three days.' });
    const owner = await ctx.knex('users').where({ username: 'employer2' }).first('email');
    const mails = await ctx.mailer.outbox!.list();
    expect(mails.find((mail) => mail.to === owner.email && mail.subject === 'Your webhook endpoint was disabled')?.text).toContain(hook.url);
    // Disabled: its pending deliveries wait; enabling again clears the failure run.
    const enabled = (await call('PATCH', `/webhooks/${hook.id}`, tokens.employer2, { enabled: true })).json().data;
    expect(enabled).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });
});

describe('events from the real flows', () => {
  it('apply, status change, withdrawal, publishing and expiry reach the endpoints of the organisation and of the candidate', async () => {
    const employerHook = await createWebhook(tokens.employer!, WEBHOOK_EVENTS);
    const otherEmployerHook = await createWebhook(tokens.employer2!, WEBHOOK_EVENTS);
    const applicant = await registerCandidate(ctx);
    const candidateHook = await createWebhook(applicant.token, ['application.created', 'application.status_changed', 'application.withdrawn']);

    const job = await insertJob(ctx.knex, { title: 'Academy Scout', status: 'draft', end_date: '2099-06-30' });
    expect((await call('GET', `/job-api/update-job-post-status?jobId=${job.id}&status=publish`, tokens.employer)).statusCode).toBe(200);
    const applied = (await call('POST', '/job-api/apply', applicant.token, { jobId: job.id, cv_media_id: await uploadCv(ctx, applicant.token) })).json().data;
    const moved = await call('POST', '/job-api/take-action', tokens.employer, { id: applied.id, status: APPLICATION_STATUS.SHORT_LISTED, reason: 'strong CV' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('POST', '/job-api/withdraw-application', applicant.token, { id: applied.id })).statusCode).toBe(200);
    const expiring = await insertJob(ctx.knex, { title: 'Kit Manager', end_date: '2020-01-01' });
    await expireOverdueJobs(ctx.knex, toIsoDate(new Date()));
    await ctx.app.webhooks.runDue();

    const employerLog = (await deliveriesOf(tokens.employer!, employerHook.id)).data;
    const ofJob = (id: number) => (entry: { data: Record<string, unknown> }) => entry.data.jobId === id;
    const employerEvents = employerLog.map((entry) => entry.event);
    expect(employerEvents).toEqual(expect.arrayContaining(['job.published', 'application.created', 'application.status_changed', 'application.withdrawn', 'job.expired']));
    expect(employerLog.every((entry) => entry.status === 'succeeded')).toBe(true);

    const bodies = receiver.requests.map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.filter(ofJob(job.id)).map((body) => body.type)).toEqual(expect.arrayContaining(['job.published']));
    expect(bodies.find((body) => body.type === 'job.expired' && body.data.jobId === expiring.id)).toMatchObject({ data: { title: 'Kit Manager', status: 'expired' } });
    const statusChanges = bodies.filter((body) => body.type === 'application.status_changed' && body.data.applicationId === applied.id);
    // Told twice: the organisation with the pipeline's label, the candidate with the label the candidate sees.
    expect(statusChanges.map((body) => body.data.status)).toEqual(expect.arrayContaining([{ code: 3, label: 'Short Listed' }]));
    expect(statusChanges).toHaveLength(2);

    const candidateEvents = (await deliveriesOf(applicant.token, candidateHook.id)).data.map((entry) => entry.event);
    expect(candidateEvents.sort()).toEqual(['application.created', 'application.status_changed', 'application.withdrawn']);
    // employer2's endpoint hears only its own organisation: the expiry of its own seeded jobs, nothing of employer's.
    const otherLog = (await deliveriesOf(tokens.employer2!, otherEmployerHook.id)).data;
    expect(otherLog.filter((entry) => entry.event !== 'job.expired')).toEqual([]);
    const heardJobs = await ctx.knex('webhook_deliveries as d').join('webhook_events as e', 'e.id', 'd.event_id').where('d.webhook_id', otherEmployerHook.id).pluck('e.employer_id');
    const employer2Id = (await ctx.knex('users').where({ username: 'employer2' }).first('employer_id')).employer_id;
    expect(new Set(heardJobs)).toEqual(new Set(heardJobs.length ? [employer2Id] : []));
  });

  it('booking an interview and a succeeded payment reach the endpoints of the organisation, the candidate and the payer', async () => {
    const world = await applicationOf(ctx.knex);
    const employerHook = await createWebhook(tokens.employer!, ['interview.booked', 'application.status_changed']);
    const candidateHook = await createWebhook(tokens.candidate!, ['interview.booked', 'payment.succeeded']);
    const clock = { now };
    const scheduled = await schedule(ctx, tokens.employer!, { applicationId: world.applicationId, kind: 'phone', durationMinutes: 30, slots: [slotAt(clock, 2), slotAt(clock, 3)], interviewerIds: [world.memberId] });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const interview = scheduled.json().data as { id: number; slots: string[] };
    const booked = await call('POST', `/interviews/${interview.id}/book`, tokens.candidate, { slot: interview.slots[0]! });
    expect(booked.statusCode, booked.body).toBe(200);

    const started = await checkoutMembership(ctx, tokens.candidate!, 'candidate-standard-month');
    expect(started.statusCode, started.body).toBe(200);
    expect((await payOnSandbox(ctx, started.json().data.checkoutUrl)).statusCode).toBe(303);
    await ctx.app.webhooks.runDue();

    const employerEvents = (await deliveriesOf(tokens.employer!, employerHook.id)).data.map((entry) => `${entry.event}:${entry.status}`);
    expect(employerEvents.sort()).toEqual(['application.status_changed:succeeded', 'interview.booked:succeeded']);
    const candidateEvents = (await deliveriesOf(tokens.candidate!, candidateHook.id)).data.map((entry) => entry.event);
    expect(candidateEvents.sort()).toEqual(['interview.booked', 'payment.succeeded']);
    const bodies = receiver.requests.map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.find((body) => body.type === 'interview.booked' && body.data.interviewId === interview.id)).toMatchObject({ data: { applicationId: world.applicationId, kind: 'phone', round: 1 } });
    expect(bodies.find((body) => body.type === 'payment.succeeded' && body.data.paymentId === started.json().data.paymentId)).toMatchObject({ data: { purpose: 'subscription', receiptNumber: expect.stringMatching(/^FJ-/) } });
  });

  it('jobs created by the ATS import are published with an event each; a refused item and a repeated feed send none', async () => {
    const hook = await createWebhook(tokens.employer!, ['job.published']);
    const ownerId = (await ctx.knex('users').where({ username: 'employer' }).first('id')).id as number;
    await setCredits(ctx.knex, ownerId, now(), { standard: 5, premium: 5 });
    const feed = { jobs: [feedItem('WH-1'), feedItem('WH-2', { job_title: '' })] };
    const report = await reportOf(ctx, tokens.employer!, feed);
    expect(report.counts).toMatchObject({ created: 1, refused: 1 });
    expect((await reportOf(ctx, tokens.employer!, feed)).counts).toMatchObject({ unchanged: 1, refused: 1 });
    await ctx.app.webhooks.runDue();
    const log = (await deliveriesOf(tokens.employer!, hook.id)).data;
    expect(log.map((entry) => `${entry.event}:${entry.status}`)).toEqual(['job.published:succeeded']);
    const [body] = requestsFor(log[0]!.messageId).map((request) => JSON.parse(request.body) as { data: Record<string, unknown> });
    expect(body!.data).toMatchObject({ jobId: report.results[0]!.jobId, title: 'Imported WH-1', status: 'publish' });
  });

  it('a change that rolls back records no event', async () => {
    const hook = await createWebhook(tokens.employer!, ['application.status_changed']);
    const before = (await deliveriesOf(tokens.employer!, hook.id)).total;
    const applicant = await registerCandidate(ctx);
    const job = await insertJob(ctx.knex);
    const applied = (await call('POST', '/job-api/apply', applicant.token, { jobId: job.id, cv_media_id: await uploadCv(ctx, applicant.token) })).json().data;
    // Hired straight from Received is not an allowed move: the whole action rolls back.
    const refused = await call('POST', '/job-api/take-action', tokens.employer, { id: applied.id, status: APPLICATION_STATUS.WITHDREW });
    expect(refused.statusCode).toBe(422);
    expect((await deliveriesOf(tokens.employer!, hook.id)).total).toBe(before);
  });
});

describe('SSRF guard', () => {
  it('classifies addresses: only public unicast, plus private and loopback with the development flag', () => {
    const strict = { allowPrivate: false };
    const dev = { allowPrivate: true };
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.100.100.200', '0.0.0.0', '224.0.0.1', '::1', 'fd00:ec2::254', 'fe80::1', '::ffff:10.0.0.1', '::']) {
      expect(isAllowedAddress(address, strict), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isAllowedAddress(address, strict), address).toBe(true);
    expect(isAllowedAddress('127.0.0.1', dev)).toBe(true);
    expect(isAllowedAddress('10.0.0.7', dev)).toBe(true);
    expect(isAllowedAddress('169.254.169.254', dev)).toBe(false);
  });

  it('without WEBHOOK_ALLOW_PRIVATE a private or loopback address is refused, at creation and at delivery', async () => {
    const strict = await createTestContext({ now });
    try {
      const token = await strict.login('employer');
      const attempts = {
        'https://127.0.0.1/hooks': 'not a public',
        'https://localhost/hooks': 'not a public',
        'https://10.0.0.5/hooks': 'not a public',
        'https://169.254.169.254/latest/meta-data': 'not a public',
        'https://[::1]/hooks': 'not a public',
        'http://93.184.216.34/hooks': 'must use https://',
        [receiver.url]: 'must use https://',
      };
      for (const [url, message] of Object.entries(attempts)) {
        const response = await strict.inject({ method: 'POST', url: '/webhooks', token, payload: { url, events: ['job.published'] } });
        expect(response.statusCode, url).toBe(422);
        expect(response.json().errors.url, url).toContain(message);
      }
      expect(await strict.knex('webhooks').whereNot('url', 'https://hooks.example.invalid/football-jobs')).toEqual([]);

      // A name that pointed elsewhere when saved (rebinding) is checked again when sent: nothing reaches the receiver.
      const owner = await strict.knex('users').where({ username: 'employer' }).first('id');
      const [row] = await strict.knex('webhooks').insert({ user_id: owner.id, url: receiver.url.replace('http:', 'https:'), events: ['job.published'], secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` }).returning('id');
      const before = receiver.requests.length;
      const ping = await strict.inject({ method: 'POST', url: `/webhooks/${row.id}/ping`, token });
      expect(ping.json().data).toMatchObject({ status: 'pending', lastResponseCode: null, lastError: expect.stringContaining('not a public') });
      expect(receiver.requests.length).toBe(before);
    } finally {
      await strict.close();
    }
  }, 120_000);
});

describe('demo seed', () => {
  it("gives the employer account a webhook whose log shows a delivery retried after a 500", async () => {
    const hooks = (await call('GET', '/webhooks', tokens.employer)).json().data as { id: number; url: string }[];
    const demo = hooks.find((hook) => hook.url === 'https://hooks.example.invalid/football-jobs');
    expect(demo).toBeDefined();
    const log = (await deliveriesOf(tokens.employer!, demo!.id)).data;
    const retried = log.find((delivery) => delivery.event === 'application.created' && delivery.attempts === 2);
    expect(retried).toMatchObject({ status: 'succeeded', attemptLog: [{ attempt: 1, responseCode: 500 }, { attempt: 2, responseCode: 200 }] });
    expect(log.find((delivery) => delivery.status === 'failed')?.attemptLog).toHaveLength(WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1);
  });
});

describe('one attempt', () => {
  async function serve(handler: Parameters<typeof createServer>[1]) {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  const dev = { allowPrivate: true };

  it('does not follow a redirect, gives up after the timeout, and reads at most 64 KB of an answer', async () => {
    const redirect = await serve((_request, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      response.end();
    });
    const silent = await serve(() => undefined);
    const huge = await serve((_request, response) => {
      response.writeHead(200);
      // 4 MB: far more than is ever read.
      for (let i = 0; i < 64; i += 1) response.write(Buffer.alloc(64 * 1024, 'a'));
      response.end();
    });
    try {
      const redirected = await postToEndpoint(redirect.url, '{}', {}, dev);
      expect(redirected).toMatchObject({ ok: false, statusCode: 302, error: expect.stringContaining('redirects are not followed') });
      const timedOut = await postToEndpoint(silent.url, '{}', {}, dev, { timeoutMs: 300, maxResponseBytes: 65_536 });
      expect(timedOut).toMatchObject({ ok: false, statusCode: null, error: 'No answer within 0.3 seconds.' });
      expect(timedOut.durationMs).toBeLessThan(2000);
      // A host name is resolved once and the connection made to the address that was checked (the pinned lookup).
      const named = await postToEndpoint(huge.url.replace('127.0.0.1', 'localhost'), '{}', {}, dev);
      expect(named).toMatchObject({ ok: true, statusCode: 200 });
      expect((await postToEndpoint(huge.url.replace('127.0.0.1', 'localhost'), '{}', {}, { allowPrivate: false })).error).toContain('https://');
      const big = await postToEndpoint(huge.url, '{}', {}, dev);
      expect(big).toMatchObject({ ok: true, statusCode: 200 });
      expect(big.responseExcerpt!.length).toBe(1000);
    } finally {
      await Promise.all([redirect.close(), silent.close(), huge.close()]);
    }
  });

  it('checks the certificate of an https endpoint against its host name (a self-signed one fails the attempt)', async () => {
    // A self-signed certificate for localhost, made once for this test (never trusted anywhere).
    const server = createTlsServer({ key: SELF_SIGNED.key, cert: SELF_SIGNED.cert }, (_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const outcome = await postToEndpoint(`https://localhost:${(server.address() as AddressInfo).port}/`, '{}', {}, dev);
      expect(outcome).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/^TLS failed: .*self[- ]signed/) });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

const SELF_SIGNED = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgMxvFkqrek+rMHa39
Sjx20kz+uWH5o2vZEGM0GYljvl2hRANCAAQAWpDBJUeKWUj4KbxXYyRtHwjna+bT
81vL6w/EY6jum95WaooQx9bHFpMhy7s4EIwb6WPnl8l+9vW2vIR2pRjD
-----END PRIVATE KEY-----`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBlDCCATugAwIBAgIUBjOH/+n+EB7dTgTzGMVVfVGrmVowCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyODE4NDYwNFoYDzIxMjYxMTA0
MTg0NjA0WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQAWpDBJUeKWUj4KbxXYyRtHwjna+bT81vL6w/EY6jum95WaooQx9bH
FpMhy7s4EIwb6WPnl8l+9vW2vIR2pRjDo2kwZzAdBgNVHQ4EFgQUXQTRVO6Bm0sz
VjsJcTU/o2V6ZKgwHwYDVR0jBBgwFoAUXQTRVO6Bm0szVjsJcTU/o2V6ZKgwDwYD
VR0TAQH/BAUwAwEB/zAUBgNVHREEDTALgglsb2NhbGhvc3QwCgYIKoZIzj0EAwID
RwAwRAIgF3XPfa/jI4lLtL5rr2rJ6ehy+RaJ/FigYDhn4qguf1sCIBXyuT9FuywE
I3NdJG8UYbbsPjtpa2F2HzgUQjPCSTqU
-----END CERTIFICATE-----`,
};
