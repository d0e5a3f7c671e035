/** §3 salaryType. */
export const SALARY_TYPES = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'hourly', label: 'Hourly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'on-invoice', label: 'On Invoice' },
  { value: 'per-session', label: 'Per Session' },
  { value: 'per-hour', label: 'Per Hour' },
  { value: 'per-match', label: 'Per Match' },
  { value: 'pro-rata', label: 'Pro Rata' },
] as const;

export type SalaryType = (typeof SALARY_TYPES)[number]['value'];
