// Fills a form generically, by each field's kind and name, with realistic valid values, and records what it put
// where. A field it cannot fill is an error that names the form and the field.
import type { Locator, Page } from 'playwright-core';
import { tinyPdf, tinyPng } from '../files';
import { describeForms, type FieldInfo, type FormInfo } from './discover';

export interface FillContext {
  /** Letters only (names refuse digits), unique to the run: every text value carries it, so read-back can find it. */
  stamp: string;
  password: string;
  /** Values a field must hold because they name something on the server (a login of a fresh account). */
  values?: Record<string, string>;
  /** Texts typed into an AsyncSelect (4+ characters) until one shows options. */
  lookups: string[];
}

export interface Filled {
  field: FieldInfo;
  /** What was put in: the text, the number, the date as YYYY-MM-DD, the option value(s) joined by '|', 'true'. */
  value: string;
  /** How the value is shown: option labels, a file's name. */
  shown: string[];
}

export class CannotFill extends Error {}

const DAY = 86_400_000;
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const cap = (value: string, max?: number) => (max && value.length > max ? value.slice(0, max) : value);
const title = (text: string) => text.replace(/[*:]/g, '').trim().split(/\s+/).slice(0, 4).map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');

/** The word-ish name of a field: its name and label together, lower case. */
const words = (field: FieldInfo) => `${field.name} ${field.label}`.toLowerCase();

/** Letters that differ at each call: an account's login and email must be new on every form that makes one. */
let accountsMade = 0;
const nextAccountTag = () => (accountsMade += 1).toString(26).split('').map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

/** A text value for a text-like input, chosen by what the field is about. */
export function textFor(field: FieldInfo, ctx: FillContext): string {
  const w = words(field);
  const s = ctx.stamp;
  const override = ctx.values?.[field.name];
  if (override !== undefined) return override;
  if (field.kind === 'password') return ctx.password;
  if (field.kind === 'email' || /e-?mail/.test(w)) return `${field.name.replace(/[^a-z]/gi, '').toLowerCase() || 'mail'}.${s}${nextAccountTag()}@example.com`;
  if (field.kind === 'tel' || /phone|mobile|\btel\b/.test(w)) return '+441134960000';
  if (/youtube|video/.test(w)) return 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  if (/facebook|\bfb\b|cand_fb|emp_fb/.test(w)) return `https://www.facebook.com/${s}`;
  if (/twit/.test(w)) return `https://twitter.com/${s}`;
  if (/linked/.test(w)) return `https://www.linkedin.com/in/${s}`;
  if (/google/.test(w)) return `https://www.google.com/maps/${s}`;
  if (field.kind === 'url' || /\burl\b|website|_web\b|link/.test(w)) return `https://www.example.com/${s}`;
  if (field.kind === 'search' || /search|keyword/.test(w)) return 'coach';
  if (/season/.test(w)) return '2024-25';
  if (/(^|_)est\b|founded|established/.test(w)) return '1998-05-01';
  if (/(^|_)nos\b|employees|staff size/.test(w)) return '51-200';
  if (/slug|permalink/.test(w)) return `forms-guard-${s}`;
  if (/user_?login|username/.test(w)) return `fg${s}${nextAccountTag()}`;
  if (/first_?name/.test(w)) return `Jordan${title(s)}`;
  if (/last_?name|surname/.test(w)) return `Reeves${title(s)}`;
  if (/city|town|place/.test(w)) return `Leeds ${title(s)}`;
  if (/\bage\b/.test(w)) return '24';
  if (/shift/.test(w)) return `Evenings and weekends ${s}`;
  if (/name|title|subject|headline|heading|standing/.test(w)) return cap(`${title(field.label || field.name) || 'Entry'} ${title(s)}`, field.maxLength);
  return cap(`Forms guard ${field.label || field.name} ${s}`.replace(/\s+/g, ' '), field.maxLength);
}

/** Realistic sentences for a textarea or a rich-text editor. */
export function sentencesFor(field: FieldInfo, ctx: FillContext): string {
  const override = ctx.values?.[field.name];
  if (override !== undefined) return override;
  return cap(`We train players every week and plan each session with care. Ask us about ${field.label || field.name} (${ctx.stamp}).`, field.maxLength);
}

