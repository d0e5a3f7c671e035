// Submits a form and waits for its outcome as it happens: the API's answer to the save, then the page's signal.
// No fixed sleep: a save is over when its requests are answered, a refusal when an error shows.
import type { Page, Request } from 'playwright-core';
import type { FormInfo } from './discover';

/** Longest wait for an outcome; reached only when a form shows nothing at all (itself a finding). */
const OUTCOME_LIMIT = 15_000;
/** A search or filter sends nothing to save: with no error this long after submitting, it is done. */
const QUIET_AFTER = 800;
/** A save answered by the API with no message of its own is done once nothing more is sent for this long. */
const SILENT_SAVE_AFTER = 600;

const ERROR_TOAST = '.Toastify__toast--error';
/** The confirm button of the question a ConfirmDialog asks. */
const CONFIRM_BUTTON = '[role="dialog"]:has([data-testid="confirm-question"]) .modal__footer button:last-child';
const SUCCESS_SIGNAL = '.Toastify__toast--success, main [role="status"]:visible, .form-success:visible, .notice--success:visible';

/** Tracks the page's requests that change something (not GET) to the API while a form is submitted. */
function trackSaves(page: Page, apiUrl: string) {
  const pending = new Set<Request>();
  const failed: string[] = [];
  const thrown: string[] = [];
  const onError = (error: Error) => thrown.push(error.message.split('\n')[0]);
  let answered = 0;
  let lastChange = Date.now();
  const isSave = (request: Request) => request.method() !== 'GET' && request.method() !== 'OPTIONS' && request.url().startsWith(apiUrl);
  const onRequest = (request: Request) => {
    if (!isSave(request)) return;
    pending.add(request);
    lastChange = Date.now();
  };
  const onDone = async (request: Request) => {
    if (!pending.delete(request)) return;
    lastChange = Date.now();
    const response = await request.response().catch(() => null);
    if (!response) failed.push(`${request.method()} ${new URL(request.url()).pathname} got no answer`);
    else if (response.status() >= 400) {
      const body = await response.text().catch(() => '');
      failed.push(`${request.method()} ${new URL(request.url()).pathname} answered ${response.status()} ${body.slice(0, 300)}`);
    }
    else answered += 1;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('pageerror', onError);
  return {
    get pending() {
      return pending.size;
    },
    get answered() {
      return answered;
    },
    failed,
    /** Errors the page threw meanwhile (a submit handler that crashes sends nothing). */
    thrown,
    quietFor: () => Date.now() - lastChange,
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      page.off('pageerror', onError);
    },
  };
}

/** Errors the page shows for this form: an error toast or a field's message. */
async function shownError(page: Page, form: FormInfo): Promise<string | null> {
  const toast = page.locator(ERROR_TOAST);
  if (await toast.count()) return `error shown: "${(await toast.first().textContent())?.trim()}"`;
  const fieldErrors = (await page.locator(`${form.selector} .field__error, ${form.selector} [role="alert"]`).allTextContents().catch(() => [])).filter((text) => text.trim());
  return fieldErrors.length ? `refused: ${fieldErrors.map((text) => text.trim()).join('; ')}` : null;
}

/** Fields the browser itself refuses (min, max, step, pattern): it then sends nothing and shows only a bubble. */
async function invalidFields(page: Page, form: FormInfo): Promise<string | null> {
  const invalid = await page
    .locator(`${form.selector} :invalid:not(form, fieldset)`)
    .evaluateAll((fields) => fields.map((field) => `${field.getAttribute('name') || field.id} "${(field as HTMLInputElement).value}": ${(field as HTMLInputElement).validationMessage}`))
    .catch(() => []);
  return invalid.length ? `the browser refuses ${invalid.join('; ')}` : null;
}

/** A success the page shows: a toast, a status message (also one inside the form: the newsletter's "check your inbox"). */
async function shownSuccess(page: Page, form: FormInfo): Promise<boolean> {
  if (await page.locator(SUCCESS_SIGNAL).count()) return true;
  return (await page.locator(`${form.selector} [role="status"]`).allTextContents().catch(() => [])).some((text) => text.trim());
}

/** Clicks the form's submit (a filter without a button takes Enter in a text field). */
async function pressSubmit(page: Page, form: FormInfo): Promise<void> {
  if (form.submitSelector) {
    await page.locator(form.submitSelector).click();
    return;
  }
  const text = form.fields.find((field) => ['text', 'search'].includes(field.kind));
  if (text) await page.locator(text.selector).press('Enter');
}

/** Submits and answers null when saved, else what went wrong. */
export async function submitForm(page: Page, form: FormInfo, options: { apiUrl: string; quiet: boolean }): Promise<string | null> {
  const before = page.url();
  await page.locator('.Toastify__toast').evaluateAll((toasts) => toasts.forEach((toast) => toast.remove())).catch(() => undefined);
  const saves = trackSaves(page, options.apiUrl);
  try {
    await pressSubmit(page, form);
    const started = Date.now();
    let confirmed = false;
    while (Date.now() - started < OUTCOME_LIMIT) {
      // An account-level action asks "are you sure?" first: the person filling it says yes.
      if (!confirmed && (await page.locator(CONFIRM_BUTTON).count())) {
        await page.locator(CONFIRM_BUTTON).first().click();
        confirmed = true;
      }
      const error = await shownError(page, form);
      if (error) return error;
      if (saves.failed.length) return `the API refused it: ${saves.failed.join('; ')}`;
      if (saves.thrown.length && saves.pending === 0) return `the page threw: ${saves.thrown.join('; ')}`;
      if (saves.pending === 0 && saves.answered === 0 && Date.now() - started > QUIET_AFTER) {
        const invalid = await invalidFields(page, form);
        if (invalid) return invalid;
      }
      if (saves.pending === 0) {
        if ((await shownSuccess(page, form)) || page.url() !== before) return null;
        if (saves.answered > 0 && saves.quietFor() > SILENT_SAVE_AFTER) return null;
        if (options.quiet && saves.answered === 0 && Date.now() - started > QUIET_AFTER) return null;
      }
      await page.waitForTimeout(100);
    }
    return saves.pending ? `the API did not answer within ${OUTCOME_LIMIT / 1000} s` : `nothing was sent and no success shown within ${OUTCOME_LIMIT / 1000} s`;
  } finally {
    saves.stop();
  }
}
