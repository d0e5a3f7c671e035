import { afterEach, describe, expect, it, vi } from 'vitest';

const URL_A = '/job-api/get-job-detail-by-slug?slug=head-coach';

async function freshModule(inlineJson: string | undefined, token?: string) {
  document.getElementById('fj-inline-api')?.remove();
  if (inlineJson !== undefined) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'fj-inline-api';
    element.textContent = inlineJson;
    document.head.append(element);
  }
  if (token) localStorage.setItem('token', token);
  vi.resetModules(); // the answers are read once per page load
  return import('./inline-api');
}

afterEach(() => {
  localStorage.clear();
  document.getElementById('fj-inline-api')?.remove();
});

describe('answers the web server put in the page', () => {
  it('gives the answer for its URL once; a second read goes to the API', async () => {
    const { takeInlineAnswer } = await freshModule(JSON.stringify({ [URL_A]: { success: true, data: { title: 'Head Coach' } } }));
    expect(takeInlineAnswer(URL_A)).toEqual({ success: true, data: { title: 'Head Coach' } });
    expect(takeInlineAnswer(URL_A)).toBeUndefined();
    expect(takeInlineAnswer('/job-api/get-job-detail-by-slug?slug=other')).toBeUndefined();
  });

  it('a signed-in visitor never gets the anonymous answer', async () => {
    const { takeInlineAnswer } = await freshModule(JSON.stringify({ [URL_A]: { success: true } }), 'a.b.c');
    expect(takeInlineAnswer(URL_A)).toBeUndefined();
  });

  it('no element or unreadable JSON: nothing inline', async () => {
    expect((await freshModule(undefined)).takeInlineAnswer(URL_A)).toBeUndefined();
    expect((await freshModule('{not json')).takeInlineAnswer(URL_A)).toBeUndefined();
  });
});
