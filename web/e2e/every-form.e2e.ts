// Every form, every field (issue 19): every route of the route table is opened as a persona allowed to see it; each
// form found there (and behind its tabs and "Add" buttons) is filled in every field with a realistic valid value,
// submitted, and read back where it is saved. A new form is found without editing this file; one the filler cannot
// fill, or that no read-back rule covers, fails the run with its name.
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { describeForms, type FieldInfo, type FormInfo } from './support/forms/discover';
import { CannotFill, fillForm, type FillContext, type Filled } from './support/forms/fill';
import { holds, jsonHolds, ruleFor, type FormRule, type RunContext } from './support/forms/read-back';
import { makePersonas, PASSWORD, stampOf, type Personas } from './support/forms/personas';
import { type RouteVisit } from './support/forms/routes';
import { submitForm } from './support/forms/submit';
import { bringIntoView, formsOnPage, hasParams, linksOnPage, open, patternRegExp, routeVisits, type FoundForm } from './support/forms/walk';
import { samePath } from './support/pages';

/** Findings are printed as they are found too, so a run stopped early still tells what it saw. */
class Findings {
  readonly all: string[] = [];
  add(finding: string) {
    console.log(`[every-form] FINDING ${finding}`);
    this.all.push(finding);
  }
}

/** The form on the page again: by key, by test id, else the one holding most of the filled fields. */
async function findAgain(page: Page, form: FormInfo, filled: Filled[]): Promise<FormInfo | undefined> {
  const forms = await describeForms(page);
  const names = new Set(filled.map((entry) => entry.field.name));
  const byFields = forms
    .map((candidate) => ({ candidate, score: candidate.fields.filter((field) => names.has(field.name)).length }))
    .sort((a, b) => b.score - a.score)
    .find((entry) => entry.score > 0)?.candidate;
  return forms.find((candidate) => candidate.key === form.key) ?? forms.find((candidate) => !!form.testId && candidate.testId === form.testId) ?? byFields;
}

/**
 * The filled values a form shows again, waiting up to 15 s for them: a page that loads its record, then its editors'
 * chunk, shows the form before the values (a loaded machine once took longer than the page-load wait).
 */
async function missingFromInputs(page: Page, form: FormInfo, stored: Filled[]): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const missing = await missingFromInputsNow(page, form, stored);
    if (missing.length === 0 || Date.now() > deadline) return missing;
    await page.waitForTimeout(500);
  }
}

/** The filled values a form shows now: each field found in the same form, else (a search that leads to another page's search) a field of the same kind holding it. */
async function missingFromInputsNow(page: Page, form: FormInfo, stored: Filled[]): Promise<string[]> {
  const again = await findAgain(page, form, stored);
  const everyField = (await describeForms(page)).flatMap((candidate) => candidate.fields);
  return stored.flatMap((entry) => {
    const now: FieldInfo | undefined = again?.fields.find((field) => field.name === entry.field.name) ?? everyField.find((field) => field.kind === entry.field.kind && holds(entry, field));
    return holds(entry, now) ? [] : [`${entry.field.name}: filled ${JSON.stringify(entry.value)}, found ${now ? JSON.stringify(now.value) : 'no such field'}`];
  });
}

/** The filled values the page's text shows (an upload by the title typed with it). */
async function missingFromText(page: Page, stored: Filled[]): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').toLowerCase();
  return stored.filter((entry) => entry.field.kind !== 'file' && !entry.shown.some((shown) => text.includes(shown.toLowerCase()))).map((entry) => `${entry.field.name}=${entry.value}`);
}

