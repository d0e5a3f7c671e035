/** §3 yes / no / prefer not to say (diversity questions). */
export const YES_NO_PREFER = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

export type YesNoPrefer = (typeof YES_NO_PREFER)[number]['value'];
