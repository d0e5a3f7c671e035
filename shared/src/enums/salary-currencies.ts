/** §3 salaryCurrency, in the spec's order (labels as the spec writes them, first letter capitalised). */
export const SALARY_CURRENCIES = [
  { value: 'dollar', label: 'Dollar' },
  { value: 'rupees', label: 'Rupees' },
  { value: 'pound', label: 'Pound' },
  { value: 'aed', label: 'Aed' },
  { value: 'euro', label: 'Euro' },
  { value: 'yen', label: 'Yen' },
  { value: 'canadian-dollar', label: 'Canadian Dollar' },
  { value: 'australian-dollar', label: 'Australian Dollar' },
  { value: 'unknown', label: 'Unknown' },
  { value: 'sar', label: 'SAR' },
  { value: 'kyd', label: 'KYD' },
  { value: 'nok', label: 'NOK' },
] as const;

export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number]['value'];
