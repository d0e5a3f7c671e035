// Contract advice (docs/contract-advice.md): the UNLIMITED member sends a request with every field, the adviser takes
// it into review, replies in the conversation and marks it answered; the member sees the reply and the new status.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { tinyPdf } from './support/files';
import { expectVisible, logIn, waitForPath } from './support/pages';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('contract advice', () => {
  const browser = useBrowser();

  it('goes from the member to the adviser and back', { timeout: 240_000 }, async () => {
    const { page } = browser;
    const stamp = Date.now().toString(36);
    const question = `Is the release clause fair? (${stamp})`;
    const reply = `The release clause is in line with the market (${stamp}).`;

    await logIn(page, 'unlimited');
    await waitForPath(page, '/candidate/dashboard');
    await page.locator('[data-testid="dashboard-contract-advice"] a').click();
    await waitForPath(page, '/candidate/contract-advice');
    const form = page.locator('[data-testid="contract-advice-form"]');
    await form.waitFor({ timeout: 20_000 });
    await expectVisible(page, '[data-testid="advice-allowance"]');
    await form.getByLabel('Contract (PDF) *').setInputFiles({ name: `offer-${stamp}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf() });
    await form.getByLabel('Your questions *').fill(question);
    await form.getByLabel('Answer needed by *').fill(inDays(14));
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(/\/candidate\/contract-advice\/\d+$/, { timeout: 20_000 });
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.locator('[data-testid="advice-questions"]').textContent()).toBe(question);
    expect(await page.locator('[data-testid="advice-status"]').first().textContent()).toBe('Open');
    await browser.checkA11y('the member\'s request page');

    // The adviser: the queue, the request, into review, a reply, answered.
    await page.evaluate(() => localStorage.clear());
    await logIn(page, 'adviser');
    await waitForPath(page, '/admin/contract-advice');
    await page.locator('[data-testid="queue-link"]', { hasText: `offer-${stamp}.pdf` }).click();
    await waitForPath(page, `/admin/contract-advice/${requestId}`);
    await page.locator('[data-testid="advice-move-in_review"]').click();
    await page.locator('[data-testid="advice-move-answered"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="advice-details"]').textContent()).toContain('Ada Adviser');
    await page.locator('[data-testid="composer-body"]').fill(reply);
    await page.locator('[data-testid="composer-send"]').click();
    await page.locator('[data-testid="message-list"]', { hasText: reply }).waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="advice-move-answered"]').click();
    await page.locator('[data-testid="advice-move-closed"]').waitFor({ timeout: 20_000 });

    // The member sees the reply and the answered status.
    await page.evaluate(() => localStorage.clear());
    await logIn(page, 'unlimited');
    await waitForPath(page, '/candidate/dashboard');
    await page.goto(`/candidate/contract-advice/${requestId}`);
    await page.locator('[data-testid="message-list"]', { hasText: reply }).waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="advice-status"]').first().textContent()).toBe('Answered');
  });
});
