// Every form, every field (issue 19): every route of the route table is opened as a persona allowed to see it; each
// form found there (and behind its tabs and "Add" buttons) is filled in every field with a realistic valid value,
// submitted, and read back where it is saved. A new form is found without editing this file; one the filler cannot
// fill, or that no read-back rule covers, fails the run with its name.
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { tokenFor as demoToken } from './support/forms/api';
import { describeForms, type FieldInfo, type FormInfo } from './support/forms/discover';
import { CannotFill, fillForm, type FillContext, type Filled } from './support/forms/fill';
import { holds, jsonHolds, ruleFor, type RunContext } from './support/forms/read-back';
import { type PersonaName } from './support/forms/routes';
import { bringIntoView, formsOnPage, hasParams, linksOnPage, open, patternRegExp, routeVisits, settle, type FoundForm } from './support/forms/walk';
import { samePath } from './support/pages';

const PASSWORD = 'Forms-guard-2026';
/** Letters only: names refuse digits. */
const stampOf = (seed: number) => seed.toString(26).split('').map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

interface Persona {
  name: PersonaName;
  token: string;
  context: BrowserContext;
  page: Page;
}

// Opt-in (EVERY_FORM=1) until the findings it reports are fixed (docs in the closing note of issue 19): a red guard in
// the shared run would hold back every other change.
describe.runIf(process.env.EVERY_FORM)('every form, every field', () => {
  const browser = useBrowser();

  it('fills every field of every form the route table leads to, submits it, and reads every value back', { timeout: 600_000 }, async () => {
    const { apiUrl, webUrl } = browser;
    const stamp = stampOf(Date.now() % 26 ** 7);
    let accounts = 0;
    const fresh: Record<string, { username: string; email: string; token: string }> = {};

    const call = async <T>(path: string, init: { token?: string; json?: unknown } = {}): Promise<T> => {
      const response = await fetch(`${apiUrl}${path}`, {
        method: init.json !== undefined ? 'POST' : 'GET',
        headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    };
    const freshAccount = async (kind: 'candidate' | 'employer') => {
      accounts += 1;
      const username = `fg${stamp}${kind[0]}${accounts}`;
      const email = `${username}@example.com`;
      const names = { first_name: 'Formsguard', last_name: `Tester${stampOf(accounts)}` };
      const body =
        kind === 'candidate'
          ? { ...names, username, email, password: PASSWORD, confirm_password: PASSWORD, profile_type: 'coach', membership: 'FREE', terms: true }
          : { ...names, company_name: `Formsguard FC ${stamp}${stampOf(accounts)}`, username, email, password: PASSWORD, confirm_password: PASSWORD, terms: true };
      await call(kind === 'candidate' ? '/candidate-register' : '/employer-register', { json: body });
      return { username, email };
    };
    const adminToken = await demoToken(apiUrl, 'admin');
    for (const kind of ['candidate', 'employer'] as const) {
      const account = await freshAccount(kind);
      fresh[kind] = { ...account, token: await demoToken(apiUrl, account.username, PASSWORD) };
    }
    // Premium and standard jobs cost credits: the fresh employer gets some, as an administrator would give them.
    const employerId = (JSON.parse(Buffer.from(fresh.employer.token.split('.')[1], 'base64url').toString()) as { id: number }).id;
    await call(`/admin-api/users/${employerId}/credits`, { token: adminToken, json: { standardCredits: 20, premiumCredits: 20 } });

    const tokens: Record<PersonaName, string> = { visitor: '', candidate: fresh.candidate.token, employer: fresh.employer.token, admin: adminToken };
    const chromium: Browser = browser.page.context().browser()!;
    const personas = {} as Record<PersonaName, Persona>;
    for (const name of Object.keys(tokens) as PersonaName[]) {
      const context = await chromium.newContext({ baseURL: webUrl, viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      await context.addInitScript((token) => {
        if (sessionStorage.getItem('forms-guard-own-session')) return;
        if (token) localStorage.setItem('token', token);
        else localStorage.removeItem('token');
      }, tokens[name]);
      personas[name] = { name, token: tokens[name], context, page: await context.newPage() };
    }

    const links = new Set<string>();
    // Each finding is printed as it is found too, so a run stopped early still tells what it saw.
    const failures: string[] = new Proxy([] as string[], {
      get(target, property, receiver) {
        if (property === 'push') return (...items: string[]) => (items.forEach((item) => console.log(`[every-form] FINDING ${item}`)), target.push(...items));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const found = new Map<string, FoundForm>();
    const counts = { forms: 0, submitted: 0, fields: 0, readBack: 0, excluded: 0, noFields: 0 };
    const fillContext = (values: Record<string, string> = {}): FillContext => ({ stamp, password: PASSWORD, values, lookups: ['Formsguard', 'unit', 'city', 'rove'] });

    const run = (found: FoundForm): RunContext => ({
      apiUrl,
      stamp,
      password: PASSWORD,
      pagePath: found.path,
      persona: found.persona,
      token: async (persona) => tokens[persona],
      get: (path, persona) => call(path, { token: tokens[persona] }),
      freshAccount,
      addLink: (path) => links.add(path),
    });

    /** The form on the page again: by key, by test id, else the one holding most of the filled fields. */
    const findAgain = async (page: Page, form: FormInfo, filled: Filled[]): Promise<FormInfo | undefined> => {
      const forms = await describeForms(page);
      const names = new Set(filled.map((entry) => entry.field.name));
      return (
        forms.find((candidate) => candidate.key === form.key) ??
        forms.find((candidate) => !!form.testId && candidate.testId === form.testId) ??
        forms.map((candidate) => ({ candidate, score: candidate.fields.filter((field) => names.has(field.name)).length })).sort((a, b) => b.score - a.score).find((entry) => entry.score > 0)?.candidate
      );
    };

    /** Submits and waits for the outcome: a success toast or a new address is saved; an error toast or field error is not. */
    const submit = async (page: Page, form: FormInfo, quiet: boolean): Promise<string | null> => {
      const before = page.url();
      await page.locator('.Toastify__toast').evaluateAll((toasts) => toasts.forEach((toast) => toast.remove())).catch(() => undefined);
      if (form.submitSelector) await page.locator(form.submitSelector).click();
      else {
        // Filters without a button apply as they change; a text field takes Enter.
        const text = form.fields.find((field) => ['text', 'search'].includes(field.kind));
        if (text) await page.locator(text.selector).press('Enter');
      }
      const started = Date.now();
      const deadline = started + 15_000;
      while (Date.now() < deadline) {
        const error = page.locator('.Toastify__toast--error');
        if (await error.count()) return `error shown: "${(await error.first().textContent())?.trim()}"`;
        const fieldErrors = await page.locator(`${form.selector} .field__error, ${form.selector} [role="alert"]`).allTextContents().catch(() => []);
        if (fieldErrors.length) return `refused: ${fieldErrors.map((text) => text.trim()).join('; ')}`;
        if (await page.locator('.Toastify__toast--success').count()) return null;
        if (page.url() !== before) return null;
        if (await page.locator('main [role="status"]:visible, .form-success:visible, .notice--success:visible').count()) return null;
        // A form that answers inside itself (the footer newsletter: "check your inbox").
        if ((await page.locator(`${form.selector} [role="status"]`).allTextContents().catch(() => [])).some((text) => text.trim())) return null;
        if (quiet && Date.now() - started > 1_500) return null;
        await page.waitForTimeout(200);
      }
      return 'no success shown within 15 s';
    };

    const readBack = async (found: FoundForm, filled: Filled[], page: Page): Promise<string[]> => {
      const rule = ruleFor(found.form.key)!.readBack!;
      const missing: string[] = [];
      const stored = filled.filter((entry) => !(ruleFor(found.form.key)!.notStored ?? []).includes(entry.field.name));
      const context = run(found);
      if (rule.how === 'check') {
        await rule.check(context, filled, page);
        if (!samePath(new URL(page.url()).pathname, found.path) && !page.url().includes('/add-team/')) return missing;
      }
      if (rule.how === 'api') {
        const json = JSON.stringify(await context.get(await rule.path(context, filled), rule.persona ?? found.persona));
        for (const entry of stored) if (!jsonHolds(json, entry)) missing.push(`${entry.field.name}=${entry.value}`);
        return missing;
      }
      if (rule.how === 'page-text' || rule.how === 'inputs' || rule.how === 'check') {
        const url = rule.how !== 'check' && rule.url ? await rule.url(context, filled) : rule.how === 'check' ? page.url() : null;
        if (url) await open(page, url);
        else if (!(rule.how === 'inputs' && rule.sameView)) {
          await page.reload({ waitUntil: 'domcontentloaded' });
          await settle(page);
          // A search that led to a results page is read there; a form of this page is brought back into view.
          if (samePath(new URL(page.url()).pathname, found.path)) await bringIntoView(page, found.reach);
        }
        if (rule.how === 'page-text') {
          const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').toLowerCase();
          for (const entry of stored) {
            if (entry.field.kind === 'file') continue;
            if (!entry.shown.some((shown) => text.includes(shown.toLowerCase()))) missing.push(`${entry.field.name}=${entry.value}`);
          }
          return missing;
        }
        const again = await findAgain(page, found.form, stored);
        // A search that leads to another page's search form: the value is found in that form's field of the same kind.
        const everyField = (await describeForms(page)).flatMap((form) => form.fields);
        for (const entry of stored) {
          const now: FieldInfo | undefined =
            again?.fields.find((field) => field.name === entry.field.name) ?? everyField.find((field) => field.kind === entry.field.kind && holds(entry, field));
          if (!holds(entry, now)) missing.push(`${entry.field.name}: filled ${JSON.stringify(entry.value)}, found ${now ? JSON.stringify(now.value) : 'no such field'}`);
        }
      }
      return missing;
    };

    const began = Date.now();
    const handle = async (entry: FoundForm): Promise<void> => {
      const { form } = entry;
      const name = `form "${form.key}" (${form.title}) on ${entry.path} as ${entry.persona}`;
      const rule = ruleFor(form.key);
      if (!rule?.readBack && !rule?.notSubmitted) {
        failures.push(`form ${form.key} has no read-back (${form.title}, on ${entry.path} as ${entry.persona}; fields ${form.fields.map((field) => field.name).join(', ')})`);
        return;
      }
      if (rule.notSubmitted) {
        counts.excluded += 1;
        return;
      }
      if (form.fields.length === 0) {
        counts.noFields += 1;
        return;
      }
      const page = personas[entry.persona].page;
      await open(page, entry.path);
      await bringIntoView(page, entry.reach);
      await page.locator(form.selector).scrollIntoViewIfNeeded().catch(() => undefined);
      await page.waitForTimeout(300);
      const current = (await findAgain(page, form, [])) ?? form;
      let filled: Filled[];
      try {
        ({ filled } = await fillForm(page, current, fillContext(rule.values ? await rule.values(run(entry)) : {}), rule.leaveEmpty));
      } catch (error) {
        if (error instanceof CannotFill) failures.push(error.message.replace(`form "${current.key}"`, name));
        else failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
        await browser.screenshot(`every-form-${form.key}`).catch(() => undefined);
        return;
      }
      counts.fields += filled.length;
      const refused = await submit(page, current, !!rule.quiet);
      counts.submitted += 1;
      if (refused) {
        failures.push(`${name}: not saved, ${refused}; filled ${filled.map((item) => `${item.field.name}=${item.value}`).join(', ')}`);
        return;
      }
      try {
        const missing = await readBack(entry, filled, page);
        if (missing.length) failures.push(`${name}: saved, but not read back: ${missing.join('; ')}`);
        else counts.readBack += 1;
      } catch (error) {
        failures.push(`${name}: reading back failed: ${(error as Error).message.split('\n')[0]}`);
      }
      if (rule.changesSession) await page.evaluate(() => localStorage.removeItem('token'));
      console.log(`[every-form] ${name}: ${filled.length} fields (${Math.round((Date.now() - began) / 1000)} s)`);
    };

    /** Opens a route's path as the first persona that is not sent elsewhere, and handles each form not seen before. */
    const visit = async (route: ReturnType<typeof routeVisits>[number], path: string) => {
      for (const persona of route.personas) {
        if (process.env.EVERY_FORM_TRACE) console.log(`[every-form] open ${path} as ${persona} (${Math.round((Date.now() - began) / 1000)} s)`);
        const page = personas[persona].page;
        await open(page, path);
        const landed = new URL(page.url()).pathname;
        if (!patternRegExp(route.pattern).test(landed) && persona !== route.personas.at(-1)) continue;
        for (const link of await linksOnPage(page)) links.add(link);
        const forms = await formsOnPage(page);
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
        return;
      }
    };

    const visits = routeVisits();
    for (const route of visits.filter((candidate) => !hasParams(candidate.pattern))) await visit(route, route.pattern);
    // Routes with parameters: the paths the pages link to (an edit page from its list) or that a read-back found.
    const unreached: string[] = [];
    for (const route of visits.filter((candidate) => hasParams(candidate.pattern))) {
      const matching = [...links].filter((link) => patternRegExp(route.pattern).test(link.split('?')[0]));
      if (matching.length === 0) {
        unreached.push(`${route.name} (${route.pattern})`);
        continue;
      }
      for (const path of matching.slice(0, route.name === 'adminContent' ? 10 : 1)) await visit(route, path);
    }
    // The reset link an email brought: the reset form.
    for (const link of [...links].filter((candidate) => candidate.includes('?token='))) {
      const route = visits.find((candidate) => patternRegExp(candidate.pattern).test(link.split('?')[0]));
      if (route) await visit(route, link);
    }

    counts.forms = found.size;
    console.log(
      `[every-form] forms found ${counts.forms}, forms submitted ${counts.submitted}, fields filled ${counts.fields}, submissions saved and read back ${counts.readBack}, not submitted by rule ${counts.excluded}, forms with no field (a button) ${counts.noFields}` +
        (unreached.length ? `; routes with parameters no page links to: ${unreached.join(', ')}` : ''),
    );
    for (const persona of Object.values(personas)) await persona.context.close();
    expect(failures, failures.join('\n')).toEqual([]);
    // The walk must have reached the areas' forms at all (a blank SPA finds none and would pass).
    expect(counts.forms, 'forms found').toBeGreaterThan(30);
  });
});
