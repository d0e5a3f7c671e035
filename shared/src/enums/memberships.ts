/** §6 candidate memberships. */
export const MEMBERSHIPS = [
  { value: 'FREE', label: 'Free' },
  { value: 'STANDARD', label: 'Standard' },
  { value: 'ELITE', label: 'Elite' },
  { value: 'UNLIMITED', label: 'Unlimited' },
] as const;

export type Membership = (typeof MEMBERSHIPS)[number]['value'];
export const DEFAULT_MEMBERSHIP: Membership = 'FREE';
