/** §3 reference: where the job was found / advertised. */
export const REFERENCES = [
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'twitter', label: 'Twitter' },
  { value: 'website', label: 'Website' },
  { value: 'others', label: 'Others' },
] as const;

export type Reference = (typeof REFERENCES)[number]['value'];
