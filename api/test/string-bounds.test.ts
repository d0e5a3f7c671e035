import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import {
  callersForEveryRole,
  expectationFor,
  fillPath,
  longestStringSamples,
  queryString,
  routeLabel,
  sampleObject,
  unboundedStrings,
  walkableRoutes,
  type Caller,
} from './route-walk';

/**
 * Every string a client can send has a `maxLength` in its route schema, and that bound fits the column it is stored
 * in (docs/hardening.md, "Input bounds"): a too-long value is a field error, never a Postgres error caught by the
 * safety net (`invalid-value`). Walks every registered route, so a route added later is checked without editing this.
 */

let ctx: TestContext;
let callers: Caller[];
beforeAll(async () => {
  ctx = await createTestContext({ limits: { rateLimitPerMinute: 100_000_000 } });
  callers = await callersForEveryRole(ctx.app, ctx.knex, (username) => ctx.login(username));
}, 180_000);
afterAll(async () => ctx?.close());

describe('string bounds', () => {
  it('finds a string without maxLength wherever it is nested (the walker itself)', () => {
    const schema = {
      type: 'object',
      properties: {
        bounded: { type: 'string', maxLength: 10 },
        choice: { type: 'string', enum: ['a', 'b'] },
        list: { type: 'array', items: { type: 'object', properties: { note: { type: 'string' } } } },
        either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
    };
    expect(unboundedStrings(schema, '')).toEqual(['list[].note', 'either']);
  });

  it('every string property of every route schema (body, query, path, nested) has a maxLength', () => {
    const unbounded = walkableRoutes(ctx.app).flatMap((route) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) => unboundedStrings(route.schema[part], '').map((path) => `${routeLabel(route)} ${part}.${path}`)),
    );
    expect(unbounded).toEqual([]);
  });

  it('a string at exactly its maxLength never reaches the database safety net (the bound fits the column)', async () => {
    const reachedDatabase: string[] = [];
    for (const route of walkableRoutes(ctx.app)) {
      if (route.method === 'HEAD' || route.method === 'DELETE') continue;
      const caller = callers.find((one) => expectationFor(route.policy, one) === 'allowed');
      if (!caller) continue;
      const params = sampleObject(route.schema.params);
      const query = sampleObject(route.schema.querystring);
      const body = route.method === 'GET' ? undefined : sampleObject(route.schema.body);
      const send = (overrides: { query?: Record<string, unknown>; body?: unknown }) =>
        ctx.inject({
          method: route.method as 'GET',
          url: `${fillPath(route.url, params)}${queryString(overrides.query ?? query)}`,
          ...(route.schema.body && route.method !== 'GET' ? { payload: JSON.stringify(overrides.body ?? body), headers: { 'content-type': 'application/json' } } : {}),
          token: caller.token,
        });
      const check = (response: LightMyRequestResponse, what: string) => {
        if (response.statusCode === 400 && response.body.includes('"code":"invalid-value"')) reachedDatabase.push(`${routeLabel(route)} ${what}`);
      };
      for (const { path, value } of longestStringSamples(route.schema.querystring)) check(await send({ query: { ...query, ...(value as object) } }), `query.${path}`);
      if (route.method !== 'GET') {
        for (const { path, value } of longestStringSamples(route.schema.body)) check(await send({ body: value }), `body.${path}`);
      }
    }
    expect(reachedDatabase).toEqual([]);
  }, 300_000);
});

describe('names longer than a name column', () => {
  it('a team member with a 70-character one-word name and a 64-character e-mail name is created, not refused by the database', async () => {
    const employer = await ctx.login('employer');
    const name = `${'Maximiliano'.repeat(6)}Tiago`;
    const local = 'l'.repeat(64);
    const response = await ctx.inject({
      method: 'POST', url: '/job-api/create-team-member', token: employer,
      payload: { name, email: `${local}@club.example`, role: 'team_member', password: 'Secret-pass-9', confirm_password: 'Secret-pass-9' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await ctx.knex('users').where({ email: `${local}@club.example` }).first('display_name')).toEqual({ display_name: name });
  });

  it('a team member name longer than a name may be is a field error', async () => {
    const employer = await ctx.login('employer');
    const response = await ctx.inject({
      method: 'POST', url: '/job-api/create-team-member', token: employer,
      payload: { name: 'n'.repeat(101), email: 'long@club.example', role: 'team_member', password: 'Secret-pass-9', confirm_password: 'Secret-pass-9' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().errors).toHaveProperty('name');
  });
});
