/** §3 profile_type. */
export const PROFILE_TYPES = [
  { value: 'player', label: 'Player' },
  { value: 'referee', label: 'Referee' },
  { value: 'scout', label: 'Scout' },
  { value: 'coach', label: 'Coach' },
  { value: 'fan', label: 'Fan' },
  { value: 'agent', label: 'Agent' },
  { value: 'others', label: 'Other Staff' },
] as const;

export type ProfileType = (typeof PROFILE_TYPES)[number]['value'];
