import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/** The content editor role, author pages, the admin post list's filters and the featuring screen (docs/content.md). */

let ctx: TestContext;
let admin: string;
let editor: string;
const clock = new Date('2026-11-24T12:00:00Z');

const valid = { title: 'Editor desk: academy jobs', body: '<p>Body</p>', category: 'news', status: 'published' as const };

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  admin = await ctx.login('admin');
  editor = await ctx.login('editor');
});
afterAll(async () => {
  await ctx?.close();
});

const userId = async (username: string) => (await ctx.knex('users').where({ username }).first('id')).id as number;

describe('content editor role', () => {
  it('the demo editor signs in to the content tools and wrote some demo posts, with a bio and a photo', async () => {
    const login = await ctx.inject({ method: 'POST', url: '/auth/token', payload: { username: 'editor', password: 'Demo-pass-1' } });
    expect(login.statusCode).toBe(200);
    const author = await ctx.knex('content_authors').where({ user_id: await userId('editor') }).first('slug', 'bio', 'photo_media_id');
    expect(author.slug).toBe('eden-editor');
    expect(author.bio.length).toBeGreaterThan(20);
    const written = await ctx.knex('posts').where({ author_user_id: await userId('editor'), status: 'published' }).count<{ c: string }[]>('* as c');
    expect(Number(written[0].c)).toBeGreaterThanOrEqual(5);
  });

  it('creates and publishes a post that goes live under their name', async () => {
    const created = await ctx.inject({ method: 'POST', url: '/admin/content/posts', token: editor, payload: { ...valid, status: 'draft' } });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect((await ctx.inject({ method: 'GET', url: `/get-blog-detail?slug=${created.json().data.slug}&skip_cache=1` })).statusCode).toBe(404);
    const published = await ctx.inject({ method: 'PUT', url: `/admin/content/posts/${id}`, token: editor, payload: valid });
    expect(published.statusCode).toBe(200);
    const live = await ctx.inject({ method: 'GET', url: `/get-blog-detail?slug=${published.json().data.slug}&skip_cache=1` });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.author).toBe('Eden Editor');
    expect(live.json().data.authorLink).toBe('/blog/author/eden-editor');
  });

  it.each([
    ['GET', '/admin-api/users'],
    ['GET', '/admin-api/get-transactions'],
    ['GET', '/admin-api/get-dashboard-data'],
  ])('is refused (403) on %s %s', async (method, url) => {
    const response = await ctx.inject({ method: method as 'GET', url, token: editor });
    expect(response.statusCode).toBe(403);
  });

  it('an administrator grants and revokes the role from the user page; the new roles take effect at once', async () => {
    const candidate = await userId('candidate');
    const granted = await ctx.inject({ method: 'POST', url: `/admin-api/users/${candidate}/roles`, token: admin, payload: { roles: ['candidate', 'content_editor'] } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.roles).toEqual(['candidate', 'content_editor']);
    const token = await ctx.login('candidate');
    expect((await ctx.inject({ method: 'GET', url: '/admin/content/posts', token })).statusCode).toBe(200);
    const revoked = await ctx.inject({ method: 'POST', url: `/admin-api/users/${candidate}/roles`, token: admin, payload: { roles: ['candidate'] } });
    expect(revoked.statusCode).toBe(200);
    const after = await ctx.login('candidate');
    expect((await ctx.inject({ method: 'GET', url: '/admin/content/posts', token: after })).statusCode).toBe(403);
  });

  it('the author picker lists administrators and content editors only, and a post can name only them', async () => {
    const authors = (await ctx.inject({ method: 'GET', url: '/admin/content/authors', token: editor })).json().data as { id: number; name: string; role: string }[];
    const names = authors.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Alex Admin', 'Eden Editor']));
    expect(names).not.toContain('Casey Candidate');
    expect(new Set(authors.map((a) => a.role))).toEqual(new Set(['administrator', 'content_editor']));

    const byAdmin = await ctx.inject({ method: 'POST', url: '/admin/content/posts', token: editor, payload: { ...valid, title: 'Written for Alex', authorId: await userId('admin') } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.author).toBe('Alex Admin');
    const byCandidate = await ctx.inject({ method: 'POST', url: '/admin/content/posts', token: editor, payload: { ...valid, title: 'Not allowed', authorId: await userId('candidate') } });
    expect(byCandidate.statusCode).toBe(400);
    expect(byCandidate.json().errors.authorId).toBeDefined();
    expect(await ctx.knex('posts').where({ title: 'Not allowed' }).first('id')).toBeUndefined();
  });
});

describe('author page', () => {
  it('answers the author, photo, bio and their live posts, paged; unknown authors are 404', async () => {
    const first = await ctx.inject({ method: 'GET', url: '/get-blog-author?slug=eden-editor&limit=3&skip_cache=1' });
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.name).toBe('Eden Editor');
    expect(page).toHaveProperty('img'); // the test seed stores no image files
    expect(page.bio).toContain('Eden');
    expect(page.posts).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    for (const tile of page.posts) expect(tile.author).toBe('Eden Editor');
    const second = (await ctx.inject({ method: 'GET', url: '/get-blog-author?slug=eden-editor&limit=3&offset=3&skip_cache=1' })).json().data;
    expect(second.posts.map((t: { id: number }) => t.id)).not.toContain(page.posts[0].id);
    expect((await ctx.inject({ method: 'GET', url: '/get-blog-author?slug=nobody-here&skip_cache=1' })).statusCode).toBe(404);
  });

  it('shows only live posts: a draft by the author is not listed', async () => {
    await ctx.inject({ method: 'POST', url: '/admin/content/posts', token: editor, payload: { ...valid, title: 'Secret draft', status: 'draft' } });
    const page = (await ctx.inject({ method: 'GET', url: '/get-blog-author?slug=eden-editor&limit=50&skip_cache=1' })).json().data;
    expect(page.posts.map((t: { title: string }) => t.title)).not.toContain('Secret draft');
  });
});

