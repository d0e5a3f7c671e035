import type { AppSettings } from './app';

/**
 * The settings of an API built outside the server (tests, the bench, the type generator): no browser origins, no
 * Google sign-in (its key address answers nothing), a silent log, no proxy. Callers give the secret and what differs.
 */
export const offlineAppSettings = (jwtSecret: string, overrides: Partial<AppSettings> = {}): AppSettings => ({
  corsOrigins: [],
  publicWebUrl: 'http://localhost:3000',
  googleClientIds: [],
  googleJwksUrl: 'http://127.0.0.1:9/unused',
  logLevel: 'silent',
  trustProxy: 0,
  jwtSecret,
  ...overrides,
});
