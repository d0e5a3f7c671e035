// Football journeys: a visitor searches the player database, opens a profile, switches season and tab; a visitor
// reads a league table (zones, legend, form) and opens a club (crest, squad by line, season's results); a data
// scout edits a player and sees the change on the public profile.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectVisible, logIn, waitForPath } from './support/pages';

interface Card { id: number; slug: string; name: string }

async function northbridgePlayer(apiUrl: string, index: number): Promise<Card> {
  const response = await fetch(`${apiUrl}/get-related-player?club=northbridge-athletic-fc&limit=24`);
  expect(response.status).toBe(200);
  const players = ((await response.json()) as { data: Card[] }).data;
  return players[index]!;
}

describe('football', () => {
  const browser = useBrowser();

  it('a visitor searches players, opens a profile, switches season and tab', async () => {
    const { page } = browser;
    const player = await northbridgePlayer(browser.apiUrl, 0);
    const surname = player.name.split(' ').pop()!;

    await page.goto('/database4football');
    await expectVisible(page, '[data-testid="player-database"]');
    await page.fill('[data-testid="player-search-name"]', surname);
    // The name goes into the URL (300 ms after typing) and the results follow it.
    await page.waitForURL((url) => url.searchParams.get('name') === surname, { timeout: 20_000 });
    const card = page.locator(`[data-testid="player-results"] a[href="/player/${player.slug}"]`);
    await card.waitFor({ state: 'visible', timeout: 20_000 });
    await card.click();
    await waitForPath(page, `/player/${player.slug}`);
    await expectVisible(page, '[data-testid="player-name"]');
    expect((await page.textContent('[data-testid="player-name"]'))!.trim()).toBe(player.name);
    await browser.checkA11y('a player profile');

    // Season dropdown: the newest season first; switching refetches the stats and offers the previous season back.
    const select = page.locator('[data-testid="season-select"]');
    expect(await select.inputValue()).toBe('2026-27');
    await expectVisible(page, '[data-testid="competition-stat-row"]');
    await select.selectOption('2025-26');
    await page.getByRole('heading', { name: /2025-26/ }).first().waitFor({ timeout: 20_000 });
    await expectVisible(page, '[data-testid="previous-season"]');
    expect((await page.textContent('[data-testid="previous-season"]'))!).toContain('2026-27');

    await page.getByRole('tab', { name: 'Stats By Club' }).click();
    await expectVisible(page, '[data-testid="stats-by-club-row"]');
    expect(await page.locator('[data-testid="stats-by-club-row"]').count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('tab', { name: 'Playing Stats' }).click();
    await expectVisible(page, '[data-testid="playing-stats"]');
    expect(await page.textContent('[data-testid="playing-stats"]')).toContain('2025-26');
  });

  it('a visitor reads a league table with its zones and form, then opens a club: crest, squad by line, results', async () => {
    const { page } = browser;
    await page.goto('/competition/northern-premier-division');
    await expectVisible(page, '[data-testid="league-table"] [data-testid="table-row"]');
    // The legend names the seeded zones; the champions' and the relegated places are coloured.
    const legend = page.locator('[data-testid="table-legend"]');
    await legend.waitFor({ state: 'visible' });
    expect(await legend.locator('[data-testid="legend-zone"]').allTextContents()).toEqual(['1 · Champions', '2–3 · Continental competition', '4 · Continental qualifying', '11–12 · Relegation']);
    const rows = page.locator('[data-testid="league-table"] [data-testid="table-row"]');
    expect(await rows.first().locator('[data-zone]').getAttribute('data-zone')).toBe('champions');
    expect(await rows.last().locator('[data-zone]').getAttribute('data-zone')).toBe('relegation');
    // Form: five W/D/L pills per club, each with its result in words.
    const form = rows.first().locator('[data-testid="form"] li');
    expect(await form.count()).toBe(5);
    expect(await form.first().getAttribute('title')).toMatch(/^(Won|Drawn|Lost) \d+–\d+ (v|at) /);
    // Results by round: each match on one line (the club names do not wrap).
    const match = page.locator('[data-testid="round-matches"] [data-testid="match-row"]').first();
    const name = match.locator('.match-row__name').first();
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
    expect((await name.boundingBox())!.height).toBeLessThan(lineHeight * 1.6);
    await browser.checkA11y('a league table with zones and form');

    const firstClub = rows.first().locator('a.table-club');
    const clubName = (await firstClub.textContent())!.trim();
    await firstClub.click();
    await expectVisible(page, '[data-testid="club-page"]');
    expect((await page.textContent('h1'))!.trim()).toBe(clubName);
    const crest = page.locator('[data-testid="club-crest"]');
    expect(await crest.getAttribute('src')).toMatch(/\/football-crest\/\d+\.svg$/);
    expect(await crest.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.locator('[data-testid="squad-line"] h3').allTextContents()).toEqual(['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards']);
    expect(await page.locator('[data-testid="squad-line"][data-group="GK"] [data-testid="player-card"]').count()).toBe(2);
    const portraits = await page.locator('[data-testid="squad-line"] img.player-card__photo').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(new Set(portraits).size).toBe(portraits.length);
    const results = page.locator('[data-testid="club-results-list"] [data-testid="match-row"]');
    expect(await results.count()).toBe(12);
    await page.locator('[data-testid="club-results"] [data-testid="season-select"]').selectOption('2025-26');
    await page.getByRole('heading', { name: 'Results 2025-26' }).waitFor({ timeout: 20_000 });
    expect(await results.count()).toBe(22);
    await browser.checkA11y('a club page');
  }, 180_000); // two pages, a season switch and two accessibility checks

  it('a data scout edits a player and sees the change public', async () => {
    const { page } = browser;
    const player = await northbridgePlayer(browser.apiUrl, 3);
    const newName = `${player.name} Jr`;
    await logIn(page, 'scout');
    await waitForPath(page, '/admin/job/list-all'); // §6: where a data scout lands after logging in
    await page.goto(`/admin/edit-player/${player.id}`);
    await expectVisible(page, '[data-testid="edit-player"]');
    await page.fill('[data-testid="edit-name"]', newName);
    await page.getByRole('tab', { name: /7\.0/ }).click();
    await page.click('[data-testid="add-achievement"]');
    await page.locator('[data-testid="achievements-editor"] tbody tr').last().locator('input').first().fill('2026-27');
    await page.locator('[data-testid="achievements-editor"] tbody tr').last().locator('input').nth(1).fill('Player of the Month (October)');
    await page.click('[data-testid="save-player"]');
    await page.getByText('Updated Successfully').waitFor({ timeout: 20_000 });

    await page.goto(`/player/${player.slug}`);
    await expectVisible(page, '[data-testid="player-name"]');
    expect((await page.textContent('[data-testid="player-name"]'))!.trim()).toBe(newName);
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.getByText('Player of the Month (October)').waitFor({ timeout: 20_000 });
  });
});
