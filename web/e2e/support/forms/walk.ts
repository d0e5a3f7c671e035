// Opens every route of the route table as a persona allowed to see it, and brings every form into view: the
// page's own, those behind its tabs and those an "Add" button opens.
import type { Page } from 'playwright-core';
import { describeForms, type FormInfo } from './discover';
import { hasParams, patternRegExp, routeVisits, type PersonaName, type RouteVisit } from './routes';

/** How to bring a form into view again after the page is opened anew. */
export interface Reach {
  tab?: string;
  opener?: string;
}

export interface FoundForm {
  form: FormInfo;
  route: RouteVisit;
  path: string;
  persona: PersonaName;
  reach: Reach;
}

/** Buttons outside forms that open an editor (Add, New, Create): their editors are forms too. */
const OPENER = /^(\+\s*)?(add|new|create|write)\b/i;

export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load', { timeout: 15_000 }).catch(() => undefined);
  const loaded = () =>
    page.waitForFunction(() => !document.querySelector('.page-loading, .loading-modal') && !!document.querySelector('main, form'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await loaded();
  // The footer (newsletter) loads when scrolled near: bring it in, then back to the top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await loaded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
}

/** Opens a path inside the SPA (a full load; the SPA's own router takes it from there). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await settle(page);
}

export async function bringIntoView(page: Page, reach: Reach): Promise<void> {
  if (reach.tab) {
    await page.locator('[role="tab"]', { hasText: reach.tab }).first().click();
    await page.waitForTimeout(200);
  }
  if (reach.opener) {
    await page.locator('button', { hasText: reach.opener }).first().click();
    await page.waitForTimeout(300);
  }
}

/** The forms of the page as it is, then of each of its tabs, then behind each opener button. */
export async function formsOnPage(page: Page): Promise<{ form: FormInfo; reach: Reach }[]> {
  const found: { form: FormInfo; reach: Reach }[] = (await describeForms(page)).map((form) => ({ form, reach: {} }));
  const tabs = await page.locator('[role="tab"]').allTextContents();
  for (const tab of tabs.slice(1)) {
    await bringIntoView(page, { tab });
    for (const form of await describeForms(page)) found.push({ form, reach: { tab } });
  }
  const openers = (await page.locator('main button[type="button"]:visible').evaluateAll((buttons) =>
    buttons.filter((button) => !button.closest('form, table, [role="dialog"]')).map((button) => (button.textContent ?? '').trim()),
  )).filter((text) => OPENER.test(text));
  for (const opener of [...new Set(openers)]) {
    await bringIntoView(page, { opener });
    for (const form of await describeForms(page)) found.push({ form, reach: { opener } });
    await page.keyboard.press('Escape').catch(() => undefined);
    await page.goto(page.url(), { waitUntil: 'domcontentloaded' });
    await settle(page);
  }
  return found;
}

/** Same-site paths the page links to, to open routes with parameters (an edit page linked from a list). */
export async function linksOnPage(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href, location.href)).filter((url) => url.origin === location.origin).map((url) => url.pathname + url.search),
  );
}

export { hasParams, patternRegExp, routeVisits };
