// The open platform's screens (issue 24, docs/api-keys.md, docs/webhooks.md): an employer creates an API key with two
// scopes and a last day, copies it (shown once), calls the API with it from here and sees "last used"; adds a
// webhook to a receiver this test runs, pings it (the receiver fails the first time), finds the failed attempt in
// the log, redelivers and sees it delivered, each request signed; a candidate has their own page; the public guide.
// Phone and Arabic views of each screen are looked at and kept as screenshots.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, ROUTES } from '@fj/shared';
import { useBrowser } from './support/browser';
import { lookAt as lookAtScreen } from './support/look-at';
import { expectVisible, logIn, waitForPath } from './support/pages';

const WAIT_MS = 20_000;
const DAY = 86_400_000;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A webhook endpoint on this machine: it answers 500 to the first request and 200 to the rest, keeping each. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const answered = received.length === 0 ? 500 : 200;
      received.push({ headers: request.headers, body, answered });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'not yet');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received })));
}

/** The Standard Webhooks signature, checked by hand: base64 HMAC-SHA256 of "id.timestamp.body" with the secret's bytes. */
function signedBy(secret: string, received: Received): boolean {
  const id = String(received.headers['webhook-id']);
  const timestamp = String(received.headers['webhook-timestamp']);
  const expected = createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).update(`${id}.${timestamp}.${received.body}`).digest();
  return String(received.headers['webhook-signature'])
    .split(' ')
    .map((part) => Buffer.from(part.replace(/^v1,/, ''), 'base64'))
    .some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
}

