// Coaching authoring (issue 23, docs/coaching.md): the demo coach lands on her courses, creates a paid course in the
// browser — details and price, a module, two lessons (rich text, a YouTube link with its privacy-enhanced preview,
// a PDF attachment) and a quiz — publishes it and finds it in the public catalogue; an administrator opens the
// learners and progress of a seeded course. Each authoring screen is then looked at on a 390 px phone and in Arabic
// (no Latin UI text, nothing scrolling sideways); screenshots go to the artifacts folder.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { lookAt as lookAtScreen } from './support/look-at';
import { tinyPdf } from './support/files';
import { logIn, waitForPath } from './support/pages';

const WAIT_MS = 20_000;

async function shot(browser: ReturnType<typeof useBrowser>, name: string): Promise<void> {
  await browser.page.waitForLoadState('networkidle').catch(() => undefined);
  await browser.screenshot(`coaching-authoring-${name}`);
}

/** The signed-in person's name in the top bar is data, not UI text. */
const PEOPLE = ['Cora Coach', 'Alex Admin'];

/** One screen on a phone and in Arabic (support/look-at.ts), screenshots named for this journey. */
const lookAt = (browser: ReturnType<typeof useBrowser>, name: string, path: string, ready: string) =>
  lookAtScreen(browser, (shotName) => shot(browser, shotName), { name, path, ready, people: PEOPLE });

/** Types into the rich-text editor of a form (its contenteditable, as a person would). */
async function writeRichText(scope: Locator, testId: string, text: string): Promise<void> {
  const editable = scope.locator(`[data-testid="${testId}"] [contenteditable="true"]`);
  await editable.waitFor({ timeout: WAIT_MS });
  await editable.click();
  await editable.pressSequentially(text);
}

async function addLesson(page: Page, title: string, body: string): Promise<Locator> {
  await page.locator('[data-testid="outline-module"]').first().locator('[data-testid="lesson-add"]').click();
  const editor = page.locator('[data-testid="lesson-editor"]');
  await editor.waitFor({ timeout: WAIT_MS });
  await editor.getByLabel('Lesson title *').fill(title);
  await writeRichText(editor, 'rte-body', body);
  return editor;
}

async function saveLesson(page: Page, editor: Locator): Promise<number> {
  await editor.locator('[data-testid="lesson-save"]').click();
  await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('lesson') ?? ''), { timeout: WAIT_MS });
  return Number(new URL(page.url()).searchParams.get('lesson'));
}

