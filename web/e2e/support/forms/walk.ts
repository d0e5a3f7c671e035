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

/** Buttons outside forms that open an editor (Add, New, Create, Apply, Schedule): their editors are forms too. */
const OPENER = /^(\+\s*)?(add|new|create|write|apply|schedule)\b/i;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load', { timeout: 15_000 }).catch(() => undefined);
  await loaded(page);
  // The footer loads its form (the newsletter) when scrolled near: bring it in, wait for it, then back to the top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  if (await page.locator('footer .newsletter-slot').count()) {
    await page.locator('footer .newsletter-slot form').first().waitFor({ state: 'attached', timeout: 3_000 }).catch(() => undefined);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page's own loading indicators are gone (a rich-text editor's chunk too) and it shows its main content. */
function loaded(page: Page): Promise<unknown> {
  return page
    .waitForFunction(() => !document.querySelector('.page-loading, .loading-modal, .rte--loading') && !!document.querySelector('main, form'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

/** Opens a path inside the SPA (a full load; the SPA's own router takes it from there). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await settle(page);
}

export async function bringIntoView(page: Page, reach: Reach): Promise<void> {
  if (reach.tab) {
    const tab = page.locator('[role="tab"]', { hasText: reach.tab }).first();
    await tab.click();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: reach.tab }).first().waitFor({ timeout: 3_000 }).catch(() => undefined);
  }
  if (reach.opener) {
    const forms = await page.evaluate(() => document.querySelectorAll('form, [role="dialog"]').length);
    await page.locator('button', { hasText: reach.opener }).first().click();
    // The editor it opens: one more form or a dialog (a button that opens nothing is given a moment only).
    await page.waitForFunction((before) => document.querySelectorAll('form, [role="dialog"]').length > before, forms, { timeout: 2_000 }).catch(() => undefined);
    // A dialog that loads its choices (the apply flow's CVs) shows a loading status until they are there.
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="status"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
  }
}

/** The forms of the page as it is, then of each of its tabs, then behind each opener button. */
export async function formsOnPage(page: Page): Promise<{ forms: { form: FormInfo; reach: Reach }[]; signInWanted: boolean }> {
  const forms: { form: FormInfo; reach: Reach }[] = (await describeForms(page)).map((form) => ({ form, reach: {} }));
  const tabs = await page.locator('[role="tab"]').allTextContents();
  for (const tab of tabs.slice(1)) {
    await bringIntoView(page, { tab });
    for (const form of await describeForms(page)) forms.push({ form, reach: { tab } });
  }
  const home = page.url();
  let signInWanted = false;
  for (const opener of await openersOnPage(page)) {
    // An editor opened before may hide the next opener: the page is opened anew only then.
    if (page.url() !== home || !(await page.locator('main button:visible', { hasText: opener }).count())) await open(page, home);
    await bringIntoView(page, { opener });
    // A button that leads to another page is no editor: to sign in, it asks for a persona who may use it.
    if (new URL(page.url()).pathname !== new URL(home).pathname) {
      signInWanted ||= /\/(login|signin)\b/.test(page.url());
      continue;
    }
    for (const form of await describeForms(page)) forms.push({ form, reach: { opener } });
    await page.keyboard.press('Escape').catch(() => undefined);
  }
  return { forms, signInWanted };
}

/** The labels of the enabled opener buttons of the page's main content (not those of a form, a table row or a dialog). */
async function openersOnPage(page: Page): Promise<string[]> {
  const labels = await page
    .locator('main button[type="button"]:visible:enabled')
    .evaluateAll((buttons) => buttons.filter((button) => !button.closest('form, table, [role="dialog"]')).map((button) => (button.textContent ?? '').trim()));
  return [...new Set(labels.filter((text) => OPENER.test(text)))];
}

/** Same-site paths the page links to, to open routes with parameters (an edit page linked from a list). */
export async function linksOnPage(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href, location.href)).filter((url) => url.origin === location.origin).map((url) => url.pathname + url.search),
  );
}

export { hasParams, patternRegExp, routeVisits };