/** A number within the input's min and max that keeps to its step. */
export function numberFor(field: FieldInfo, ctx: FillContext): string {
  const override = ctx.values?.[field.name];
  if (override !== undefined) return override;
  const w = words(field);
  if (field.inputMode === 'numeric' && /\bage\b/.test(w)) return '24';
  // A player's goals and assists in one match cannot exceed his club's score there, which the row does not show.
  if (/^appearances\[\d+\]\.(goals|assists)$/.test(field.name)) return '0';
  const min = field.min !== undefined && field.min !== '' ? Number(field.min) : undefined;
  const max = field.max !== undefined && field.max !== '' ? Number(field.max) : undefined;
  const decimals = field.inputMode === 'decimal' ? 2 : field.step && field.step !== 'any' && field.step.includes('.') ? field.step.split('.')[1].length : 0;
  let value: number;
  if (/salary|value|price|amount/.test(w)) value = 42000 + (decimals ? 0.5 : 0);
  else if (/height/.test(w)) value = 182;
  else if (/weight/.test(w)) value = 76;
  else if (/minute/.test(w)) value = 78;
  else if (/rating/.test(w)) value = 7.5;
  else value = 3;
  if (max !== undefined && value > max) value = decimals ? Math.round(((min ?? 0) + (max - (min ?? 0)) * 0.75) * 10 ** decimals) / 10 ** decimals : Math.floor(((min ?? 0) + max) / 2);
  if (min !== undefined && value < min) value = min + 1 <= (max ?? Infinity) ? min + 1 : min;
  return String(value);
}

/** A date: in the past for births, foundations and the start of a range; otherwise ahead (deadlines). */
export function dateFor(field: FieldInfo, ctx: FillContext): string {
  const override = ctx.values?.[field.name];
  if (override !== undefined) return override;
  const w = words(field);
  if (/birth|dob/.test(w)) return '1999-04-12';
  if (/(^|\W|_)(from|start|since|est)(\W|_|$)/.test(w)) return isoDay(-40);
  if (/(^|\W|_)(to|until|end)(\W|_|$)/.test(w) && !/deadline/.test(w)) return isoDay(-5);
  return isoDay(30);
}

/** A non-default option: not the empty "Choose" one and not the one chosen already; the second such when there is one. */
export function optionFor(field: FieldInfo): { value: string; label: string } | undefined {
  const usable = (field.options ?? []).filter((option) => option.value !== '' && option.value !== field.value);
  return usable[1] ?? usable[0];
}

/** A field is there or not: a short wait is enough (the page has settled before the form is filled). */
const DEFAULT_WAIT = 3_000;

async function chooseReactSelect(page: Page, widget: Locator, field: FieldInfo, ctx: FillContext): Promise<string[]> {
  const menuOptions = widget.locator('[id*="-option-"]');
  const isCreate = async () => /^(add|create)\b/i.test(((await menuOptions.first().textContent()) ?? '').trim());
  const input = widget.locator('input').first();
  const picked: string[] = [];
  const wanted = field.kind === 'react-select-multi' ? 2 : 1;
  const open = async () => {
    await input.click({ force: true });
    await widget.locator('[class*="-menu"]').first().waitFor({ timeout: 1_000 }).catch(() => undefined);
  };
  await open();
  const plain = (await menuOptions.count()) > 0;
  if (!plain) {
    // An AsyncSelect: it asks the API once four characters are typed.
    // A creatable list with no options of its own (languages) takes a real word as a new entry.
    let creatable = false;
    for (const lookup of [...ctx.lookups, 'English']) {
      await input.fill(lookup);
      try {
        await menuOptions.first().waitFor({ state: 'visible', timeout: 2_500 });
        if (!(await isCreate())) break;
        creatable = true;
      } catch {
        /* try the next text */
      }
    }
    if ((await menuOptions.count()) === 0) throw new CannotFill(`no option appeared after typing ${ctx.lookups.join(', ')}`);
    if (creatable && (await isCreate())) {
      await menuOptions.first().click();
      await page.keyboard.press('Escape').catch(() => undefined);
      return ['English'];
    }
    const label = ((await menuOptions.first().textContent()) ?? '').trim();
    await menuOptions.first().click();
    return [label];
  }
  for (let index = 0; picked.length < wanted; index += 1) {
    const count = await menuOptions.count();
    if (count === 0) break;
    // Skip a "Create …" entry of a creatable select and options chosen already (a multi-select hides those).
    const candidate = menuOptions.nth(Math.min(index + 1, count - 1));
    const label = ((await candidate.textContent()) ?? '').trim();
    if (!label || picked.includes(label) || /^(add|create)\b/i.test(label)) {
      if (index > count) break;
      continue;
    }
    await candidate.click();
    picked.push(label);
    if (picked.length < wanted) await open();
  }
  await page.keyboard.press('Escape').catch(() => undefined);
  if (picked.length === 0) throw new CannotFill('its menu offered no option');
  return picked;
}

