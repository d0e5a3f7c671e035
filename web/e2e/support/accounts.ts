// Fresh accounts for the journeys, so the seeded demo accounts other journeys rely on stay as they are.
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './demo-accounts';

let accounts = 0;

/** A username and email no other run or journey uses. */
export function uniqueUsername(prefix: string): string {
  accounts += 1;
  return `${prefix}${Date.now().toString(36)}${accounts}`;
}

/**
 * A made-up client address for one API sign-up (the journeys' API runs with TRUST_PROXY=1): the per-network sign-up
 * limit then counts the browser's own sign-ups only, not the accounts journeys make to start from.
 */
export const ownNetwork = (): Record<string, string> => ({ 'x-forwarded-for': `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });

/** A fresh FREE candidate (password DEMO_PASSWORD) registered through the API; answers its username. */
export async function registerCandidateViaApi(apiUrl: string, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  const response = await fetch(`${apiUrl}/candidate-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownNetwork() },
    body: JSON.stringify({
      first_name: 'Jordan',
      last_name: 'Journey',
      username,
      email: `${username}@example.com`,
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      profile_type: 'coach',
      membership: 'FREE',
      terms: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return username;
}

/** A demo account's token from the API, for a journey's set-up calls (the demo password). */
export async function apiToken(apiUrl: string, username: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
