// Tokens for the guard's personas, straight from the API.
import { DEMO_PASSWORD } from '../demo-accounts';

export async function tokenFor(apiUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
