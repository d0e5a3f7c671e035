import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { ApiScope } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { feedItem, setCredits } from './job-import-fixtures';
import { userId } from './jobs-fixtures';
import { listenOnLoopback } from './listening';
import { runExample, startExample, type RunningExample } from './example-scripts';

/**
 * docs/examples run as a developer runs them (child processes started with tsx, configured by environment variables)
 * against this test server on a real socket, with keys created through the API (docs/open-platform.md).
 */
let ctx: TestContext;
let baseUrl: string;
let employer: string;
let feedDir: string;
const receivers: RunningExample[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ settings: { webhookAllowPrivate: true } });
  baseUrl = await listenOnLoopback(ctx.app);
  employer = await ctx.login('employer');
  feedDir = await mkdtemp(join(tmpdir(), 'fj-example-feeds-'));
  await setCredits(ctx.knex, await userId(ctx.knex, 'employer'), new Date(), { standard: 20, premium: 0 });
}, 180_000);
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.stop()));
  await ctx?.close();
  if (feedDir) await rm(feedDir, { recursive: true, force: true });
});

/** POST /api-keys as the signed-in employer: the whole key is in this one answer. */
async function createKey(scopes: ApiScope[]): Promise<string> {
  const response = await ctx.inject({ method: 'POST', url: '/api-keys', token: employer, payload: { name: `examples ${scopes.join(' ')}`, scopes } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.key as string;
}

async function writeFeed(name: string, jobs: unknown[]): Promise<string> {
  const path = join(feedDir, name);
  await writeFile(path, JSON.stringify({ jobs }));
  return path;
}

const linesOf = (text: string) => text.split('\n').filter(Boolean);

describe('docs/examples/import-feed.ts', () => {
  it('imports a feed file with a jobs:write key, reports each job, refuses the bad one with its field error, and a second run changes nothing', async () => {
    const key = await createKey(['jobs:write']);
    const feed = await writeFeed('feed.json', [
      feedItem('EX-1', { job_title: 'Example Feed Scout' }),
      feedItem('EX-2', { job_title: 'Example Feed Analyst' }),
      feedItem('EX-3', { job_title: '' }),
    ]);
    const env = { FJ_API_URL: baseUrl, FJ_API_KEY: key };

    const first = await runExample('import-feed.ts', [feed], env);
    expect(first.stderr).toBe('');
    expect(first.code, first.stdout).toBe(3); // a job was refused
    const lines = linesOf(first.stdout);
    expect(lines[0]).toMatch(/^created\s+EX-1 \(job \d+\)$/);
    expect(lines[1]).toMatch(/^created\s+EX-2 \(job \d+\)$/);
    expect(lines[2]).toMatch(/^refused\s+EX-3: /);
    expect(lines[3]).toMatch(/^\s+job_title: \S/);
    expect(lines.at(-1)).toMatch(/^Import finished: 2 created, 0 updated, 0 unchanged, 0 closed, 1 refused\. \(\d+ ms\)$/);
    const imported = await ctx.knex('jobs').whereIn('external_reference', ['EX-1', 'EX-2', 'EX-3']).orderBy('external_reference').pluck('title');
    expect(imported).toEqual(['Example Feed Scout', 'Example Feed Analyst']);

    const again = await runExample('import-feed.ts', [feed], env);
    expect(again.code).toBe(3);
    expect(linesOf(again.stdout).at(-1)).toMatch(/^Import finished: 0 created, 0 updated, 2 unchanged, 0 closed, 1 refused\./);
  }, 240_000);

  it('says why when the key lacks the scope, and exits 1', async () => {
    const key = await createKey(['jobs:read']);
    const result = await runExample('import-feed.ts', [await writeFeed('one.json', [feedItem('EX-9')])], { FJ_API_URL: baseUrl, FJ_API_KEY: key });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('HTTP 403: This API key lacks the scope jobs:write');
    expect(await ctx.knex('jobs').where({ external_reference: 'EX-9' }).first()).toBeUndefined();
  }, 120_000);
});

describe('docs/examples/list-my-jobs.ts', () => {
  it("lists every active job of the key's organisation, the same ones the employer's own session sees", async () => {
    const key = await createKey(['jobs:read']);
    const result = await runExample('list-my-jobs.ts', [], { FJ_API_URL: baseUrl, FJ_API_KEY: key });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    // The oracle: every page of the same list read with the employer's own session.
    const seen: number[] = [];
    let total = 0;
    do {
      const page = (await ctx.inject({ method: 'GET', url: `/job-api/get-jobs?status=active&limit=100&offset=${seen.length}&skip_cache=1`, token: employer })).json();
      total = page.total;
      if (page.data.length === 0) break;
      seen.push(...page.data.map((job: { ID: number }) => job.ID));
    } while (seen.length < total);
    expect(total).toBeGreaterThan(100); // more than one page: the example pages through them
    const lines = linesOf(result.stdout);
    expect(lines.at(-1)).toBe(`${total} active job(s)`);
    const rows = lines.slice(0, -1).map((line) => line.split('\t'));
    expect(rows.map(([id]) => Number(id)).sort((a, b) => a - b)).toEqual(seen.sort((a, b) => a - b));
    expect(rows.map((row) => row[3])).toEqual(expect.arrayContaining(['Example Feed Scout', 'Example Feed Analyst']));
  }, 120_000);

  it('exits 1 with the API message naming the missing scope for a key without jobs:read', async () => {
    const key = await createKey(['profile:read']);
    const result = await runExample('list-my-jobs.ts', [], { FJ_API_URL: baseUrl, FJ_API_KEY: key });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('HTTP 403: This API key lacks the scope jobs:read');
  }, 120_000);
  it('names the missing setting and exits 2 when no key is given', async () => {
    const result = await runExample('list-my-jobs.ts', [], { FJ_API_URL: baseUrl });
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('Set FJ_API_KEY (an API key, fj_…, created under Settings → Developers).');
  }, 120_000);
});

describe('docs/examples/webhook-receiver.ts', () => {
  it('receives the ping and a real job.published event, verified by their signatures; rejects a forged one; sees a redelivery as a duplicate', async () => {
    const key = await createKey(['webhooks:manage', 'jobs:write']);
    const asKey = { authorization: `Bearer ${key}` };
    // Created through the API with the key (a placeholder address first: the receiver needs the secret to start).
    const created = await ctx.inject({
      method: 'POST',
      url: '/webhooks',
      headers: asKey,
      payload: { url: 'http://127.0.0.1:9/not-yet', events: ['job.published'], description: 'docs/examples receiver' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json().data as { id: number; secret: string };

    const receiver = startExample('webhook-receiver.ts', { FJ_WEBHOOK_SECRET: secret, PORT: '0' });
    receivers.push(receiver);
    const listening = await receiver.waitFor(/^Listening on (http:\/\/127\.0\.0\.1:\d+\/)/);
    const receiverUrl = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(listening)![1]!;
    const moved = await ctx.inject({ method: 'PATCH', url: `/webhooks/${id}`, headers: asKey, payload: { url: `${receiverUrl}hooks` } });
    expect(moved.statusCode, moved.body).toBe(200);

    const ping = await ctx.inject({ method: 'POST', url: `/webhooks/${id}/ping`, headers: asKey });
    expect(ping.statusCode, ping.body).toBe(200);
    const delivery = ping.json().data as { id: number; messageId: string; status: string; lastResponseCode: number };
    expect(delivery).toMatchObject({ status: 'succeeded', lastResponseCode: 200 });
    expect(await receiver.waitFor(new RegExp(`^received webhook\\.ping ${delivery.messageId} `))).toContain(`"webhookId":${id}`);

    // A job published by the import example reaches the receiver through the outbox and the dispatcher.
    const feed = await writeFeed('hook.json', [feedItem('EX-HOOK', { job_title: 'Example Webhook Coach' })]);
    const imported = await runExample('import-feed.ts', [feed], { FJ_API_URL: baseUrl, FJ_API_KEY: key });
    expect(imported.code, imported.stdout + imported.stderr).toBe(0);
    const jobId = Number(/created\s+EX-HOOK \(job (\d+)\)/.exec(imported.stdout)?.[1]);
    expect(jobId).toBeGreaterThan(0);
    const published = receiver.waitFor(/^received job\.published /, 60_000);
    for (let round = 0; round < 30 && !receiver.lines.some((line) => line.startsWith('received job.published')); round += 1) {
      await ctx.app.webhooks.runDue();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(JSON.parse((await published).split(' ').slice(3).join(' '))).toMatchObject({ jobId, title: 'Example Webhook Coach', status: 'publish' });

    // Signed with another secret: refused, and nothing handled.
    const body = JSON.stringify({ type: 'job.published', timestamp: new Date().toISOString(), data: { jobId: 1 } });
    const forger = new Webhook(`whsec_${Buffer.from('not the endpoint secret, 32 bytes').toString('base64')}`);
    const forged = await fetch(`${receiverUrl}hooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': forger.sign('msg_forged', new Date(), body) },
      body,
    });
    expect(forged.status).toBe(400);
    await receiver.waitFor(/^rejected msg_forged: /);

    // A redelivery carries the same webhook-id: the receiver answers 200 without handling it twice.
    const again = await ctx.inject({ method: 'POST', url: `/webhooks/${id}/deliveries/${delivery.id}/redeliver`, headers: asKey });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ messageId: delivery.messageId, status: 'succeeded' });
    await receiver.waitFor(new RegExp(`^duplicate webhook\\.ping ${delivery.messageId}$`));
    expect(receiver.lines.filter((line) => line.startsWith('received '))).toHaveLength(2);
  }, 300_000);
});
