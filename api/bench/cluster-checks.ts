/**
 * `pnpm bench:cluster`'s checks of what the replicas share through Redis (docs/operations.md, "Topology"):
 * - the general rate limit: one address spends its minute's allowance on replica A and is refused by B and C;
 * - revocation: a token signed out, and an API key revoked, through A are refused by B and C on the very next request
 *   (both had them cached; users/revocation-markers.ts).
 */
import { API } from '@fj/shared';
import { DEMO_PASSWORD } from '@fj/seeds';
import type { Balancer, Replica } from './cluster-balancer';

export interface CheckResult {
  name: string;
  pass: boolean;
  detail: string;
}

export async function checkSharedRateLimit(balancer: Balancer, [a, ...others]: Replica[], perMinute: number): Promise<CheckResult> {
  const address = '198.51.100.77';
  const statuses: number[] = [];
  const batch = 20;
  for (let sent = 0; sent < perMinute; sent += batch) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(batch, perMinute - sent) }, () => balancer.call('check', 'GET', API.configData, { replica: a, address, quiet: true })),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  const allowed = statuses.filter((status) => status === 200).length;
  const onA = (await balancer.call('check', 'GET', API.configData, { replica: a, address, quiet: true })).status;
  const elsewhere = await Promise.all(others.map(async (replica) => `${replica.name} ${(await balancer.call('check', 'GET', API.configData, { replica, address, quiet: true })).status}`));
  const pass = allowed === perMinute && onA === 429 && elsewhere.every((line) => line.endsWith(' 429'));
  return { name: 'rate limit shared', pass, detail: `${allowed}/${perMinute} allowed through ${a.name}, then ${a.name} ${onA}, ${elsewhere.join(', ')} (429 expected)` };
}

const profileStatus = async (balancer: Balancer, replica: Replica, bearer: string) =>
  (await balancer.call('check', 'GET', API.profile, { replica, token: bearer, quiet: true, address: '198.51.100.78' })).status;

export async function checkSignOutEverywhere(balancer: Balancer, [a, ...others]: Replica[]): Promise<CheckResult> {
  const signedIn = await balancer.call('check', 'POST', API.authToken, { replica: a, json: { username: 'subscriber', password: DEMO_PASSWORD }, quiet: true, address: '198.51.100.78' });
  const token = signedIn.body.token as string;
  const before = await Promise.all(others.map(async (replica) => `${replica.name} ${await profileStatus(balancer, replica, token)}, ${await profileStatus(balancer, replica, token)}`));
  const signedOut = (await balancer.call('check', 'POST', API.logout, { replica: a, token, quiet: true, address: '198.51.100.78' })).status;
  const after = await Promise.all(others.map(async (replica) => `${replica.name} ${await profileStatus(balancer, replica, token)}`));
  const pass = before.every((line) => line.endsWith('200, 200')) && signedOut === 200 && after.every((line) => line.endsWith(' 401'));
  return { name: 'sign-out on every replica at once', pass, detail: `cached on ${before.join('; ')}; sign-out through ${a.name} ${signedOut}; next request: ${after.join(', ')} (401 expected)` };
}

export async function checkKeyRevokedEverywhere(balancer: Balancer, [a, ...others]: Replica[]): Promise<CheckResult> {
  const signedIn = await balancer.call('check', 'POST', API.authToken, { replica: a, json: { username: 'employer', password: DEMO_PASSWORD }, quiet: true, address: '198.51.100.79' });
  const token = signedIn.body.token as string;
  const created = await balancer.call('check', 'POST', API.apiKeys, { replica: a, token, json: { name: 'cluster check', scopes: ['profile:read'] }, quiet: true, address: '198.51.100.79' });
  const { id, key } = created.body.data as { id: number; key: string };
  const before = await Promise.all(others.map(async (replica) => `${replica.name} ${await profileStatus(balancer, replica, key)}, ${await profileStatus(balancer, replica, key)}`));
  const revoked = (await balancer.call('check', 'DELETE', API.apiKey.replace(':id', String(id)), { replica: a, token, quiet: true, address: '198.51.100.79' })).status;
  const after = await Promise.all(others.map(async (replica) => `${replica.name} ${await profileStatus(balancer, replica, key)}`));
  const pass = before.every((line) => line.endsWith('200, 200')) && revoked === 200 && after.every((line) => line.endsWith(' 401'));
  return { name: 'API key revoked on every replica at once', pass, detail: `cached on ${before.join('; ')}; DELETE through ${a.name} ${revoked}; next request: ${after.join(', ')} (401 expected)` };
}
