import { createRemoteJWKSet, jwtVerify } from 'jose';
import { HttpError, notImplemented } from '../../lib/http-error';

export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
}

export interface GoogleVerifier {
  readonly configured: boolean;
  verify(idToken: string): Promise<GoogleIdentity>;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const SOCIAL_NOT_CONFIGURED = 'Social login is not configured';

/** Verifies Google ID tokens against Google's published keys (or GOOGLE_JWKS_URL) and our client ids. */
export function createGoogleVerifier(options: { clientIds: string[]; jwksUrl: string }): GoogleVerifier {
  const configured = options.clientIds.length > 0;
  const jwks = configured ? createRemoteJWKSet(new URL(options.jwksUrl)) : undefined;

  return {
    configured,
    async verify(idToken: string): Promise<GoogleIdentity> {
      if (!jwks) throw notImplemented(SOCIAL_NOT_CONFIGURED);
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientIds,
          algorithms: ['RS256'],
        }));
      } catch {
        throw new HttpError(401, 'Could not verify the Google sign-in. Please try again.');
      }
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
      if (!email || claims.email_verified !== true || typeof claims.sub !== 'string') {
        throw new HttpError(401, 'Your Google account has no verified email address.');
      }
      const firstName = typeof claims.given_name === 'string' ? claims.given_name : '';
      const lastName = typeof claims.family_name === 'string' ? claims.family_name : '';
      const name = typeof claims.name === 'string' && claims.name ? claims.name : [firstName, lastName].filter(Boolean).join(' ');
      return { sub: claims.sub, email, firstName, lastName, name: name || email.split('@')[0] };
    },
  };
}