/** The options of a select that loads them (authors, categories): read again once more than the empty one shows. */
async function optionsLoaded(select: Locator): Promise<{ value: string; label: string }[]> {
  await select.locator('option:not([value=""]) >> nth=1').waitFor({ state: 'attached', timeout: 3_000 }).catch(() => undefined);
  return select.locator('option').evaluateAll((options) => options.map((option) => ({ value: (option as HTMLOptionElement).value, label: (option.textContent ?? '').trim() })));
}

/** Puts a value into one field and answers what it put there. */
export async function fillField(page: Page, field: FieldInfo, ctx: FillContext): Promise<Filled> {
  const target = page.locator(field.selector).first();
  const numeric = field.kind === 'text' && (field.inputMode === 'numeric' || field.inputMode === 'decimal');
  switch (numeric ? 'number' : field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
    case 'password':
    case 'search': {
      const value = textFor(field, ctx);
      await target.fill(value, { timeout: DEFAULT_WAIT });
      return { field, value, shown: [value] };
    }
    case 'textarea': {
      const value = sentencesFor(field, ctx);
      await target.fill(value, { timeout: DEFAULT_WAIT });
      return { field, value, shown: [value] };
    }
    case 'rich-text': {
      const value = sentencesFor(field, ctx);
      await target.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      // Key by key, as a person types into the editor; a loaded machine once took longer than the 5-s default.
      await target.pressSequentially(value, { delay: 0, timeout: 30_000 });
      await target.blur();
      return { field, value, shown: [value] };
    }
    case 'number': {
      const value = numberFor(field, ctx);
      await target.fill(value, { timeout: DEFAULT_WAIT });
      return { field, value, shown: [value] };
    }
    case 'date': {
      const value = dateFor(field, ctx);
      await target.fill(value, { timeout: DEFAULT_WAIT });
      return { field, value, shown: [value] };
    }
    case 'datetime-local': {
      const value = `${dateFor(field, ctx)}T10:30`;
      await target.fill(value, { timeout: DEFAULT_WAIT });
      return { field, value, shown: [value] };
    }
    case 'select': {
      const option = optionFor(field) ?? optionFor({ ...field, options: await optionsLoaded(target) });
      if (!option) throw new CannotFill('it has no option to choose');
      await target.selectOption(option.value, { timeout: DEFAULT_WAIT });
      return { field, value: option.value, shown: [option.label] };
    }
    case 'select-multiple': {
      const options = (field.options ?? []).filter((option) => option.value !== '').slice(0, 2);
      if (options.length === 0) throw new CannotFill('it has no option to choose');
      await target.selectOption(options.map((option) => option.value));
      return { field, value: options.map((option) => option.value).join('|'), shown: options.map((option) => option.label) };
    }
    case 'checkbox': {
      const override = ctx.values?.[field.name];
      const checked = override !== undefined ? override === 'true' : true;
      await target.setChecked(checked, { force: true, timeout: DEFAULT_WAIT });
      return { field, value: String(checked), shown: [] };
    }
    case 'radio': {
      const option = optionFor(field);
      if (!option) throw new CannotFill('it has no other option to choose');
      const radio = target.locator(`input[type="radio"][value="${option.value}"]`);
      await radio.check({ force: true, timeout: DEFAULT_WAIT }).catch(async (error: Error) => {
        // A controlled radio a loaded page re-renders late reads unchecked right after the click: click it in the page
        // and give the state the usual wait; a radio that still does not change fails with the first error.
        await radio.evaluate((element: HTMLInputElement) => element.click());
        const deadline = Date.now() + DEFAULT_WAIT;
        while (!(await radio.isChecked())) {
          if (Date.now() > deadline) throw error;
          await page.waitForTimeout(100);
        }
      });
      return { field, value: option.value, shown: [option.label] };
    }
    case 'checkbox-group': {
      const options = (field.options ?? []).slice(0, 2);
      for (const option of options) await target.locator(`input[type="checkbox"][value="${option.value}"]`).check({ force: true });
      return { field, value: options.map((option) => option.value).join('|'), shown: options.map((option) => option.label) };
    }
    case 'react-select':
    case 'react-select-multi': {
      const labels = await chooseReactSelect(page, target, field, ctx);
      return { field, value: labels.join('|'), shown: labels };
    }
    case 'file': {
      const pdf = /pdf|document|\.doc/i.test(field.accept ?? '') || !/image/i.test(field.accept ?? '');
      const name = pdf ? `forms-guard-${ctx.stamp}.pdf` : `forms-guard-${ctx.stamp}.png`;
      await target.setInputFiles({ name, mimeType: pdf ? 'application/pdf' : 'image/png', buffer: pdf ? tinyPdf() : tinyPng() });
      return { field, value: name, shown: [name] };
    }
    default:
      throw new CannotFill(`no filler for inputs of type "${field.kind}"`);
  }
}

