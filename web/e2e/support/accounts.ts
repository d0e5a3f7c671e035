// Fresh accounts for the journeys, so the seeded demo accounts other journeys rely on stay as they are.
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './demo-accounts';

let accounts = 0;

/** A username and email no other run or journey uses. */
export function uniqueUsername(prefix: string): string {
  accounts += 1;
  return `${prefix}${Date.now().toString(36)}${accounts}`;
}

/** A fresh FREE candidate (password DEMO_PASSWORD) registered through the API; answers its username. */
export async function registerCandidateViaApi(apiUrl: string, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  const response = await fetch(`${apiUrl}/candidate-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