/** A picture of the page a form failed on, for the artifacts of the run. */
async function screenshotOf(page: Page, formKey: string): Promise<void> {
  const file = path.join(inject('artifactsDir'), `every-form-${formKey.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}

describe('every form, every field', () => {
  const browser = useBrowser();

  // One walk, because later routes are reached through the links earlier pages show: about 100 forms, minutes on a
  // quiet machine, twice that on a loaded one.
  it('fills every field of every form the route table leads to, submits it, and reads every value back', { timeout: 1_200_000 }, async () => {
    const { apiUrl, webUrl } = browser;
    const began = Date.now();
    const seconds = () => Math.round((Date.now() - began) / 1000);
    const stamp = stampOf(Date.now() % 26 ** 7);
    const chromium: Browser = browser.page.context().browser()!;
    const personas: Personas = await makePersonas({ chromium, apiUrl, webUrl, stamp });
    const links = new Set<string>(await personas.linksFromData());
    const findings = new Findings();
    const found = new Map<string, FoundForm>();
    const counts = { submitted: 0, fields: 0, readBack: 0, excluded: 0, noFields: 0 };
    const fillContext = (values: Record<string, string> = {}): FillContext => ({ stamp, password: PASSWORD, values, lookups: ['Formsguard', 'unit', 'city', 'rove'] });

    const runContext = (entry: FoundForm): RunContext => ({
      apiUrl,
      stamp,
      password: PASSWORD,
      pagePath: entry.path,
      persona: entry.persona,
      get: (path, persona) => personas.call(path, { token: personas.token(persona) }),
      freshAccount: personas.freshAccount,
      addLink: (path) => links.add(path),
    });

    /** Reads a saved form back as its rule says; answers the values not found. */
    const readBack = async (entry: FoundForm, rule: FormRule, filled: Filled[], page: Page): Promise<string[]> => {
      const how = rule.readBack!;
      const run = runContext(entry);
      const stored = filled.filter((item) => !(rule.notStored ?? []).includes(item.field.name));
      switch (how.how) {
        case 'api': {
          const json = JSON.stringify(await run.get(await how.path(run, filled), how.persona ?? entry.persona));
          return stored.filter((item) => !jsonHolds(json, item)).map((item) => `${item.field.name}=${item.value}`);
        }
        case 'check': {
          const inputsAt = await how.check(run, filled, page);
          if (!inputsAt) return [];
          await open(page, inputsAt);
          return missingFromInputs(page, entry.form, stored);
        }
        case 'page-text':
        case 'inputs': {
          const url = how.url ? await how.url(run, filled) : null;
          if (url) await open(page, url);
          else if (!(how.how === 'inputs' && how.sameView)) {
            await open(page, page.url());
            // A search that led to a results page is read there; a form of this page is brought back into view.
            if (samePath(new URL(page.url()).pathname, entry.path)) await bringIntoView(page, entry.reach);
          }
          return how.how === 'page-text' ? missingFromText(page, stored) : missingFromInputs(page, entry.form, stored);
        }
      }
    };

    const handle = async (entry: FoundForm): Promise<void> => {
      const { form } = entry;
      const name = `form "${form.key}" (${form.title}) on ${entry.path} as ${entry.persona}`;
      const rule = ruleFor(form.key);
      if (!rule?.readBack && !rule?.notSubmitted) {
        findings.add(`form ${form.key} has no read-back (${form.title}, on ${entry.path} as ${entry.persona}; fields ${form.fields.map((field) => field.name).join(', ')})`);
        return;
      }
      if (rule.notSubmitted) return void (counts.excluded += 1);
      if (form.fields.length === 0) return void (counts.noFields += 1);
      const page = personas.page(entry.persona);
      await open(page, entry.path);
      await bringIntoView(page, entry.reach);
      const current = (await findAgain(page, form, [])) ?? form;
      let filled: Filled[];
      let sent: FormInfo;
      try {
        ({ filled, form: sent } = await fillForm(page, current, fillContext(rule.values ? await rule.values(runContext(entry)) : {})));
      } catch (error) {
        findings.add(error instanceof CannotFill ? error.message.replace(`form "${current.key}"`, name) : `${name}: ${(error as Error).message.split('\n')[0]}`);
        await screenshotOf(page, form.key);
        return;
      }
      counts.fields += filled.length;
      counts.submitted += 1;
      const refused = await submitForm(page, sent, { apiUrl, quiet: !!rule.quiet });
      if (refused) {
        findings.add(`${name}: not saved, ${refused}; filled ${filled.map((item) => `${item.field.name}=${item.value}`).join(', ')}`);
        await screenshotOf(page, form.key);
        return;
      }
      try {
        const missing = await readBack(entry, rule, filled, page);
        if (missing.length) findings.add(`${name}: saved, but not read back: ${missing.join('; ')}`);
        else counts.readBack += 1;
      } catch (error) {
        findings.add(`${name}: reading back failed: ${(error as Error).message.split('\n')[0]}`);
      }
      console.log(`[every-form] ${name}: ${filled.length} fields (${seconds()} s)`);
    };

    /**
     * Opens a path as the first persona that is not sent elsewhere and handles each form not seen before; a page whose
     * editor asks a visitor to sign in (Apply on a job) is opened again as the next persona.
     */
    const visit = async (route: RouteVisit, path: string) => {
      for (const persona of route.personas) {
        if (process.env.EVERY_FORM_TRACE) console.log(`[every-form] open ${path} as ${persona} (${seconds()} s)`);
        const page = personas.page(persona);
        await open(page, path);
        if (!patternRegExp(route.pattern).test(new URL(page.url()).pathname) && persona !== route.personas.at(-1)) continue;
        for (const link of await linksOnPage(page)) links.add(link);
        const { forms, signInWanted } = await formsOnPage(page);
        const fresh: FoundForm[] = [];
        for (const { form, reach } of forms) {
          // One form over several tabs (the player editor) is filled tab by tab.
          const key = reach.tab && form.inTabPanel && !/^profile-tab-/.test(form.key) ? `${form.key} @${reach.tab}` : form.key;
          if (found.has(key)) continue;
          const entry: FoundForm = { form, reach, route, path, persona };
          found.set(key, entry);
          fresh.push(entry);
        }
        for (const entry of fresh) await handle(entry);
        if (!signInWanted) return;
      }
    };

    // EVERY_FORM_ROUTES=<regexp of route names> walks only those (to look at one form quickly; the counts check is then off).
    const only = process.env.EVERY_FORM_ROUTES ? new RegExp(process.env.EVERY_FORM_ROUTES) : null;
    const visits = routeVisits().filter((route) => !only || only.test(route.name));
    for (const route of visits.filter((candidate) => !hasParams(candidate.pattern))) await visit(route, route.pattern);
    // Routes with parameters: the paths the pages (or the data) link to, an edit page from its list.
    const unreached: string[] = [];
    for (const route of visits.filter((candidate) => hasParams(candidate.pattern))) {
      const matching = [...links].filter((link) => patternRegExp(route.pattern).test(link.split('?')[0]));
      if (matching.length === 0) unreached.push(`${route.name} (${route.pattern})`);
      for (const path of matching.slice(0, route.name === 'adminContent' ? 10 : 1)) await visit(route, path);
    }
    // Links with a query that show another form of a page: each step of the sign-up, the reset link an email brought.
    const stepsSeen = new Set<string>();
    for (const link of [...links].filter((candidate) => candidate.includes('?'))) {
      const route = visits.find((candidate) => patternRegExp(candidate.pattern).test(link.split('?')[0]));
      const query = new URLSearchParams(link.split('?')[1]);
      const step = `${route?.name} ${query.get('step')} ${query.get('account')}`;
      if (!route || !(query.has('token') || (query.has('step') && !stepsSeen.has(step)))) continue;
      stepsSeen.add(step);
      await visit(route, link);
    }

    console.log(
      `[every-form] forms found ${found.size}, forms submitted ${counts.submitted}, fields filled ${counts.fields}, submissions saved and read back ${counts.readBack}, ` +
        `not submitted by rule ${counts.excluded}, forms with no field (a button) ${counts.noFields}, in ${seconds()} s` +
        (unreached.length ? `; routes with parameters nothing links to: ${unreached.join(', ')}` : ''),
    );
    await personas.close();
    expect(findings.all, findings.all.join('\n')).toEqual([]);
    expect(counts.readBack, 'every form submitted is read back').toBe(counts.submitted);
    // The walk must have reached the areas' forms at all (a blank SPA finds none and would pass).
    if (!only) expect(found.size, 'forms found').toBeGreaterThan(30);
  });
});
