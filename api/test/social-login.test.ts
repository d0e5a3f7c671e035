import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from './helpers';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let ctx: TestContext;
let unconfigured: TestContext;
let jwksServer: Server;
let googleKey: PrivateKey;
let strangerKey: PrivateKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  ctx = await createTestContext({ settings: { googleClientIds: [CLIENT_ID], googleJwksUrl: `http://127.0.0.1:${port}/certs` } });
  unconfigured = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
  await unconfigured?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

const idToken = (claims: Record<string, unknown>, options: { key?: PrivateKey; audience?: string; issuer?: string } = {}) =>
  new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(options.key ?? googleKey);

const post = (target: TestContext, url: string, payload: object) => target.inject({ method: 'POST', url, payload });

describe('social login with Google', () => {
  it('answers 501 when no Google client id is configured', async () => {
    for (const url of ['/social-login', '/social-register']) {
      const response = await post(unconfigured, url, { credential: await idToken({ sub: '1', email: 'a@b.example' }) });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toMatchObject({ success: false, message: 'Social login is not configured' });
    }
  });

  it('registers a new candidate from a verified token, then signs it in', async () => {
    const credential = await idToken({ sub: 'g-100', email: 'Winger.Wide@Gmail.example', given_name: 'Wide', family_name: 'Winger', name: 'Wide Winger' });
    const registered = await post(ctx, '/social-register', { credential });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ success: true, roles: ['candidate'], user: { user_login: 'winger.wide', displayName: 'Wide Winger' } });

    const signedIn = await post(ctx, '/social-login', { credential });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.ID).toBe(registered.json().user.ID);
    const row = await ctx.knex('users').where({ google_sub: 'g-100' }).first();
    expect(row).toMatchObject({ email: 'winger.wide@gmail.example', password_hash: null });
    // Google has verified the address: no confirmation email, no banner (docs/retention.md).
    expect(row.email_verified_at).not.toBeNull();
    expect((await ctx.mailer.outbox!.list()).filter((mail) => mail.to === 'winger.wide@gmail.example')).toEqual([]);
  });

  it('registers an employer with its organisation', async () => {
    const credential = await idToken({ sub: 'g-200', email: 'owner@club.example', name: 'Club Owner' });
    const response = await post(ctx, '/social-register', { credential, role: 'employer', company_name: 'Valley Town FC' });
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['employer']);
    expect(await ctx.knex('employers').where({ name: 'Valley Town FC' }).first()).toBeDefined();
  });

  it('signs in an existing account by its verified email and links it', async () => {
    const response = await post(ctx, '/social-login', { credential: await idToken({ sub: 'g-300', email: 'scout@example.com' }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.user_login).toBe('scout');
  });

  it('answers 404 to social login for an unknown identity', async () => {
    const response = await post(ctx, '/social-login', { credential: await idToken({ sub: 'g-404', email: 'new@person.example' }) });
    expect(response.statusCode).toBe(404);
  });

  it('never accepts an unverified identity', async () => {
    const users = await countRows(ctx.knex, 'users');
    const forged = [
      await idToken({ sub: 'g-500', email: 'admin@example.com' }, { key: strangerKey }),
      await idToken({ sub: 'g-501', email: 'admin@example.com' }, { audience: 'someone-elses-client' }),
      await idToken({ sub: 'g-502', email: 'admin@example.com' }, { issuer: 'https://evil.example' }),
      await idToken({ sub: 'g-503', email: 'admin@example.com', email_verified: false }),
      'not-a-token',
    ];
    for (const credential of forged) {
      for (const url of ['/social-login', '/social-register']) {
        const response = await post(ctx, url, { credential });
        expect(response.statusCode, `${url} ${credential.slice(0, 20)}`).toBe(401);
      }
    }
    expect(await countRows(ctx.knex, 'users')).toBe(users);
    expect((await ctx.knex('users').where({ username: 'admin' }).first()).google_sub).toBeNull();
  });
});
