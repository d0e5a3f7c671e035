// Content (docs/content.md): a visitor reads a post from the homepage's news section and subscribes to the
// newsletter; an administrator writes and publishes a post and finds it live on the blog; a content editor, who sees
// only the content tools, finds posts by search, publishes one and finds it on their author page.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectVisible, logIn, waitForPath } from './support/pages';

const WAIT_MS = 20_000;

describe('content', () => {
  const browser = useBrowser();

  it('a visitor reads a post from the homepage and subscribes to the newsletter', async () => {
    const { page } = browser;
    await page.goto('/');
    await expectVisible(page, '[data-testid="home-page"]');
    // The news section loads only once scrolled into view.
    const news = page.locator('[data-testid="home-news"]');
    await news.scrollIntoViewIfNeeded();
    const firstTile = news.locator('[data-testid="blog-tile"] h3 a').first();
    await firstTile.waitFor({ state: 'visible', timeout: WAIT_MS });
    const title = (await firstTile.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(3);
    await browser.checkA11y('the homepage with its content sections');

    await firstTile.click();
    await expectVisible(page, '[data-testid="blog-post"]');
    expect((await page.locator('[data-testid="blog-post"] h1').textContent())?.trim()).toBe(title);
    await expectVisible(page, '[data-testid="author-box"]');
    await expectVisible(page, '[data-testid="related-posts"] [data-testid="blog-tile"]');
    await browser.checkA11y('a blog post');

    const newsletter = page.locator('[data-testid="newsletter"]');
    await newsletter.locator('input[type="email"]').fill(`reader-${Date.now()}@example.com`);
    const subscribed = page.waitForResponse((response) => new URL(response.url()).pathname === '/newsletter/subscribe', { timeout: WAIT_MS });
    await newsletter.locator('button[type="submit"]').click();
    expect((await subscribed).status()).toBe(200);
    await expectVisible(page, '[data-testid="newsletter"] [role="status"]:text("check your inbox")');
  });

  it('an administrator publishes a post and sees it live', async () => {
    const { page } = browser;
    const title = `Journey post ${Date.now()}`;
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/admin/content/posts');
    await expectVisible(page, '[data-testid="posts-admin"]');
    await page.locator('[data-testid="new-post"]').click();
    await page.locator('#post-title').fill(title);
    await page.locator('#post-category').selectOption('news');
    await page.locator('#post-status').selectOption('published');
    // The body in the rich-text editor: typed with a shortcut for bold, a link from the link box (Ctrl+K), and a
    // paste from Word whose styles, spans, o:p and script the editor drops.
    await page.locator('#post-body').click();
    await page.keyboard.type('Written in the ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('journey');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('. More on ');
    await page.keyboard.press('ControlOrMeta+k');
    await expectVisible(page, '[data-testid="rte-link-dialog"]');
    await page.keyboard.type('club.example');
    await page.keyboard.press('Enter');
    await expectVisible(page, '#post-body a[href="https://club.example"]');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.locator('#post-body').evaluate((editor) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p class="MsoNormal" style="mso-margin-top-alt:auto"><span style="font-family:Calibri;color:red">Pasted from</span> <b>Word</b><o:p></o:p></p><script>alert(1)</script>');
      data.setData('text/plain', 'Pasted from Word');
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expectVisible(page, '#post-body p:has-text("Pasted from") strong:text-is("Word")');
    expect(await page.locator('#post-body span, #post-body [style], #post-body script').count()).toBe(0);
    await page.locator('.content-editor__preview summary').click();
    await expectVisible(page, '[data-testid="html-preview"] strong:text-is("journey")');
    await browser.checkA11y('the post editor');
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/content/posts' && response.request().method() === 'POST', { timeout: WAIT_MS });
    await page.locator('[data-testid="post-save"]').click();
    expect((await saved).status()).toBe(200);
    await expectVisible(page, `[data-testid="posts-admin"] td:text("${title}")`);

    await page.goto('/blog/');
    const tile = page.locator('[data-testid="blog-tile"] h3 a', { hasText: title });
    await tile.waitFor({ state: 'visible', timeout: WAIT_MS });
    await tile.click();
    await expectVisible(page, '[data-testid="post-body"]');
    expect(await page.locator('[data-testid="post-body"] strong').allTextContents()).toEqual(['journey', 'Word']);
    expect(await page.locator('[data-testid="post-body"] a').getAttribute('href')).toBe('https://club.example');
    expect(await page.locator('[data-testid="post-body"] script, [data-testid="post-body"] span').count()).toBe(0);
  });

  it('a content editor sees only the content tools, publishes a post and finds it on their author page', async () => {
    const { page } = browser;
    const title = `Editor journey ${Date.now()}`;
    await logIn(page, 'editor');
    await waitForPath(page, '/admin/content/posts');
    await expectVisible(page, '[data-testid="posts-admin"]');
    const menu = page.locator('[data-testid="sidebar"] a');
    expect(await menu.allTextContents()).toEqual(['Content']);

    // The list searches on the server: a title word narrows it.
    await page.locator('[data-testid="posts-search"]').fill('analyst');
    const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === 'analyst', { timeout: WAIT_MS });
    await page.locator('[data-testid="posts-admin"] form[role="search"] button[type="submit"]').click();
    expect((await searched).status()).toBe(200);
    const rows = page.locator('[data-testid="posts-table"] tbody tr td:first-child');
    await rows.first().waitFor({ state: 'visible', timeout: WAIT_MS });
    for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('analyst');
    await browser.checkA11y('the admin post list with filters');

    await page.locator('[data-testid="new-post"]').click();
    await page.locator('#post-title').fill(title);
    await page.locator('#post-category').selectOption('career-advice');
    await page.locator('#post-status').selectOption('published');
    await page.locator('#post-body').click();
    await page.keyboard.type('Published by the ');
    await page.locator('[data-rte-tool="italic"]').click();
    await page.keyboard.type('content editor');
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/content/posts' && response.request().method() === 'POST', { timeout: WAIT_MS });
    await page.locator('[data-testid="post-save"]').click();
    expect((await saved).status()).toBe(200);

    // The featuring screen: who is featured now and why, and a search of public profiles.
    await page.goto('/admin/content/featured');
    await expectVisible(page, '[data-testid="featured-now"] tbody tr');
    await expectVisible(page, '[data-testid="featured-candidates"] tbody tr');
    await browser.checkA11y('the featured-members admin screen');

    await page.goto('/blog/author/eden-editor');
    await expectVisible(page, '[data-testid="blog-author"]');
    expect((await page.locator('[data-testid="blog-author"] h1').textContent())?.trim()).toBe('Eden Editor');
    const tile = page.locator('[data-testid="author-posts"] [data-testid="blog-tile"] h3 a', { hasText: title });
    await tile.waitFor({ state: 'visible', timeout: WAIT_MS });
    expect(await page.title()).toContain('Eden Editor');
    await browser.checkA11y('an author page');
  });
});
