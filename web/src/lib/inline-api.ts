import { readStoredToken } from './session-storage';

/** Must match the web server's element id (api/src/web-origin/inline-api.ts). */
const ELEMENT_ID = 'fj-inline-api';

let answers: Record<string, unknown> | undefined;

function readAnswers(): Record<string, unknown> {
  if (answers === undefined) {
    try {
      const parsed: unknown = JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? '{}');
      answers = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      answers = {};
    }
  }
  return answers;
}

/**
 * The API answer the web server put in the page for `url` (a job page's detail), so the first render needs no round
 * trip: given once — a later read of the same URL asks the API — and only to a visitor without a session, since the
 * server read it anonymously (a signed-in reader's answer may differ, e.g. the job's premium `access` flag).
 */
export function takeInlineAnswer<T>(url: string): T | undefined {
  const all = readAnswers();
  if (!(url in all)) return undefined;
  const answer = all[url] as T;
  delete all[url];
  return readStoredToken() ? undefined : answer;
}
