import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { jobPost, submit } from './jobs-fixtures';

/**
 * Slugs derived from a name stay unique when the same name is written at the same moment. On PGlite the single
 * connection serialises the transactions; on a Postgres server (DATABASE_URL) they really run at once (pool of 4),
 * which is where two of them pick the same slug and the unique index must not turn that into an error.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const AT_ONCE = 4;
const times = <T>(make: (index: number) => T): T[] => Array.from({ length: AT_ONCE }, (_, index) => make(index));

const expectAllSucceeded = (responses: { statusCode: number; body: string }[], status: number) => {
  for (const response of responses) expect(response.statusCode, response.body).toBe(status);
};
const expectDistinct = (slugs: string[], base: string) => {
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(new RegExp(`^${base}(-\\d+)?$`));
};

describe('registrations with the same name at the same moment', () => {
  it('candidates called the same all get an account, each with its own profile slug', async () => {
    const responses = await Promise.all(
      times((index) =>
        ctx.inject({
          method: 'POST',
          url: '/candidate-register',
          payload: {
            first_name: 'Sam', last_name: 'Samesby', username: `samesby${index}`, email: `samesby${index}@example.com`,
            password: 'Same-name-9', confirm_password: 'Same-name-9', profile_type: 'player', terms: true,
          },
        }),
      ),
    );
    expectAllSucceeded(responses, 201);
    const slugs = (await ctx.knex('users').where('username', 'like', 'samesby%').pluck('profile_slug')) as string[];
    expect(slugs).toHaveLength(AT_ONCE);
    expectDistinct(slugs, 'sam-samesby');
  });

  it('employers with the same company name all get an account and an organisation with its own slug', async () => {
    const responses = await Promise.all(
      times((index) =>
        ctx.inject({
          method: 'POST',
          url: '/employer-register',
          payload: {
            company_name: 'Twin Town FC', first_name: 'Pat', last_name: 'Twin', username: `twintown${index}`, email: `twin${index}@twintown.example`,
            password: 'Twin-town-9', confirm_password: 'Twin-town-9', terms: true,
          },
        }),
      ),
    );
    expectAllSucceeded(responses, 201);
    expectDistinct((await ctx.knex('employers').where({ name: 'Twin Town FC' }).pluck('slug')) as string[], 'twin-town-fc');
    expectDistinct((await ctx.knex('users').where('username', 'like', 'twintown%').pluck('profile_slug')) as string[], 'twin-town-fc');
  });
});

describe('other records named at the same moment', () => {
  it('jobs with the same title saved at once are all created, each with its own slug', async () => {
    const employer = await ctx.login('employer');
    const responses = await Promise.all(times(() => submit(ctx, employer, jobPost({ job_title: 'Concurrent Kit Manager', status: 'draft' }))));
    expectAllSucceeded(responses, 201);
    expectDistinct((await ctx.knex('jobs').where({ title: 'Concurrent Kit Manager' }).pluck('slug')) as string[], 'concurrent-kit-manager');
  });

  it('team members with the same name added at once are all created', async () => {
    const employer = await ctx.login('employer');
    const responses = await Promise.all(
      times((index) =>
        ctx.inject({
          method: 'POST', url: '/job-api/create-team-member', token: employer,
          payload: { name: 'Robin Rota', email: `robin@rota${index}.example`, role: 'team_member', password: 'Secret-pass-9', confirm_password: 'Secret-pass-9' },
        }),
      ),
    );
    expectAllSucceeded(responses, 201);
    const members = await ctx.knex('users').where({ display_name: 'Robin Rota' }).select('username', 'profile_slug');
    expectDistinct(members.map((member) => member.profile_slug as string), 'robin-rota');
    expectDistinct(members.map((member) => member.username as string), 'robin');
  });

  it('posts with the same title published at once are all created, each with its own slug', async () => {
    const editor = await ctx.login('editor');
    const responses = await Promise.all(
      times(() =>
        ctx.inject({
          method: 'POST', url: '/admin/content/posts', token: editor,
          payload: { title: 'Deadline day live', body: '<p>Every signing as it happens.</p>', category: 'news', status: 'published' },
        }),
      ),
    );
    expectAllSucceeded(responses, 200);
    expectDistinct((await ctx.knex('posts').where({ title: 'Deadline day live' }).pluck('slug')) as string[], 'deadline-day-live');
  });

  it('new player profiles with the same name asked for at once are all created, each with its own slug', async () => {
    const tokens = await Promise.all(
      times(async (index) => {
        const response = await ctx.inject({
          method: 'POST', url: '/candidate-register',
          payload: {
            first_name: 'Alex', last_name: `Claimant${index}`, username: `claimant${index}`, email: `claimant${index}@example.com`,
            password: 'Same-name-9', confirm_password: 'Same-name-9', profile_type: 'player', terms: true,
          },
        });
        return response.json().token as string;
      }),
    );
    const responses = await Promise.all(
      tokens.map((token) =>
        ctx.inject({
          method: 'POST', url: '/player-claim', token,
          payload: { mode: 'create', player: { name: 'Twin Winger', positionCode: 'LW', nationality: 'gb-eng', dateOfBirth: '2001-04-05' } },
        }),
      ),
    );
    expectAllSucceeded(responses, 201);
    expectDistinct((await ctx.knex('players').where({ name: 'Twin Winger' }).pluck('slug')) as string[], 'twin-winger');
  });
});
