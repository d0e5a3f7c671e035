import { describe, expect, it } from 'vitest';
import {
  candidateRegisterSchema,
  employerRegisterSchema,
  loginSchema,
  lostPasswordSchema,
  resetPasswordSchema,
} from './auth';
import { validateWith } from './validate';

const candidate = {
  first_name: 'Jamie',
  last_name: 'Vardy',
  username: 'jamie.v_9',
  email: 'Jamie@Example.com',
  password: 'Goals4ever',
  confirm_password: 'Goals4ever',
  profile_type: 'player',
  terms: true,
};

const errorsOf = (result: ReturnType<typeof validateWith>) => (result.ok ? {} : result.errors);

describe('login form (§5)', () => {
  it('needs username and password, with the spec message', () => {
    expect(errorsOf(validateWith(loginSchema, {}))).toEqual({
      username: 'This field is required.',
      password: 'This field is required.',
    });
    expect(errorsOf(validateWith(loginSchema, { username: '   ', password: 'x' }))).toEqual({ username: 'This field is required.' });
  });

  it('accepts an email as the username and any existing password', () => {
    const result = validateWith(loginSchema, { username: ' admin@example.com ', password: 'old' });
    expect(result).toEqual({ ok: true, value: { username: 'admin@example.com', password: 'old' } });
  });

  it('refuses over-long input', () => {
    expect(errorsOf(validateWith(loginSchema, { username: 'a'.repeat(255), password: 'x'.repeat(129) }))).toEqual({
      username: 'Please use at most 254 characters.',
      password: 'Please use at most 128 characters.',
    });
  });
});

describe('candidate registration', () => {
  it('accepts a complete form, trims, lowercases the email, defaults the membership and drops unknown fields', () => {
    const result = validateWith(candidateRegisterSchema, { ...candidate, first_name: ' Jamie ', is_admin: true, roles: ['administrator'] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({ ...candidate, email: 'jamie@example.com', membership: 'FREE' });
    expect(result.value).not.toHaveProperty('roles');
  });

  it('reports every missing field at once', () => {
    const errors = errorsOf(validateWith(candidateRegisterSchema, {}));
    expect(Object.keys(errors).sort()).toEqual(
      ['confirm_password', 'email', 'first_name', 'last_name', 'password', 'profile_type', 'terms', 'username'],
    );
    expect(errors.first_name).toBe('This field is required.');
  });

  it.each([
    ['short1', 'Password must be 8 to 128 characters long.'],
    ['abcdefghij', 'Password must contain at least one letter and one number.'],
    ['1234567890', 'Password must contain at least one letter and one number.'],
    [`a1${'x'.repeat(127)}`, 'Password must be 8 to 128 characters long.'],
  ])('refuses the password %j', (password, message) => {
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, password, confirm_password: password })).password).toBe(message);
  });

  it('needs the two passwords to match', () => {
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, confirm_password: 'Goals4never' }))).toEqual({
      confirm_password: 'Passwords do not match.',
    });
  });

  it.each([
    ['ab', 'Username must be 3 to 60 characters long.'],
    ['a'.repeat(61), 'Username must be 3 to 60 characters long.'],
    ['jamie vardy', 'Use only letters, numbers, dots, dashes and underscores.'],
    ['<script>', 'Use only letters, numbers, dots, dashes and underscores.'],
  ])('refuses the username %j', (username, message) => {
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, username })).username).toBe(message);
  });

  it('refuses a bad or over-long email', () => {
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, email: 'not-an-email' })).email).toBe('Please enter a valid email address.');
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, email: `${'a'.repeat(250)}@x.co` })).email).toBe(
      'Please use at most 254 characters.',
    );
  });

  it('refuses a name over 100 characters', () => {
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, last_name: 'b'.repeat(101) })).last_name).toBe(
      'Please use at most 100 characters.',
    );
  });

  it('only takes listed profile types and memberships', () => {
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, profile_type: 'president' })).profile_type).toBe(
      'Please choose one of the options.',
    );
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, membership: 'PLATINUM' })).membership).toBe(
      'Please choose one of the options.',
    );
    const elite = validateWith(candidateRegisterSchema, { ...candidate, membership: 'ELITE' });
    expect(elite.ok && elite.value.membership).toBe('ELITE');
  });

  it('needs the terms accepted', () => {
    for (const terms of [false, undefined, 'no']) {
      expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, terms })).terms).toBeDefined();
    }
  });
});

describe('employer registration', () => {
  const employer = { ...candidate, company_name: 'Example Town FC' } as Record<string, unknown>;
  delete employer.profile_type;

  it('accepts a complete form', () => {
    const result = validateWith(employerRegisterSchema, employer);
    expect(result.ok).toBe(true);
  });

  it('needs a company name of at most 200 characters', () => {
    expect(errorsOf(validateWith(employerRegisterSchema, { ...employer, company_name: '' })).company_name).toBe('This field is required.');
    expect(errorsOf(validateWith(employerRegisterSchema, { ...employer, company_name: 'c'.repeat(201) })).company_name).toBe(
      'Please use at most 200 characters.',
    );
  });
});

describe('lost and reset password', () => {
  it('takes a username or an email', () => {
    expect(validateWith(lostPasswordSchema, { user_login: 'candidate' }).ok).toBe(true);
    expect(validateWith(lostPasswordSchema, { user_login: 'candidate@example.com' }).ok).toBe(true);
    expect(errorsOf(validateWith(lostPasswordSchema, { user_login: 'two words' })).user_login).toBe(
      'Please enter your username or email address.',
    );
    expect(errorsOf(validateWith(lostPasswordSchema, {})).user_login).toBe('This field is required.');
  });

  it('needs a token and a matching strong new password', () => {
    expect(validateWith(resetPasswordSchema, { token: 'abc', password: 'NewPass12', confirm_password: 'NewPass12' }).ok).toBe(true);
    expect(errorsOf(validateWith(resetPasswordSchema, { password: 'weak', confirm_password: 'other' }))).toEqual({
      token: 'This field is required.',
      password: 'Password must be 8 to 128 characters long.',
      confirm_password: 'Passwords do not match.',
    });
  });
});

describe('validateWith', () => {
  it.each([[null], [[]], ['text'], [42]])('refuses a body that is not an object: %j', (body) => {
    expect(validateWith(loginSchema, body)).toEqual({ ok: false, errors: { body: 'The request body must be a JSON object.' } });
  });

  it('reports a wrongly typed field under its name', () => {
    expect(errorsOf(validateWith(loginSchema, { username: { $ne: '' }, password: ['x'] }))).toEqual({
      username: 'Please enter text.',
      password: 'Please enter text.',
    });
    expect(errorsOf(validateWith(candidateRegisterSchema, { ...candidate, email: { a: 1 }, profile_type: 7 })).email).toBe('Please enter text.');
  });
});
