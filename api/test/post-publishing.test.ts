import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from './helpers';

/** A post is published (or scheduled) only with a title, a body with text in it and a slug; drafts may be empty. */

let ctx: TestContext;
let editor: string;
beforeAll(async () => {
  ctx = await createTestContext();
  editor = await ctx.login('editor');
});
afterAll(async () => ctx?.close());

const post = (payload: object) => ctx.inject({ method: 'POST', url: '/admin/content/posts', token: editor, payload: { category: 'news', ...payload } });

describe('publishing a post', () => {
  it('refuses a published or scheduled post whose body is empty, only tags or only spaces: 422 under the body, nothing written', async () => {
    const before = await countRows(ctx.knex, 'posts');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    for (const [body, status] of [['', 'published'], ['<p> </p><p>&nbsp;</p><br>', 'published'], ['<p><strong> </strong></p>', 'scheduled']] as const) {
      const response = await post({ title: 'Empty news', body, status, publishAt: status === 'scheduled' ? later : undefined });
      expect(response.statusCode, body).toBe(422);
      expect(response.json().errors).toEqual({ body: 'A post needs a body before it is published or scheduled.' });
    }
    expect(await countRows(ctx.knex, 'posts')).toBe(before);
  });

  it('refuses publishing without a slug it can make (a title and slug with no Latin letters or numbers)', async () => {
    const response = await post({ title: 'أخبار النادي', slug: '', body: '<p>نص المقال</p>', status: 'published' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['slug']);
    const named = await post({ title: 'أخبار النادي', slug: 'club-news', body: '<p>نص المقال</p>', status: 'published' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.slug).toBe('club-news');
  });

  it('keeps an empty draft, and refuses to publish it until it has a body', async () => {
    const draft = await post({ title: 'Ideas for Friday', body: '', status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().data.id;
    const publish = (body: string) => ctx.inject({ method: 'PUT', url: `/admin/content/posts/${id}`, token: editor, payload: { title: 'Ideas for Friday', body, category: 'news', status: 'published' } });
    expect((await publish('<p></p>')).statusCode).toBe(422);
    expect(await ctx.knex('posts').where({ id }).first('status')).toEqual({ status: 'draft' });
    expect((await publish('<p>Five ideas.</p>')).statusCode).toBe(200);
  });
});
