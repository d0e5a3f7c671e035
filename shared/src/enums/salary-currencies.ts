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

/**
 * §3 salaryCurrency values as ISO 4217 codes (JSON-LD `currency`, `Intl` money and currency names). `unknown` has
 * none. The single mapping: the web server's JobPosting, the SPA's JobPosting and the SPA's labels all read it.
 */
export const SALARY_CURRENCY_ISO_CODES: Readonly<Record<string, string>> = {
  dollar: 'USD',
  rupees: 'INR',
  pound: 'GBP',
  aed: 'AED',
  euro: 'EUR',
  yen: 'JPY',
  'canadian-dollar': 'CAD',
  'australian-dollar': 'AUD',
  sar: 'SAR',
  kyd: 'KYD',
  nok: 'NOK',
};