describe('coaching authoring', () => {
  const browser = useBrowser();

  it('a coach creates a paid course with a module, two lessons and a quiz, publishes it and finds it in the catalogue', { timeout: 420_000 }, async () => {
    const { page } = browser;
    const stamp = Date.now().toString(36);
    const title = `Set pieces that score ${stamp}`;

    // A coach lands on her courses after logging in (§6 table, as a content editor lands on the posts).
    await logIn(page, 'coach');
    await waitForPath(page, '/admin/coaching/');
    await page.locator('[data-testid="course-row"]').first().waitFor({ timeout: WAIT_MS });
    expect(await page.locator('[data-testid="sidebar"]').getByRole('link', { name: 'Coaching' }).getAttribute('href')).toBe('/admin/coaching/');
    await shot(browser, 'list-en-1366');

    // The details: a paid course; the form refuses it without a price first.
    await page.locator('[data-testid="new-course"]').click();
    await waitForPath(page, '/admin/coaching/courses/new');
    const details = page.locator('[data-testid="course-details-form"]');
    await details.getByLabel('Title *').fill(title);
    await details.getByLabel('Category *').selectOption('scouting');
    await details.getByLabel('Level *').selectOption('intermediate');
    await details.getByLabel('Summary *').fill('Corners and free kicks a coaching staff can rehearse on Thursday and score from on Saturday.');
    await writeRichText(details, 'rte-description', 'Six routines, how to coach them and how to read the opponent’s marking.');
    await details.locator('[data-testid="course-paid"]').check();
    await details.locator('[data-testid="course-save"]').click();
    await details.getByText('Please give the price of a paid course.').waitFor({ timeout: WAIT_MS });
    await details.locator('[data-testid="course-price"]').fill('39.50');
    await details.locator('[data-testid="course-save"]').click();
    await page.waitForURL(/\/admin\/coaching\/courses\/\d+\?tab=content$/, { timeout: WAIT_MS });
    const courseId = Number(new URL(page.url()).pathname.split('/').pop());

    // A module, then the first lesson: rich text, a YouTube link previewed in the privacy-enhanced player, a PDF.
    const addModule = page.locator('[data-testid="module-add-form"]');
    await addModule.getByLabel('New module *').fill('Attacking corners');
    await addModule.getByRole('button', { name: 'Add module' }).click();
    await page.locator('[data-testid="outline-module"]', { hasText: 'Attacking corners' }).waitFor({ timeout: WAIT_MS });

    const first = await addLesson(page, 'The near-post flick-on', 'Who attacks the near post, who screens the goalkeeper, and when the runs start.');
    await first.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await first.locator('[data-testid="video-preview"]').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await first.getByLabel('Duration (minutes)').fill('14');
    await first.getByLabel('Free preview: anyone can read this lesson before enrolling').check();
    const firstId = await saveLesson(page, first);
    const attachments = page.locator('[data-testid="attachments-editor"]');
    await attachments.getByLabel('File *').setInputFiles({ name: `near-post-routine-${stamp}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf() });
    await attachments.getByLabel('Title shown to learners *').fill('Near-post routine diagram');
    await attachments.locator('[data-testid="attachment-upload"]').click();
    await attachments.locator('[data-testid="attachment-row"]', { hasText: 'Near-post routine diagram' }).waitFor({ timeout: WAIT_MS });
    await shot(browser, 'lesson-en-1366');

    // The second lesson and its quiz: a single-choice question saved only once its one right answer is marked.
    const second = await addLesson(page, 'Reading zonal marking', 'Find the gaps between zones before the ball is delivered.');
    await saveLesson(page, second);
    const quiz = page.locator('[data-testid="quiz-editor"]');
    await quiz.locator('[data-testid="quiz-add"]').click();
    const question = quiz.locator('[data-testid="quiz-question"]').first();
    await question.getByLabel('Question *').fill('Where is a zonal system weakest?');
    await question.getByLabel('Option 1 *').fill('Between the zones');
    await question.getByLabel('Option 2 *').fill('Inside the six-yard box');
    await quiz.locator('[data-testid="quiz-save"]').click();
    await quiz.getByText('Mark exactly one right answer.').waitFor({ timeout: WAIT_MS });
    await question.locator('[data-testid="option-correct"]').first().check();
    await quiz.getByLabel('Pass mark (%) *').fill('100');
    await quiz.locator('[data-testid="quiz-save"]').click();
    await quiz.locator('[data-testid="quiz-delete"]').waitFor({ timeout: WAIT_MS });
    expect(await page.locator('[data-testid="outline-lesson"]').count()).toBe(2);
    await shot(browser, 'quiz-en-1366');

    // Publish: the details tab, the box, save; the header says Published and links to the public page.
    await page.getByRole('tab', { name: 'Details' }).click();
    await details.getByLabel('Published: listed in the catalogue').check();
    await details.locator('[data-testid="course-save"]').click();
    await expect.poll(() => page.locator('[data-testid="course-status"]').first().textContent(), { timeout: WAIT_MS }).toBe('Published');
    await page.locator('[data-testid="course-public"]').waitFor({ timeout: WAIT_MS });

    // The public catalogue lists it with its price; the course page offers the preview lesson.
    await page.goto('/coaching');
    const card = page.locator('[data-testid="coaching-card"]', { hasText: title });
    await card.waitFor({ timeout: WAIT_MS });
    expect(await card.textContent()).toContain('£39.50');
    await shot(browser, 'catalogue-en-1366');

    await lookAt(browser, 'list', '/admin/coaching/', '[data-testid="course-row"]');
    await lookAt(browser, 'course', `/admin/coaching/courses/${courseId}`, '[data-testid="course-details-form"]');
    await lookAt(browser, 'lesson', `/admin/coaching/courses/${courseId}?tab=content&lesson=${firstId}`, '[data-testid="attachment-row"]');
  });

  it('an administrator opens the learners and progress of a seeded course', { timeout: 240_000 }, async () => {
    const { page } = browser;
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await page.locator('[data-testid="sidebar"]').getByRole('link', { name: 'Coaching' }).click();
    await waitForPath(page, '/admin/coaching/');
    // Administrators see every coach's courses, with who runs each.
    const row = page.locator('[data-testid="course-row"]', { hasText: 'Performance analysis basics' });
    await row.waitFor({ timeout: WAIT_MS });
    expect(Number(await row.locator('[data-testid="course-enrollments"]').textContent())).toBeGreaterThan(0);
    await row.locator('[data-testid="course-learners-link"]').click();
    await page.waitForURL(/\/admin\/coaching\/courses\/\d+\/learners$/, { timeout: WAIT_MS });
    const learner = page.locator('[data-testid="learner-row"]', { hasText: 'Casey Candidate' });
    await learner.waitFor({ timeout: WAIT_MS });
    const progress = Number((await learner.locator('[data-testid="learner-progress"]').textContent())?.replace(/\D/g, ''));
    expect(progress).toBeGreaterThan(0);
    expect(progress).toBeLessThan(100);
    await shot(browser, 'learners-en-1366');
    await lookAt(browser, 'learners', new URL(page.url()).pathname, '[data-testid="learner-row"]');
  });
});
