// Job search like Indeed (issue 21, docs/jobs.md "Search"): a candidate searches "scout" with a place from the
// location box, sees the matches marked, switches the order, saves a job, finds it on the dashboard, and makes an
// alert from the search.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { apiToken } from './support/accounts';
import { expectVisible, logIn, waitForPath } from './support/pages';

describe('job search', () => {
  const browser = useBrowser();

  it('a candidate searches with a keyword and a place, sorts, saves a job and makes an alert from the search', async () => {
    const { page, apiUrl } = browser;
    // A city that has a scout job, from the API (the demo data's places vary).
    const found = await (await fetch(`${apiUrl}/search/get-browse-job?keyword=scout&limit=1&facets=0`)).json();
    const place = found.data[0].locations[0] as { country: string; city: string };

    await logIn(page, 'candidate');
    await waitForPath(page, '/candidate/dashboard');
    await page.goto('/jobs-in-football/?keyword=scout');
    const first = page.locator('[data-testid="job-card"]').first();
    await first.waitFor({ timeout: 20_000 });
    // Relevance first: the top card has scout in its title, marked.
    expect((await first.locator('h3 a').textContent())?.toLowerCase()).toContain('scout');
    expect((await first.locator('h3 a mark').first().textContent())?.toLowerCase()).toBe('scout');
    await browser.checkA11y('the job search with a keyword');

    // The location box: type the start of the city, pick its suggestion; the URL keeps the place.
    await page.locator('[data-testid="job-search-location"]').fill(place.city.slice(0, 4));
    const option = page.locator('[data-testid="location-option"]', { hasText: place.city }).first();
    await option.waitFor({ timeout: 20_000 });
    await option.click();
    await page.waitForURL((url) => url.searchParams.get('city') === place.city && url.searchParams.get('location') === place.country, { timeout: 20_000 });
    // The list keeps the previous cards until the new ones arrive: wait until every card is in the city.
    await page.waitForFunction(
      (city) => {
        const places = [...document.querySelectorAll('[data-testid="job-card"] .job-card__places')];
        return places.length > 0 && places.every((element) => element.textContent?.includes(city));
      },
      place.city,
      { timeout: 20_000 },
    );
    await expectVisible(page, '[data-testid="job-card"] h3 a mark');

    // Sort by date, then back to relevance (the default with a keyword, so it leaves the URL).
    await page.locator('select[name="sort"]').selectOption('newest');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest', { timeout: 20_000 });
    await page.locator('select[name="sort"]').selectOption('relevance');
    await page.waitForURL((url) => !url.searchParams.has('sort'), { timeout: 20_000 });

    // Save the first job: its card shows Saved.
    const card = page.locator('[data-testid="job-card"]').first();
    const title = (await card.locator('h3 a').textContent())!;
    if ((await card.locator('[data-testid="saved-badge"]').count()) === 0) await card.locator('[data-testid="save-job"]').click();
    await card.locator('[data-testid="saved-badge"]').waitFor({ timeout: 20_000 });
    expect(await card.locator('[data-testid="save-job"]').getAttribute('aria-pressed')).toBe('true');

    // An alert from this search: keyword and place come with it.
    await page.locator('[data-testid="search-alert-button"]').click();
    const form = page.locator('[data-testid="job-alert-form"]');
    await form.waitFor({ timeout: 20_000 });
    expect(await form.locator('[data-testid="job-alert-search"]').textContent()).toContain('scout');
    await form.locator('input[name="alert_email"]').fill('candidate-search-alert@example.com');
    await form.locator('select[name="alert_frequency"]').selectOption('7');
    await form.locator('select[name="alert_category"]').selectOption('analysts-recruitment-scouting');
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    const token = await apiToken(apiUrl, 'candidate');
    const alerts = await (await fetch(`${apiUrl}/get-my-job-alerts?skip_cache=1`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(alerts.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ alert_keyword: 'scout', alert_country: place.country, alert_city: place.city })]),
    );

    // The dashboard lists it under Saved jobs; the full list has it too, and unsaving there removes it.
    await page.goto('/candidate/dashboard');
    const panel = page.locator('[data-testid="saved-jobs-panel"]');
    await expectVisible(page, `[data-testid="saved-jobs-panel"] h3 a:text-is("${title}")`);
    await panel.locator('[data-testid="saved-jobs-all"]').click();
    await waitForPath(page, '/candidate/saved-jobs');
    const saved = page.locator('[data-testid="job-card"]', { has: page.locator(`h3 a:text-is("${title}")`) });
    await saved.waitFor({ timeout: 20_000 });
    await browser.checkA11y('the saved jobs page');
    await saved.locator('[data-testid="save-job"]').click();
    await saved.waitFor({ state: 'detached', timeout: 20_000 });
  });
});
