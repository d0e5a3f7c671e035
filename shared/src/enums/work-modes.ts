/** §3 workMode. */
export const WORK_MODES = [
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'office', label: 'Office' },
  { value: 'others', label: 'Others' },
] as const;

export type WorkMode = (typeof WORK_MODES)[number]['value'];
