/** §3 job-alert frequency. Numeric values as the spec gives them (12 means yearly, not 12 days). */
export const ALERT_FREQUENCIES = [
  { value: 1, label: 'Daily' },
  { value: 7, label: 'Weekly' },
  { value: 15, label: 'Fortnightly' },
  { value: 30, label: 'Monthly' },
  { value: 12, label: 'Yearly' },
] as const;

export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]['value'];
