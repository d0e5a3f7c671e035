// The web origin's Content-Security-Policy (api/src/web-server.ts, docs/seo.md) must let the real app run: every
// public page and each area renders with no CSP violation, and a job page's head tags are in the HTML itself.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { logIn, waitForPath } from './support/pages';

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

const PUBLIC_PAGES = ['/', '/jobs-in-football/', '/employers/', '/profile/list', '/shop/', '/plans/candidate-pricing/', '/employer/packages/', '/signin/'];

describe('the web origin in the browser', () => {
  const browser = useBrowser();

  const firstJobSlug = async (): Promise<string> => {
    const response = await fetch(`${browser.apiUrl}/search/get-browse-job?limit=1`);
    return ((await response.json()) as { data: { slug: string }[] }).data[0]!.slug;
  };

  it('public pages and the candidate, employer and admin areas run under the CSP without a violation', async () => {
    const { page } = browser;
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        window.reportCspViolation?.(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
      );
    });
    const visit = async (path: string) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
    };

    for (const path of [...PUBLIC_PAGES, `/job/${await firstJobSlug()}`]) await visit(path);
    for (const [username, landsOn, pages] of [
      ['candidate', '/candidate/dashboard', ['/candidate/edit-profile/', '/candidate/job-alerts']],
      ['employer', '/employer/dashboard', ['/employer/cv-database', '/employer/submit-a-job']],
      ['admin', '/admin/dashboard/', ['/admin/job/list-all']],
    ] as const) {
      await page.evaluate(() => localStorage.clear());
      await logIn(page, username);
      await waitForPath(page, landsOn);
      await page.waitForLoadState('networkidle');
      for (const path of pages) await visit(path);
    }
    expect(violations).toEqual([]);
  });

  it('a job page has its title, canonical and JobPosting in the HTML, before any script runs', async () => {
    const { page } = browser;
    const slug = await firstJobSlug();
    const response = await page.request.get(`/job/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${browser.webUrl}/job/${slug}" />`));
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { '@type': string; title: string };
    expect(jsonLd['@type']).toBe('JobPosting');
    await page.goto(`/job/${slug}`);
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(jsonLd.title);
  });

  it('an unknown path answers 404 and the SPA shows its not-found page', async () => {
    const { page } = browser;
    const response = await page.goto('/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await page.locator('[data-testid="not-found"]').waitFor({ state: 'visible', timeout: 20_000 });
  });
});
