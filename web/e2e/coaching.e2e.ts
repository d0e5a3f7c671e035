// The Employability Hub (issue 23, docs/coaching.md): a coach's free two-lesson course with a quiz; a new candidate
// finds it in the catalogue, enrolls, learns both lessons, fails and then passes the quiz, finishes, downloads the
// certificate PDF and, signed out, opens its public page. Every screen is then looked at on a 390 px phone and in
// Arabic (no Latin UI text, nothing scrolling sideways); screenshots of each step go to the artifacts folder.
import { inflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiToken, registerCandidateViaApi } from './support/accounts';
import { useBrowser } from './support/browser';
import { lookAt as lookAtScreen } from './support/look-at';
import { expectVisible, logIn, waitForPath } from './support/pages';

const WAIT_MS = 20_000;

interface JourneyCourse {
  id: number;
  slug: string;
  title: string;
  lessonIds: [number, number];
}

async function call<T>(apiUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return (JSON.parse(text) as { data: T }).data;
}

/** The coach's course, made through the authoring calls: two lessons (a video, then a quiz), free, published. */
async function coachMakesCourse(apiUrl: string, stamp: string): Promise<JourneyCourse> {
  const token = await apiToken(apiUrl, 'coach');
  const details = {
    title: `Matchday scouting notes ${stamp}`,
    summary: 'Watch a player for ninety minutes and write notes a head of recruitment can use.',
    description: '<p>Two short lessons and a quiz: what to watch, then how to write it down.</p>',
    coverImage: '',
    category: 'scouting',
    level: 'beginner',
    language: 'en',
    priceMinor: null,
    published: false,
  };
  const course = await call<{ id: number; slug: string }>(apiUrl, token, 'POST', '/coaching-admin/courses', details);
  const module = await call<{ id: number }>(apiUrl, token, 'POST', `/coaching-admin/courses/${course.id}/modules`, { title: 'On matchday' });
  const lesson = (title: string, body: string, videoUrl: string | null) =>
    call<{ id: number }>(apiUrl, token, 'POST', '/coaching-admin/lessons', { moduleId: module.id, title, body, videoUrl, durationMinutes: 8, isPreview: false, isRequired: true });
  const first = await lesson('What to watch off the ball', '<p>Start with the movement without the ball: scanning, body shape, the first step.</p>', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  const second = await lesson('Writing the report', '<p>Strengths first, then what the player must work on, each with a moment from the match.</p>', null);
  await call(apiUrl, token, 'PUT', `/coaching-admin/lessons/${second.id}/quiz`, {
    title: 'Check your notes',
    passMarkPercent: 100,
    attemptsAllowed: 3,
    questions: [
      { prompt: 'What does a report name first?', kind: 'single', options: [{ label: 'The strengths', correct: true }, { label: 'The agent', correct: false }] },
      {
        prompt: 'What belongs in the notes?',
        kind: 'multiple',
        options: [{ label: 'Scanning before receiving', correct: true }, { label: 'Body shape', correct: true }, { label: 'The kit colour', correct: false }],
      },
    ],
  });
  await call(apiUrl, token, 'PUT', `/coaching-admin/courses/${course.id}`, { ...details, published: true });
  return { id: course.id, slug: course.slug, title: details.title, lessonIds: [first.id, second.id] };
}

/** The text a PDF shows: its uncompressed objects and its inflated content streams, hex strings of TJ arrays decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      /* not a deflated stream (an image or the QR code's plain drawing) */
    }
  }
  const text = parts.join('\n');
  const decoded = [...text.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?\d*\.?\d*\s*)+)\]\s*TJ/g)].map((array) =>
    [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
  );
  return `${text}\n${decoded.join('\n')}`;
}

async function shot(browser: ReturnType<typeof useBrowser>, name: string): Promise<void> {
  await browser.page.waitForLoadState('networkidle').catch(() => undefined);
  await browser.screenshot(`coaching-${name}`);
}

/** One screen on a phone and in Arabic (support/look-at.ts), screenshots named for this journey. */
const lookAt = (browser: ReturnType<typeof useBrowser>, name: string, path: string, ready: string) =>
  lookAtScreen(browser, (shotName) => shot(browser, shotName), { name, path, ready });

async function answer(page: Page, labels: string[]): Promise<void> {
  const form = page.locator('[data-testid="coaching-quiz-form"]');
  await form.waitFor({ timeout: WAIT_MS });
  for (const label of labels) await form.getByLabel(label, { exact: true }).check();
  await form.locator('[data-testid="coaching-quiz-submit"]').click();
}