describe('developers', () => {
  const browser = useBrowser();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));

  const shot = async (name: string) => {
    await browser.page.waitForLoadState('networkidle').catch(() => undefined);
    await browser.screenshot(`developers-${name}`);
  };
  const lookAt = (name: string, path: string, ready: string, people: readonly string[] = []) => lookAtScreen(browser, shot, { name, path, ready, people });

  it('an employer creates a key, uses it, and sees it used; a webhook is pinged, fails once, is redelivered and signed', { timeout: 300_000 }, async () => {
    const { page } = browser;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    await logIn(page, 'employer');
    await waitForPath(page, '/employer/dashboard');
    await page.locator('#area-sidebar').getByRole('link', { name: 'Developers' }).click();
    await waitForPath(page, ROUTES.employerDevelopers);
    await expectVisible(page, '[data-testid="api-key-form"]');
    await browser.checkA11y('the developers settings');

    // A key with two scopes and a last day a month ahead.
    const name = `Journey key ${Date.now()}`;
    const lastDay = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const form = page.locator('[data-testid="api-key-form"]');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="scopes"][value="jobs:read"]').check();
    await form.locator('input[name="scopes"][value="applications:read"]').check();
    await form.locator('input[name="expiresAt"]').fill(lastDay);
    await page.locator('[data-testid="api-key-create"]').click();
    const secret = page.locator('[data-testid="api-key-secret"]');
    await secret.waitFor({ timeout: WAIT_MS });
    expect(await secret.textContent()).toContain('you will not see it again');
    const key = ((await page.locator('[data-testid="api-key-secret-value"]').textContent()) ?? '').trim();
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    await page.locator('[data-testid="api-key-secret-copy"]').click();
    await expect.poll(() => page.locator('[data-testid="api-key-secret-copy"]').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shot('1-key-shown-once');

    const row = page.locator('[data-testid="api-key-row"]', { hasText: name });
    await row.waitFor({ timeout: WAIT_MS });
    expect(await row.textContent()).toContain('jobs:read');
    expect(await row.textContent()).toContain('applications:read');
    expect(await row.locator('[data-testid="api-key-never-used"]').count()).toBe(1);

    // Once dismissed, the key is gone from the page for good: the list shows its prefix only.
    await page.locator('[data-testid="api-key-secret-done"]').click();
    await page.reload();
    await row.waitFor({ timeout: WAIT_MS });
    expect(await page.content()).not.toContain(key);

    // The key at work, from outside the browser: in scope answers, out of scope is refused naming the scope.
    const mine = await fetch(`${browser.apiUrl}/job-api/get-jobs?limit=5`, { headers: { authorization: `Bearer ${key}` } });
    expect(mine.status).toBe(200);
    const refused = await fetch(`${browser.apiUrl}/webhooks`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('webhooks:manage');
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor({ timeout: WAIT_MS });
          return row.locator('[data-testid="api-key-last-used"]').count();
        },
        { timeout: WAIT_MS, interval: 1000 },
      )
      .toBe(1);
    await shot('2-key-last-used');

    // A webhook to the receiver: its secret shown once.
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    const hookForm = page.locator('[data-testid="webhook-form"]');
    await hookForm.waitFor({ timeout: WAIT_MS });
    await hookForm.locator('input[name="url"]').fill(receiver.url);
    await hookForm.locator('input[name="description"]').fill('Journey receiver');
    await hookForm.locator('input[name="events"][value="application.created"]').check();
    await hookForm.locator('input[name="events"][value="job.published"]').check();
    await page.locator('[data-testid="webhook-form-save"]').click();
    await page.locator('[data-testid="webhook-secret"]').waitFor({ timeout: WAIT_MS });
    const signingSecret = ((await page.locator('[data-testid="webhook-secret-value"]').textContent()) ?? '').trim();
    expect(signingSecret).toMatch(/^whsec_/);
    await shot('3-webhook-secret');
    await page.locator('[data-testid="webhook-secret-done"]').click();

    // Ping: the receiver fails it, and the log shows the failed attempt.
    const card = page.locator('[data-testid="webhook-item"]', { hasText: receiver.url });
    await card.locator('[data-testid="webhook-ping"]').click();
    const delivery = card.locator('[data-testid="webhook-delivery"]').first();
    await delivery.waitFor({ timeout: WAIT_MS });
    expect(await delivery.textContent()).toContain('webhook.ping');
    await delivery.locator('summary').click();
    await expect.poll(async () => (await delivery.locator('[data-testid="webhook-attempt-log"] li').first().textContent()) ?? '', { timeout: WAIT_MS }).toMatch(/^Attempt 1 .*: 500/);

    // Redeliver: the receiver takes it; the log shows it delivered after more than one attempt.
    await delivery.locator('[data-testid="webhook-redeliver"]').click();
    await expect.poll(() => delivery.getAttribute('data-status'), { timeout: WAIT_MS }).toBe('succeeded');
    expect(Number(await delivery.locator('[data-testid="webhook-delivery-attempts"]').textContent())).toBeGreaterThanOrEqual(2);
    if (!(await delivery.locator('details[open]').count())) await delivery.locator('summary').click();
    const lines = await delivery.locator('[data-testid="webhook-attempt-log"] li').allTextContents();
    expect(lines[0]).toMatch(/: 500/);
    expect(lines.at(-1)).toMatch(/: 200/);
    await shot('4-deliveries-log');

    // What the receiver got: the same message id each time (a retry is recognisable), every request signed.
    expect(receiver.received.length).toBeGreaterThanOrEqual(2);
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const request of receiver.received) expect(signedBy(signingSecret, request)).toBe(true);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'webhook.ping' });
    await browser.checkA11y('the webhooks tab with its log');

    await lookAt('settings', ROUTES.employerDevelopers, '[data-testid="api-key-row"]', ['Erin Employer', name]);
    await lookAt('webhooks', `${ROUTES.employerDevelopers}?tab=webhooks`, '[data-testid="webhook-item"]', ['Erin Employer', 'Journey receiver']);
  });

  it('a candidate has their own developers page, without the employer keys', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await logIn(page, 'candidate');
    await waitForPath(page, '/candidate/dashboard');
    await page.locator('#area-sidebar').getByRole('link', { name: 'Developers' }).click();
    await waitForPath(page, ROUTES.candidateDevelopers);
    await expectVisible(page, '[data-testid="api-key-form"]');
    expect(await page.locator('[data-testid="api-key-row"]', { hasText: 'Journey key' }).count()).toBe(0);
    // Jobs and the CV database are the organisation's: a candidate is offered their applications, profile and webhooks.
    expect(await page.locator('input[name="scopes"]').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))).toEqual(['applications:read', 'profile:read', 'applications:write', 'webhooks:manage', 'profile:write']);
    await lookAt('candidate', ROUTES.candidateDevelopers, '[data-testid="api-key-form"]', ['Casey Candidate']);
  });

  it('the public guide shows a first call, the scopes and signature checking, and links to the reference', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await page.goto(ROUTES.developers);
    await expectVisible(page, '[data-testid="developers-guide"]');
    expect(await page.locator('pre').first().textContent()).toContain('Authorization: Bearer fj_');
    expect(await page.locator('[data-testid="guide-scopes"] tbody tr').count()).toBe(8);
    expect(await page.locator('[data-testid="guide-docs-link"]').getAttribute('href')).toBe(`${browser.apiUrl}/docs`);
    await browser.checkA11y('the developers guide');
    await lookAt('guide', ROUTES.developers, '[data-testid="developers-guide"]');
  });
});