describe('admin post list', () => {
  const list = async (query: string) => (await ctx.inject({ method: 'GET', url: `/admin/content/posts?${query}`, token: editor })).json() as { data: { title: string; status: string; categorySlug: string; authorId: number }[]; total: number };

  it('searches titles, filters by status, category and author, and pages on the server', async () => {
    const search = await list('search=ANALYST');
    expect(search.total).toBeGreaterThanOrEqual(1);
    for (const row of search.data) expect(row.title.toLowerCase()).toContain('analyst');
    const scheduled = await list('status=scheduled');
    expect(scheduled.data.map((r) => r.title)).toContain('Season review: the year in football jobs');
    for (const row of scheduled.data) expect(row.status).toBe('scheduled');
    const stories = await list('category=success-stories&limit=100');
    expect(stories.total).toBe(6);
    const editorId = await userId('editor');
    const mine = await list(`author=${editorId}&limit=100`);
    expect(mine.total).toBeGreaterThanOrEqual(5);
    for (const row of mine.data) expect(row.authorId).toBe(editorId);
    const all = await list('limit=10');
    const next = await list('limit=10&offset=10');
    expect(all.data).toHaveLength(10);
    expect(next.data.map((r) => r.title)).not.toContain(all.data[0].title);
    expect(all.total).toBe(next.total);
    expect((await list('search=100%25')).total).toBe(0);
  });

  it('refuses an unknown status (400)', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/admin/content/posts?status=gone', token: editor });
    expect(response.statusCode).toBe(400);
  });
});

describe('featuring members from the admin screen', () => {
  it('searches public profiles, features one until a date, lists them as administrator-featured, and unfeatures', async () => {
    const found = (await ctx.inject({ method: 'GET', url: '/admin/content/featured-candidates?limit=50', token: editor })).json();
    expect(found.total).toBeGreaterThan(0);
    const target = found.data.find((c: { adminFeatured: boolean; byMembership: string | null }) => !c.adminFeatured && !c.byMembership);
    expect(target).toBeDefined();
    const byName = (await ctx.inject({ method: 'GET', url: `/admin/content/featured-candidates?q=${encodeURIComponent(target.name)}`, token: editor })).json();
    expect(byName.data.map((c: { id: number }) => c.id)).toContain(target.id);

    const past = await ctx.inject({ method: 'PUT', url: `/admin/content/featured-members/${target.id}`, token: editor, payload: { featured: true, until: '2020-01-01T00:00:00Z' } });
    expect(past.statusCode).toBe(400);
    const until = '2027-01-31T00:00:00.000Z';
    expect((await ctx.inject({ method: 'PUT', url: `/admin/content/featured-members/${target.id}`, token: editor, payload: { featured: true, until } })).statusCode).toBe(200);
    const featured = (await ctx.inject({ method: 'GET', url: '/admin/content/featured-members?limit=50', token: editor })).json().data;
    expect(featured[0].id).toBe(target.id); // administrator featuring first: it is what the screen changes
    const row = featured.find((c: { id: number }) => c.id === target.id);
    expect(row).toMatchObject({ adminFeatured: true, byMembership: null, until });
    const publicList = (await ctx.inject({ method: 'GET', url: '/get-featured-members/?limit=50&skip_cache=1' })).json().data;
    expect(publicList.find((m: { id: number }) => m.id === target.id)?.reason).toBe('admin');

    expect((await ctx.inject({ method: 'PUT', url: `/admin/content/featured-members/${target.id}`, token: editor, payload: { featured: false } })).statusCode).toBe(200);
    const after = (await ctx.inject({ method: 'GET', url: '/admin/content/featured-members?limit=50', token: editor })).json().data;
    expect(after.map((c: { id: number }) => c.id)).not.toContain(target.id);
  });

  it('an administrator featuring ends on its date', async () => {
    const target = (await ctx.inject({ method: 'GET', url: '/admin/content/featured-candidates?limit=50', token: admin })).json().data.find((c: { adminFeatured: boolean; byMembership: string | null }) => !c.adminFeatured && !c.byMembership);
    await ctx.knex('featured_members').insert({ user_id: target.id, until: new Date(clock.getTime() - 1000) });
    const featured = (await ctx.inject({ method: 'GET', url: '/admin/content/featured-members?limit=50', token: admin })).json().data;
    expect(featured.map((c: { id: number }) => c.id)).not.toContain(target.id);
    await ctx.knex('featured_members').where({ user_id: target.id }).delete();
  });
});
