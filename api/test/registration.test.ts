import { jwtDecode } from 'jwt-decode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const candidate = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jamie',
  last_name: 'Striker',
  username: 'jamie9',
  email: 'Jamie.Striker@Example.com',
  password: 'Goal-scorer-9',
  confirm_password: 'Goal-scorer-9',
  profile_type: 'player',
  terms: true,
  ...overrides,
});

const employer = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Riverside Rovers',
  first_name: 'Pat',
  last_name: 'Owner',
  username: 'riverside',
  email: 'jobs@riverside.example',
  password: 'Rovers-2026',
  confirm_password: 'Rovers-2026',
  terms: true,
  ...overrides,
});

const post = (url: string, payload: unknown) => ctx.inject({ method: 'POST', url, payload: payload as object });

/** Runs `action` and asserts that no user or organisation row was written. */
const expectNothingWritten = async (action: () => Promise<void>) => {
  const before = [await countRows(ctx.knex, 'users'), await countRows(ctx.knex, 'employers')];
  await action();
  expect([await countRows(ctx.knex, 'users'), await countRows(ctx.knex, 'employers')]).toEqual(before);
};

describe('bad input', () => {
  it('answers 400 with a clear message to malformed JSON', async () => {
    await expectNothingWritten(async () => {
      const response = await ctx.inject({
        method: 'POST',
        url: '/candidate-register',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "broken",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON' });
    });
  });

  it('answers 400 with field errors for missing fields', async () => {
    await expectNothingWritten(async () => {
      const { email: _email, password: _password, ...incomplete } = candidate();
      const response = await post('/candidate-register', incomplete);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: 'This field is required.', password: 'This field is required.' });
    });
  });

  it('answers 400 with field errors for over-long strings', async () => {
    await expectNothingWritten(async () => {
      const response = await post('/candidate-register', candidate({ first_name: 'x'.repeat(101), username: 'u'.repeat(61) }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ first_name: 'Must be at most 100 characters.', username: 'Must be at most 60 characters.' });
    });
  });

  it('answers 422 with the shared form rules (formik shows them under the fields)', async () => {
    await expectNothingWritten(async () => {
      const response = await post('/candidate-register', candidate({ email: 'not-an-email', confirm_password: 'Different-1', profile_type: 'wizard' }));
      expect(response.statusCode).toBe(422);
      const { errors } = response.json();
      expect(Object.keys(errors).sort()).toEqual(['confirm_password', 'email', 'profile_type']);
      expect(errors.confirm_password).toBe('Passwords do not match.');
    });
  });

  it('removes unknown fields instead of storing them (no self-granted roles)', async () => {
    const response = await post('/candidate-register', candidate({ roles: ['administrator'], token_version: 99, is_admin: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json().roles).toEqual(['candidate']);
    const row = await ctx.knex('users').where({ username: 'jamie9' }).first();
    expect(row).toMatchObject({ roles: ['candidate'], token_version: 0, email: 'jamie.striker@example.com', profile_type: 'player', membership: 'FREE' });
  });

  it('starts every candidate on FREE whatever membership the form names: a paid plan is granted only by its payment', async () => {
    const response = await post('/candidate-register', candidate({ membership: 'UNLIMITED', username: 'paidfree', email: 'paid.free@example.com' }));
    expect(response.statusCode).toBe(201);
    const row = await ctx.knex('users').where({ username: 'paidfree' }).first();
    expect(row.membership).toBe('FREE');
  });

  it('answers 409 with field errors for a duplicate email or username, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const sameEmail = await post('/candidate-register', candidate({ username: 'someone-else', email: 'JAMIE.striker@example.com' }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toMatchObject({ success: false, statusCode: 409, errors: { email: 'An account with this email address already exists.' } });

      const both = await post('/employer-register', employer({ username: 'candidate', email: 'admin@example.com' }));
      expect(both.statusCode).toBe(409);
      expect(Object.keys(both.json().errors).sort()).toEqual(['email', 'username']);
    });
  });
});

describe('registration', () => {
  it('registers a candidate and signs it in with the login shape', async () => {
    const response = await post('/candidate-register', candidate({ username: 'keeper1', email: 'keeper1@example.org' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { user_login: 'keeper1', display_name: 'Jamie Striker', displayName: 'Jamie Striker' }, roles: ['candidate'] });
    expect(jwtDecode<{ profile: string }>(body.token).profile).toMatch(/^jamie-striker/);
    expect((await ctx.inject({ method: 'GET', url: '/get-profile', token: body.token })).json().data.user_login).toBe('keeper1');
    // The new password works for a normal login, by username and by email.
    expect((await post('/auth/token', { username: 'keeper1@example.org', password: 'Goal-scorer-9' })).statusCode).toBe(200);
  });

  it('registers an employer with its organisation', async () => {
    const response = await post('/employer-register', employer());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ roles: ['employer'], user: { user_login: 'riverside', displayName: 'Riverside Rovers' } });
    const user = await ctx.knex('users').where({ username: 'riverside' }).first();
    const organisation = await ctx.knex('employers').where({ owner_user_id: user.id }).first();
    expect(organisation).toMatchObject({ name: 'Riverside Rovers', slug: 'riverside-rovers' });
    expect(user.employer_id).toBe(organisation.id);
    const events = await ctx.knex('events').where({ entity: 'user', entity_id: String(user.id) });
    expect(events).toMatchObject([{ actor_user_id: user.id, action: 'registered', to_value: 'employer' }]);
  });

  it('requires the company name of an employer', async () => {
    await expectNothingWritten(async () => {
      const response = await post('/employer-register', employer({ company_name: '   ', username: 'nocompany', email: 'no@company.example' }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ company_name: 'This field is required.' });
    });
  });
});
