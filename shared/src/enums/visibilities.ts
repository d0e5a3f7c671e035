/** §3 profile visibility. */
export const VISIBILITIES = [
  { value: 'pub', label: 'Public' },
  { value: 'priv', label: 'Private' },
] as const;

export type Visibility = (typeof VISIBILITIES)[number]['value'];