describe('Employability Hub', () => {
  const browser = useBrowser();

  it('enroll, learn two lessons, fail and pass the quiz, finish, download the certificate and open its public page', { timeout: 420_000 }, async () => {
    const { page, apiUrl } = browser;
    const stamp = Date.now().toString(36);
    const course = await coachMakesCourse(apiUrl, stamp);
    const learner = await registerCandidateViaApi(apiUrl, 'learner');
    await logIn(page, learner);
    await waitForPath(page, '/candidate/dashboard');

    // The sidebar's Employability Hub leads to My courses (empty), and from there to the catalogue.
    await page.locator('[data-testid="sidebar"]').getByRole('link', { name: 'Enrollments' }).click();
    await waitForPath(page, '/coaching/enrollments/');
    await expectVisible(page, '[data-testid="coaching-enrollments-empty"]');
    await shot(browser, '1-my-courses-empty');
    await page.locator('[data-testid="coaching-enrollments-empty"]').getByRole('link', { name: 'Browse courses' }).click();
    await waitForPath(page, '/coaching');

    // The catalogue: search finds the course.
    await page.locator('[data-testid="coaching-filter-search"]').fill(stamp);
    await page.locator('[data-testid="coaching-filters"]').getByRole('button', { name: 'Search' }).click();
    const card = page.locator('[data-testid="coaching-card"]', { hasText: course.title });
    await card.waitFor({ timeout: WAIT_MS });
    // Until the search answers, the whole catalogue stays on screen (dimmed): wait for the one match.
    await expect.poll(() => page.locator('[data-testid="coaching-card"]').count(), { timeout: WAIT_MS }).toBe(1);
    expect(await card.textContent()).toContain('Free');
    await browser.checkA11y('the catalogue');
    await shot(browser, '2-catalogue');
    const catalogueUrl = new URL(page.url());
    await card.getByRole('link', { name: course.title }).click();
    await waitForPath(page, `/coaching/course/${course.slug}`);

    // The course page: outline, coach; enroll opens the first lesson.
    await expectVisible(page, '[data-testid="coaching-outline"]');
    expect(await page.locator('[data-testid="coaching-outline-lesson"]').count()).toBe(2);
    expect(await page.locator('[data-testid="coaching-coach"]').textContent()).toContain('Cora Coach');
    await browser.checkA11y('the course page');
    await shot(browser, '3-course');
    await page.locator('[data-testid="coaching-enroll"]').click();
    await waitForPath(page, `/coaching/learn/${course.slug}/${course.lessonIds[0]}`);

    // Lesson 1: the video plays from the privacy-enhanced player; mark complete, then on to lesson 2.
    const frame = page.locator('[data-testid="coaching-video"] iframe');
    await frame.waitFor({ timeout: WAIT_MS });
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await page.locator('[data-testid="coaching-progress"]').first().textContent()).toContain('0% complete');
    await browser.checkA11y('the first lesson');
    await shot(browser, '4-lesson-1');
    await page.locator('[data-testid="coaching-mark-complete"]').click();
    await expectVisible(page, '[data-testid="coaching-lesson-done"]');
    await expect.poll(() => page.locator('[data-testid="coaching-progress"]').first().textContent(), { timeout: WAIT_MS }).toContain('50% complete');
    await page.locator('[data-testid="coaching-next"]').click();
    await waitForPath(page, `/coaching/learn/${course.slug}/${course.lessonIds[1]}`);

    // Lesson 2: the quiz. Wrong answers first: the server marks them and shows the right options.
    expect(await page.locator('[data-testid="coaching-mark-complete"]').count()).toBe(0);
    await answer(page, ['The agent', 'The kit colour']);
    const outcome = page.locator('[data-testid="coaching-quiz-outcome"]');
    await outcome.waitFor({ timeout: WAIT_MS });
    expect(await outcome.getAttribute('data-passed')).toBe('false');
    expect(await outcome.textContent()).toContain('You scored 0%');
    await browser.checkA11y('the failed quiz');
    await shot(browser, '5-quiz-failed');
    await page.locator('[data-testid="coaching-quiz-retry"]').click();
    await answer(page, ['The strengths', 'Scanning before receiving', 'Body shape']);
    await expect.poll(() => outcome.getAttribute('data-passed'), { timeout: WAIT_MS }).toBe('true');
    expect(await outcome.textContent()).toContain('You scored 100%');
    await shot(browser, '6-quiz-passed');
    // Passing a quiz completes its lesson on the server; were it not so, the lesson would offer "Mark as complete".
    const doneOrButton = page.locator('[data-testid="coaching-lesson-done"], [data-testid="coaching-mark-complete"]').first();
    await doneOrButton.waitFor({ timeout: WAIT_MS });
    if ((await doneOrButton.getAttribute('data-testid')) === 'coaching-mark-complete') await doneOrButton.click();
    await expectVisible(page, '[data-testid="coaching-course-complete"]');
    expect(await page.locator('[data-testid="coaching-progress"]').first().textContent()).toContain('100% complete');
    await shot(browser, '7-course-finished');

    // My courses: finished, with the certificate.
    await page.locator('[data-testid="coaching-course-complete"]').getByRole('link').click();
    await waitForPath(page, '/coaching/enrollments/');
    const enrollment = page.locator('[data-testid="coaching-enrollment"]', { hasText: course.title });
    await enrollment.locator('[data-testid="coaching-enrollment-done"]').waitFor({ timeout: WAIT_MS });
    await browser.checkA11y('my courses');
    await shot(browser, '8-my-courses-finished');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), enrollment.locator('[data-testid="coaching-certificate-download"]').click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = pdfText(pdf);
    expect(text).toContain(course.title);
    expect(text).toContain('Jordan Journey');

    // Message the coach: the conversation opens in the coaching messages.
    await enrollment.locator('[data-testid="coaching-message-coach"]').click();
    await page.waitForURL((url) => url.pathname === '/coaching/messages/' && url.searchParams.has('thread'), { timeout: WAIT_MS });
    await page.locator('[data-testid="composer-body"]').fill(`Thank you for the course (${stamp}).`);
    await page.locator('[data-testid="composer-send"]').click();
    await page.locator('[data-testid="message-list"]', { hasText: stamp }).waitFor({ timeout: WAIT_MS });
    await expectVisible(page, '[data-testid="coaching-thread-item"]');
    await browser.checkA11y('the coaching messages');
    await shot(browser, '9-messages');
    const messagesUrl = new URL(page.url());

    // The public certificate page, signed out.
    await page.goto('/coaching/enrollments/');
    const publicLink = page.locator('[data-testid="coaching-enrollment"]', { hasText: course.title }).locator('[data-testid="coaching-certificate-link"]');
    await publicLink.waitFor({ timeout: WAIT_MS });
    const certificatePath = (await publicLink.getAttribute('href'))!;
    expect(certificatePath).toMatch(/^\/coaching\/certificates\/[A-Za-z0-9]{20,}$/);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(certificatePath);
    await expectVisible(page, '[data-testid="coaching-certificate-page"]');
    expect(await page.locator('[data-testid="coaching-certificate-name"]').textContent()).toBe('Jordan Journey');
    expect(await page.locator('[data-testid="coaching-certificate-course"]').textContent()).toBe(course.title);
    expect(await page.locator('[data-testid="coaching-certificate-code"]').textContent()).toBe(certificatePath.split('/').pop());
    await browser.checkA11y('the public certificate');
    await shot(browser, '10-certificate-public');
    await page.goto(`${certificatePath.slice(0, -4)}XXXX`);
    await expectVisible(page, '[data-testid="coaching-certificate-missing"]');

    // Each screen on a phone and in Arabic: the public ones signed out, then the learner's signed in.
    await lookAt(browser, 'certificate', certificatePath, '[data-testid="coaching-certificate-name"]');
    await lookAt(browser, 'catalogue', `${catalogueUrl.pathname}${catalogueUrl.search}`, '[data-testid="coaching-card"]');
    await logIn(page, learner);
    await waitForPath(page, '/candidate/dashboard');
    await lookAt(browser, 'course', `/coaching/course/${course.slug}`, '[data-testid="coaching-outline"]');
    await lookAt(browser, 'lesson-1', `/coaching/learn/${course.slug}/${course.lessonIds[0]}`, '[data-testid="coaching-video"]');
    await lookAt(browser, 'lesson-2', `/coaching/learn/${course.slug}/${course.lessonIds[1]}`, '[data-testid="coaching-quiz"]');
    await lookAt(browser, 'my-courses', '/coaching/enrollments/', '[data-testid="coaching-enrollment-done"]');
    await lookAt(browser, 'messages', `${messagesUrl.pathname}${messagesUrl.search}`, '[data-testid="message-list"]');
  });
});
