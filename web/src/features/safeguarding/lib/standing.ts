import type { BackgroundCheckDto, SafeguardingRefusal } from '@fj/shared';

export type SafeguardingStanding = { kind: 'valid' } | { kind: SafeguardingRefusal; expiresOn?: string };

/**
 * What the apply dialog says before the candidate tries (the API decides the same way): a valid check if there is
 * one, else the most telling other, pending before expired before rejected.
 */
export function safeguardingStanding(checks: readonly BackgroundCheckDto[]): SafeguardingStanding {
  if (checks.some((check) => check.valid)) return { kind: 'valid' };
  if (checks.some((check) => check.status === 'pending')) return { kind: 'check-pending' };
  const expired = checks.filter((check) => check.status === 'verified' && check.expired).sort((a, b) => b.expiresOn.localeCompare(a.expiresOn))[0];
  if (expired) return { kind: 'check-expired', expiresOn: expired.expiresOn };
  if (checks.some((check) => check.status === 'rejected')) return { kind: 'check-rejected' };
  return { kind: 'no-check' };
}
