/** §3 background options (values not shown in the spec; designed after the UK census ethnic groups). */
export const BACKGROUNDS = [
  { value: 'asian', label: 'Asian or Asian British' },
  { value: 'black', label: 'Black, Black British, Caribbean or African' },
  { value: 'mixed', label: 'Mixed or multiple ethnic groups' },
  { value: 'white', label: 'White' },
  { value: 'arab', label: 'Arab' },
  { value: 'other', label: 'Other ethnic group' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

export type Background = (typeof BACKGROUNDS)[number]['value'];