/**
 * Fills every field of the form, then the fields that filling made appear (an external link once "apply on another
 * site" is chosen), until no new field shows; a dialog of steps is filled step by step through its "Next" button.
 * Disabled and read-only fields are left as they are.
 */
export async function fillForm(page: Page, form: FormInfo, ctx: FillContext): Promise<{ form: FormInfo; filled: Filled[] }> {
  const filled: Filled[] = [];
  const done = new Set<string>();
  let current = form;
  for (let pass = 0; pass < 8; pass += 1) {
    const pending = current.fields.filter((field) => !done.has(rowOf(field.name)) && !field.disabled && !field.readOnly);
    if (pending.length === 0 && !current.nextSelector) break;
    for (const field of pending) {
      if (done.has(rowOf(field.name))) continue;
      done.add(rowOf(field.name));
      try {
        filled.push(await fillField(page, field, ctx));
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new CannotFill(`form "${form.key}" (${form.title}): cannot fill field "${field.name}" (${field.kind}, label "${field.label}"): ${reason}`);
      }
    }
    if (pending.length === 0 && current.nextSelector) await nextStep(page, current);
    const again = await sameFormNow(page, form);
    if (!again) break;
    current = again;
  }
  return { form: current, filled };
}

/**
 * The same field of every row of a table (`appearances[3].goals`, the third "Started" box) is one field: its first
 * row is filled. A player's 28 appearances would otherwise take 500 fills of the same few kinds.
 */
const rowOf = (name: string) => name.replace(/\[\d+\]/g, '[]').replace(/#\d+$/, '');

/** The form found again among the page's forms (same key, else same place), after filling changed it. */
async function sameFormNow(page: Page, form: FormInfo): Promise<FormInfo | undefined> {
  const forms = await describeForms(page);
  const again = forms.find((candidate) => candidate.key === form.key) ?? forms.find((candidate) => candidate.selector === form.selector);
  return again && { ...again, key: form.key };
}

/** Goes on to a dialog's next step; a step that refuses to go on names its error. */
async function nextStep(page: Page, form: FormInfo): Promise<void> {
  const step = await page.locator(`${form.selector} [data-step]`).first().getAttribute('data-step').catch(() => null);
  await page.locator(form.nextSelector!).click();
  if (step !== null) {
    await page.locator(`${form.selector} [data-step]:not([data-step="${step}"])`).first().waitFor({ timeout: 3_000 }).catch(async () => {
      const errors = await page.locator(`${form.selector} .field__error`).allTextContents();
      throw new CannotFill(`form "${form.key}" (${form.title}): step ${step} does not go on: ${errors.join('; ') || 'no error shown'}`);
    });
  }
}
