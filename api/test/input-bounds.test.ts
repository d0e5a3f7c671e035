import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '@fj/seeds/sample-files';
import errorsPlugin from '../src/plugins/errors';
import { boundNumbers, findNul } from '../src/plugins/input-bounds';
import { INT4_MAX } from '../src/lib/schemas';
import { countRows, createTestContext, type TestContext } from './helpers';
import { multipart } from './multipart';

/** The 500s of issue 10, each now a 400 with a field error in the house envelope (docs/hardening.md). */
let ctx: TestContext;
let candidate: string;

beforeAll(async () => {
  ctx = await createTestContext();
  candidate = await ctx.login('candidate');
});
afterAll(async () => ctx?.close());

const expectFieldError = (response: { statusCode: number; json(): unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { success: boolean; statusCode: number; error: string; message: string; errors: Record<string, string> };
  expect(body).toMatchObject({ success: false, statusCode: 400, error: 'Bad Request' });
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body.errors)).toContain(field);
};

describe('NUL characters', () => {
  it('are a 400 naming the field in the query, body and multipart fields', async () => {
    expectFieldError(await ctx.inject({ method: 'GET', url: '/search/get-browse-job?search=a%00b' }), 'search');
    expectFieldError(await ctx.inject({ method: 'GET', url: '/get-public-profile?slug=a%00b' }), 'slug');
    expectFieldError(await ctx.inject({ method: 'POST', url: '/auth/token', payload: { username: 'a\u0000b', password: 'whatever1' } }), 'username');
    expectFieldError(await ctx.inject({ method: 'POST', url: '/update-profile', token: candidate, payload: { cand_city: { nested: ['x\u0000'] } } }), 'cand_city.nested.0');

    const before = await countRows(ctx.knex, 'media');
    const form = multipart({ title: 'CV\u00002026', attachmentType: 'cv' }, { filename: 'cv.pdf', contentType: 'application/pdf', bytes: makeSamplePdf(['Casey']) });
    expectFieldError(await ctx.inject({ method: 'POST', url: '/upload-my-resumes', token: candidate, ...form }), 'title');
    expect(await countRows(ctx.knex, 'media')).toBe(before);
  });

  it('in a header is refused, and a request id that is not a plain token is replaced', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/get-header-data', headers: { 'accept-language': 'ar\u0000', 'x-request-id': 'id\u0000' } });
    expectFieldError(response, 'headers.accept-language');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const plain = await ctx.inject({ method: 'GET', url: '/get-header-data', headers: { 'x-request-id': 'trace-42' } });
    expect(plain.headers['x-request-id']).toBe('trace-42');
  });
});

describe('numbers beyond the columns', () => {
  it('are a 400 naming the field for ids, offsets and filters', async () => {
    expectFieldError(await ctx.inject({ method: 'GET', url: '/media/2147483648' }), 'id');
    expectFieldError(await ctx.inject({ method: 'POST', url: '/job-api/apply', token: candidate, payload: { jobId: 2147483648 } }), 'jobId');
    expectFieldError(await ctx.inject({ method: 'GET', url: '/search/get-browse-job?employer=1e308' }), 'employer');
    expectFieldError(await ctx.inject({ method: 'GET', url: '/get-my-resumes?offset=9223372036854775808', token: candidate }), 'offset');
    expectFieldError(await ctx.inject({ method: 'GET', url: '/get-my-resumes?offset=-1', token: candidate }), 'offset');
    expectFieldError(await ctx.inject({ method: 'GET', url: '/search/get-browse-job?limit=NaN' }), 'limit');
  });

  it('a list refuses a limit above what it returns, and says so in OpenAPI', async () => {
    expectFieldError(await ctx.inject({ method: 'GET', url: '/search/get-browse-job?limit=101' }), 'limit');
    expect((await ctx.inject({ method: 'GET', url: '/search/get-browse-job?limit=100' })).statusCode).toBe(200);
    const spec = (await ctx.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { parameters?: { name: string; schema: { maximum?: number } }[] }>> };
    const limit = spec.paths['/search/get-browse-job'].get.parameters?.find((parameter) => parameter.name === 'limit');
    expect(limit?.schema.maximum).toBe(100);
  });

  it('bounds every unbounded number of a schema to int4 without touching declared bounds', () => {
    const schema = { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'number', minimum: 0, maximum: 5 }, c: { type: 'array', items: { type: 'integer' } } } };
    const bounded = boundNumbers(schema) as typeof schema & { properties: Record<string, { minimum?: number; maximum?: number; items?: { maximum?: number } }> };
    expect(bounded.properties.a).toMatchObject({ minimum: -INT4_MAX, maximum: INT4_MAX });
    expect(bounded.properties.b).toMatchObject({ minimum: 0, maximum: 5 });
    expect(bounded.properties.c.items).toMatchObject({ maximum: INT4_MAX });
    expect(schema.properties.a).toEqual({ type: 'integer' });
    expect(findNul({ a: [{ b: 'x\u0000' }] }, '')).toBe('a.0.b');
    expect(findNul({ a: 'fine' }, '')).toBeUndefined();
  });
});

describe('Postgres errors that are the client’s fault', () => {
  it('answer 400, not 500', async () => {
    for (const code of ['22P02', '22003', '22021', '54000']) {
      const app = Fastify({ logger: false });
      await app.register(errorsPlugin);
      app.get('/boom', async () => {
        throw Object.assign(new Error('value out of range'), { code, severity: 'ERROR' });
      });
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ success: false, statusCode: 400, error: 'Bad Request', code: 'invalid-value' });
      await app.close();
    }
  });
});

describe('JSON bodies that are not UTF-8', () => {
  const jsonWith = (before: string, bytes: number[], after: string) => ({
    payload: Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  const cityOf = async () => (await ctx.knex('candidate_profiles as p').join('users as u', 'u.id', 'p.user_id').where('u.username', 'candidate').first('p.cand_city')).cand_city as string;

  it('are a 400 saying so, and nothing is stored (no U+FFFD in the profile)', async () => {
    const before = await cityOf();
    const response = await ctx.inject({ method: 'POST', url: '/update-profile', token: candidate, ...jsonWith('{"cand_city":"Le', [0xff, 0xfe], 'ds"}') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, statusCode: 400, error: 'Bad Request', message: 'The request body is not valid UTF-8 text', code: 'invalid-utf8' });
    expect(await cityOf()).toBe(before);
  });

  it('keep the JSON parser’s protections, and real UTF-8 (Arabic) arrives intact', async () => {
    const poisoned = await ctx.inject({ method: 'POST', url: '/update-profile', token: candidate, headers: { 'content-type': 'application/json' }, payload: '{"cand_city":"Leeds","__proto__":{"isAdmin":true}}' });
    expect(poisoned.statusCode).toBe(400);
    const arabic = await ctx.inject({ method: 'POST', url: '/update-profile', token: candidate, ...jsonWith('{"cand_city":"', [...Buffer.from('الرياض')], '"}') });
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(await cityOf()).toBe('الرياض');
  });
});
