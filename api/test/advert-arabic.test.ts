import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
});
afterAll(async () => {
  await ctx?.close();
});

const advert = { title: 'Scouting course', message: 'Learn to scout.', link: '/shop/', buttonLabel: 'Book', placement: 'blog', enabled: true };

describe('adverts in Arabic', () => {
  it('stores an Arabic title, message and button label beside the English and returns both to the site', async () => {
    const created = await ctx.inject({
      method: 'POST',
      url: CONTENT_API.adminAdverts,
      token: admin,
      payload: { ...advert, titleAr: 'دورة الكشافة', messageAr: 'تعلّم اكتشاف المواهب.', buttonLabelAr: 'احجز' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;

    const shown = (await ctx.inject({ method: 'GET', url: '/get-advertisements?placement=blog&skip_cache=1' })).json().data;
    expect(shown.find((one: { id: number }) => one.id === id)).toMatchObject({
      title: 'Scouting course', titleAr: 'دورة الكشافة', messageAr: 'تعلّم اكتشاف المواهب.', buttonLabelAr: 'احجز',
    });
    const listed = (await ctx.inject({ method: 'GET', url: CONTENT_API.adminAdverts, token: admin })).json().data;
    expect(listed.find((one: { id: number }) => one.id === id)).toMatchObject({ titleAr: 'دورة الكشافة', buttonLabelAr: 'احجز' });
  });

  it('answers empty Arabic fields for an advert without a translation (the site then shows the English)', async () => {
    const created = await ctx.inject({ method: 'POST', url: CONTENT_API.adminAdverts, token: admin, payload: { ...advert, title: 'English only' } });
    const id = created.json().data.id as number;
    const shown = (await ctx.inject({ method: 'GET', url: '/get-advertisements?placement=blog&skip_cache=1' })).json().data;
    expect(shown.find((one: { id: number }) => one.id === id)).toMatchObject({ title: 'English only', titleAr: '', messageAr: '', buttonLabelAr: '' });
  });

  it('rejects an Arabic title longer than the English limit', async () => {
    const response = await ctx.inject({ method: 'POST', url: CONTENT_API.adminAdverts, token: admin, payload: { ...advert, titleAr: 'ع'.repeat(121) } });
    expect(response.statusCode).toBe(400);
  });
});
