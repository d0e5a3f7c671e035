// Share cards (issue 22, docs/share-cards.md): an Elite member sees their card load, shares plain network links that
// carry the profile address and copies it; a Free member is told what the perk is; a job page's og:image is a PNG.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectVisible, logIn, waitForPath } from './support/pages';

const WAIT_MS = 20_000;

describe('share cards', () => {
  const browser = useBrowser();

  it('an Elite member sees the card load, shares links that carry the profile address and copies it', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    await logIn(page, 'elite');
    await waitForPath(page, '/candidate/dashboard');
    await page.goto('/candidate/share-profile');

    // The preview is the real PNG from the API (the card renders on first request, so give it time).
    const preview = page.locator('[data-testid="share-card-preview"]');
    await preview.waitFor({ timeout: WAIT_MS });
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 60_000 })
      .toBe(1200);

    const profileUrl = (await page.locator('[data-testid="share-profile-url"]').getAttribute('href'))!;
    expect(profileUrl).toMatch(new RegExp(`^${browser.webUrl}/profile/.+`));
    const encoded = encodeURIComponent(profileUrl);
    const hrefOf = (network: string) => page.locator(`[data-testid="share-${network}"]`).getAttribute('href');
    expect(await hrefOf('linkedin')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(await hrefOf('x')).toMatch(new RegExp(`^https://x\\.com/intent/post\\?url=${escapeRegExp(encoded)}&text=`));
    expect(await hrefOf('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    const whatsapp = new URL((await hrefOf('whatsapp'))!);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toContain(profileUrl);
    await browser.checkA11y('the share screen of an Elite member');

    await page.locator('[data-testid="share-copy-link"]').click();
    await page.locator('.Toastify__toast--success', { hasText: 'Link copied.' }).waitFor({ timeout: WAIT_MS });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profileUrl);
  });

  it('a Free member is told what the share card is and how to get it', async () => {
    const { page } = browser;
    await logIn(page, 'candidate');
    await waitForPath(page, '/candidate/dashboard');
    await page.goto('/candidate/share-profile');
    await expectVisible(page, '[data-testid="share-upgrade"]');
    expect(await page.locator('[data-testid="share-upgrade"]').textContent()).toContain('Elite membership');
    expect(await page.locator('[data-testid="share-upgrade-link"]').getAttribute('href')).toBe('/candidate/upgrade-account');
    expect(await page.locator('[data-testid="share-card-preview"]').count()).toBe(0);
  });

  it("a public job page's og:image is its card, a PNG", { timeout: 120_000 }, async () => {
    const { page, apiUrl } = browser;
    const found = (await (await fetch(`${apiUrl}/search/get-browse-job?limit=1`)).json()) as { data: { slug: string }[] };
    const html = await (await page.request.get(`/job/${found.data[0]!.slug}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/share-cards\/job\/.+\.png/);
    const card = await fetch(image!.replaceAll('&amp;', '&'));
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    // The PNG signature, and the size networks expect (width and height from the IHDR chunk).
    const bytes = Buffer.from(await card.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
